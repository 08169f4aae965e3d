import { expect, expectNoA11yViolations, expectNoPlaceholder, gotoOk, test } from './fixtures.ts';
import { pages } from './public-page-texts.ts';

for (const entry of pages) {
  test(`${entry.path} shows its content${entry.canonical ? ` as ${entry.canonical}` : ' and passes axe-core'}`, async ({ page }) => {
    await gotoOk(page, entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
    const main = page.locator('main');
    for (const text of entry.texts) await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(entry.canonical ?? entry.path);
    await expect(page).toHaveTitle(/.+ \| .+/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    // An old address renders its canonical page, which is scanned under its own path.
    if (entry.canonical) return;
    await expectNoPlaceholder(page);
    await expectNoA11yViolations(page);
  });
}

test('the footer carries the taglines, sections and every link it must have', async ({ page }) => {
  await gotoOk(page, '/about');
  const footer = page.locator('footer');
  for (const text of [
    'HEALING IN COMMUNITY',
    'CORPORATE – GROUPS – FESTIVALS – INTERNATIONAL',
    'JOIN US ON OUR BELONGING PROJECT',
    'More',
    'Media',
    'Our expertise',
    'Powered by',
  ]) {
    await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of [
    '/about',
    '/contact',
    '/gallery',
    '/rejuvenation',
    '/learning',
    '/programs',
    '/calendar',
    '/book-your-stay',
    '/privacy-policy',
    '/terms-and-conditions',
    '/refund-policy',
  ]) {
    expect(hrefs).toContain(path);
  }
  expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  await expect(footer.getByRole('link', { name: 'Rejuvenation Program' })).toHaveAttribute('href', '/rejuvenation');
  await expect(footer.getByRole('link', { name: 'Educational Program' })).toHaveAttribute('href', '/learning');
  await expect(footer.getByRole('link', { name: 'Book a Stay' })).toHaveAttribute('href', '/book-your-stay');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  await expect(footer.getByRole('link', { name: 'JOIN US ON OUR BELONGING PROJECT' })).toHaveAttribute('href', '/belonging-project');
});

test.describe('an unknown path', () => {
  // The browser reports the 404 of the document itself.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('answers 404 with the designed page', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This path leads nowhere, gently');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page);
  });
});
