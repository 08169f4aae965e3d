import type { Page } from '@playwright/test';
import { adminSections } from '../../app/components/admin/sidebar.tsx';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, expectTableFits, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

// The back-office's flows are tried at desktop width (the phone project skips admin-*.spec.ts); here each
// of its screens is opened once on a 390 px phone: it lays out without sideways scrolling of the page and
// axe-core finds nothing. Tables that scroll by design (the occupancy grid) scroll inside their own region.

/** The page itself is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is wider than the phone`).toBeLessThanOrEqual(clientWidth);
}

for (const section of adminSections) {
  test(`@phone-only ${section.label} fits a 390 px phone and passes axe-core`, async ({ page }) => {
    // axe over a long screen takes a while on a busy machine.
    test.slow();
    await gotoAdmin(page, section.to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, section.to);
    await expectNoA11yViolations(page);
  });
}

test('@phone-only the menu opens from its button and leads to a screen', async ({ page }) => {
  await gotoAdmin(page, '/admin/today');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
});

test('@phone-only bookings are cards on a phone, each value named by its column', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await createBooking(page, baseURL!, { customerName: `Card ${tag}`, customerEmail: `card.${tag}@example.org` });
  await gotoAdmin(page, `/admin/bookings?q=${tag}`);
  const row = page.locator('tbody tr', { hasText: `Card ${tag}` });
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await expect(page.locator('thead')).toHaveCSS('position', 'absolute');
  const labels = await row.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.slice(0, 3)).toEqual(['"Select"', '"Event"', '"Date & Time"']);
  await expectTableFits(page, page.getByRole('region', { name: 'Bookings table' }), 'Bookings table');
  await expectNoA11yViolations(page);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('@phone-only the sign-in page fits a 390 px phone and passes axe-core', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await expectNoSidewaysScroll(page, '/admin/login');
    await expectNoA11yViolations(page);
  });
});
