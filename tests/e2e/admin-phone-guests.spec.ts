import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// A guest's profile on a phone: the form, the bookings and the merge search fit 390 px without sideways
// scrolling, and axe finds nothing.

test('a guest profile fits a phone @phone-only', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `Phone guest ${tag}`;
  await createBooking(page, baseURL!, { customerName: name, customerEmail: `phone.guest.${tag}@example.org` });
  await gotoAdmin(page, '/admin/users');
  const href = await page.getByRole('link', { name: `Profile of ${name}` }).getAttribute('href');
  await gotoAdmin(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-guest-profile-phone');
});
