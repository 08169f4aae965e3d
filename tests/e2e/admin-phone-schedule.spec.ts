import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The schedule on a phone: the practitioners' columns stack at 390 px with nothing scrolling sideways,
// and axe-core finds nothing.

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
