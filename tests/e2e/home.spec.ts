import { expect, expectNoA11yViolations, gotoOk, isPhone, test } from './fixtures.ts';

test('the home page has every section in order', async ({ page }) => {
  await gotoOk(page, '/');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay. Heal. Rejuvenate. Celebrate.');
  await expect(main.locator('video').first()).toContainText('Your browser does not support the video tag.');
  const video = main.locator('video').first();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  const sequence = [
    'Not just a stay. A bridge to wholeness.',
    'STAY OPTIONS',
    'Rejuvenation Experiences',
    'THERAPIES & PROGRAMS',
    'EXPLORE PROGRAMS',
    'Care you can count on',
    'unique',
    'Our services',
    'Plan your retreat with us',
    'MOMENTS OF HEALING',
  ];
  // The document's order: sections far down are not rendered until near the screen (render-when-near),
  // and innerText leaves out what is not rendered.
  const html = (await main.textContent()) ?? '';
  let position = -1;
  for (const text of sequence) {
    const next = html.indexOf(text, position + 1);
    expect(next, `"${text}" after the previous section`).toBeGreaterThan(position);
    position = next;
  }
  await expect(main.getByText('About us', { exact: true })).toBeVisible();
  for (const kind of ['Corporate', 'Groups', 'Festivals', 'International']) {
    await expect(main.getByRole('heading', { name: kind, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Thailand')).toBeVisible();
  await expect(main.locator('section', { hasText: 'MOMENTS OF HEALING' }).locator('img')).toHaveCount(7);
  await expect(main.getByRole('link', { name: 'EXPLORE', exact: true })).toHaveCount(2);
});

test('the three buttons lead to the stay, the therapies and the calendar', async ({ page }) => {
  await gotoOk(page, '/');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'BOOK YOUR STAY' }).last()).toHaveAttribute('href', '/book-your-stay');
  await expect(main.getByRole('link', { name: 'EXPLORE THERAPIES' }).last()).toHaveAttribute('href', '/rejuvenation');
  await expect(main.getByRole('link', { name: 'EXPLORE EVENTS' }).last()).toHaveAttribute('href', '/calendar');
  const programs = main.getByRole('link', { name: 'EXPLORE PROGRAMS' });
  await expect(programs).toHaveAttribute('href', '/programs');
  if (!isPhone(page)) expect((await programs.boundingBox())?.width).toBeCloseTo(314, 0);
});

test('the counters run to 100+, 45+, 17+ and 67+ once the band is half visible', async ({ page }) => {
  await gotoOk(page, '/');
  const figures = page.locator('dl dd');
  // Before the band is seen, the counters wait at zero.
  await expect(figures.first()).toHaveText('0+');
  await page.getByRole('heading', { name: 'Care you can count on' }).scrollIntoViewIfNeeded();
  await page.locator('dl').scrollIntoViewIfNeeded();
  await expect(figures).toHaveText(['100+', '45+', '17+', '67+'], { timeout: 10_000 });
});

test('with reduced motion the counters show their final figures and no video plays', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await gotoOk(page, '/');
  await expect(page.locator('dl dd')).toHaveText(['100+', '45+', '17+', '67+']);
  await expect(page.locator('video source')).toHaveCount(0);
  await context.close();
});

test('therapy panels reveal their description on hover and on keyboard focus, after the images are ready', async ({ page }) => {
  await gotoOk(page, '/');
  const panels = page.locator('[data-ready]');
  await expect(panels).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const first = panels.getByRole('link').first();
  const description = page.locator('[id^="therapy-1"]');
  // A touch screen cannot hover: there the descriptions show from the start (tests/e2e/layout.spec.ts).
  const touch = await page.evaluate(() => matchMedia('(hover: none)').matches);
  await expect(description).toHaveCSS('opacity', touch ? '1' : '0');
  if (!isPhone(page)) {
    await first.hover();
    await expect(description).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(description).toHaveCSS('opacity', '0');
  }
  await first.focus();
  await expect(description).toHaveCSS('opacity', '1');
  await expect(panels.getByRole('link')).toHaveCount(5);
  for (const title of ['Medical Consultations', 'Diagnostics', 'Naturopathy Treatments', 'Emotional Wellness', 'Creative Therapies']) {
    await expect(panels.getByText(title)).toBeVisible();
  }
});

test('the home page passes axe-core', async ({ page }) => {
  // The longest page of the site: axe takes a while on a busy machine.
  test.slow();
  await gotoOk(page, '/');
  await expectNoA11yViolations(page);
});
