import type { Page } from '@playwright/test';
import { ROOM_RATE_MESSAGES, ROOM_TYPE_MESSAGES } from '../../app/lib/admin/room-messages.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { WEEKEND_RATE_NAME } from '../../app/lib/stay-price.ts';
import { adminTest as test, gotoAdmin, submitAndRead } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

// The owner changes a room type's weekend rate on the Rooms screen, and the stay page quotes it for a
// Friday night at once. The test keeps to a room type of its own, so the demo types' prices, which other
// tests book at, never change under them; it puts the usual price back when done. While its weekend rate
// is set the stay page reads "from ₹3,420", so it runs in the project that ends before the others begin.

test.describe.configure({ timeout: 180_000 });

/** A Thursday about `days` ahead: a stay from it to Saturday has one usual night and one weekend night. */
function thursday(days: number): string {
  let day = addDays(todayIn('Asia/Kolkata'), days);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
}

async function saveRates(page: Page, weekendRupees: string) {
  const rates = page.getByRole('region', { name: /^Rates of/ });
  await rates.getByLabel('Weekend rate (₹)', { exact: true }).fill(weekendRupees);
  await submitAndRead(page, '/admin/rooms', rates.getByRole('button', { name: 'Save Rates' }), 200, ROOM_RATE_MESSAGES.saved);
}

test('the owner sets a weekend rate and the stay page quotes it for a Friday night', async ({ page }) => {
  const name = `Teak Room ${Date.now().toString(36)}`;
  await gotoAdmin(page, '/admin/rooms?new=1');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Rooms', { exact: true }).fill('2');
  await page.getByLabel('Adults per room').fill('2');
  await page.getByLabel('Sort order').fill('60');
  await page.getByLabel('Description').fill('A room of teak and lime plaster.');
  await submitAndRead(page, '/admin/rooms', page.getByRole('button', { name: 'Create Room Type' }), 200, ROOM_TYPE_MESSAGES.created);
  await page.getByRole('link', { name: `Edit ${name}` }).click();

  const rates = page.getByRole('region', { name: `Rates of ${name}` });
  await expect(rates.getByLabel('Nightly rate (₹)', { exact: true })).toHaveValue('3420');
  await expect(rates.getByLabel('Priced', { exact: true })).toHaveValue('adult');
  await expectNoA11yViolations(page);
  await saveRates(page, '5000');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/weekend/i);

  try {
    const checkIn = thursday(240);
    await gotoOk(page, '/book-your-stay');
    await page.getByLabel('Check-in').fill(checkIn);
    await page.getByLabel('Check-out').fill(addDays(checkIn, 2));
    await page.getByLabel('Adults', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(formatRupees(3420 + 5000));
    await card.getByText('Price per night').click();
    await expect(card.getByRole('listitem')).toHaveText([/Thursday.*₹3,420/, new RegExp(`Friday.*${WEEKEND_RATE_NAME}.*₹5,000`)]);
    // Choosing the type puts its own price in the dialog.
    await page.getByRole('button', { name: `CHOOSE ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' })).toContainText(formatRupees(3420 + 5000));
  } finally {
    await gotoAdmin(page, '/admin/rooms');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await saveRates(page, '');
  }
});
