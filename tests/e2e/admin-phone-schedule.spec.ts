import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The schedule on a phone: the practitioners' columns stack at 390 px with nothing scrolling sideways,
// and axe-core finds nothing; so does the New appointment dialog.

test('@phone-only the schedule stacks its columns at 390 px and passes axe-core', async ({ page }) => {
  const response = await page.request.post('/__test__/therapy-scene');
  expect(response.ok()).toBe(true);
  const { day, therapistName } = (await response.json()) as { day: string; therapistName: string };
  await gotoAdmin(page, `/admin/schedule?day=${day}`);
  const columns = page.getByTestId('schedule-practitioner');
  await expect(page.getByRole('region', { name: therapistName })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The scene's therapist and the test practitioner both give the therapy: two columns at least, one under the other.
  const boxes = await Promise.all((await columns.all()).slice(0, 2).map((column) => column.boundingBox()));
  expect(boxes).toHaveLength(2);
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});

test('@phone-only the New appointment dialog fits 390 px and passes axe-core', async ({ page }) => {
  const response = await page.request.post('/__test__/therapy-scene');
  expect(response.ok()).toBe(true);
  const seeded = (await response.json()) as { day: string; serviceId: string };
  await gotoAdmin(page, `/admin/schedule?day=${seeded.day}&new=1&service=${seeded.serviceId}&guestSearch=Nila`);
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Guests found' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'schedule-new-appointment');
});
