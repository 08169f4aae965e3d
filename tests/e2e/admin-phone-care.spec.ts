import { PRACTITIONER } from '../support/accounts.ts';
import { adminTest as test, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// At 390 px the Care screen and one guest's answers lay out without widening the page, and axe-core
// finds nothing, for the practitioner who reads them.

test('the Care screen and a guest’s answers at 390 px @phone-only', async ({ browser, page, baseURL }) => {
  const tag = `${Date.now()}`;
  const seeded = await page.request.post('/__test__/health-forms', {
    data: { name: `Phone Care ${tag}`, email: `phone-care-${tag}@example.org`, secret: 'Asthma since childhood', assign: true },
  });
  const { responseId } = (await seeded.json()) as { responseId: string };
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), storageState: undefined });
  const phone = await context.newPage();
  try {
    await signIn(phone.request, baseURL!, PRACTITIONER);
    const fits = async () => {
      const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
    };
    await phone.goto('/admin/care');
    await phone.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Care');
    await fits();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'admin-care-phone');

    await phone.goto(`/admin/care/${responseId}`);
    await phone.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(phone.getByText('Asthma since childhood')).toBeVisible();
    await fits();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'admin-care-answers-phone');
  } finally {
    await context.close();
  }
});

test('the owner’s erasure dialog at 390 px @phone-only', async ({ page }) => {
  const tag = `${Date.now()}`;
  const seeded = await page.request.post('/__test__/health-forms', {
    data: { name: `Phone Erasure ${tag}`, email: `phone-erasure-${tag}@example.org`, secret: 'Back pain', erasure: true },
  });
  const { guestId } = (await seeded.json()) as { guestId: string };
  await page.goto(`/admin/guests/${guestId}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Confirm erasure…' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm erasure' })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-guest-erasure-phone');
});
