import { uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { night, roomTypeWithStay } from './admin-move-helpers.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The Move dialog at 390 px: it lays out without sideways scrolling, with its preview open, and
// axe-core finds nothing.

test('@phone-only the Move dialog fits a phone and passes axe-core with its preview open', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const { booking } = await roomTypeWithStay(page, baseURL!, tag, { from: 16, to: 18 });
  const picks = `moveCheckIn=${night(17)}&moveCheckOut=${night(20)}&moveAdults=2&movePreview=1`;
  await gotoAdmin(page, `/admin/bookings?q=${tag}&move=${booking.id}&${picks}`);
  const dialog = page.getByRole('dialog', { name: 'Move booking' });
  await expect(dialog.getByRole('region', { name: 'The move' })).toContainText(`${night(17)} to ${night(20)}`);
  await expect(dialog.getByRole('button', { name: 'Confirm move' })).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoA11yViolations(page);
});
