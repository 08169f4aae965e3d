import { addDays, formatLongUsWeekdayDate } from '../../app/lib/dates.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot, test } from './fixtures.ts';
import { ahead, fillGuest, payInDemo } from './guest-checkout.ts';

// A guest books a massage from /therapies: the service, a day, a free time, CONTACT DETAILS and the demo
// checkout, then the booking's page names the therapy and the time. Each width books a day of its own.

const weekdayOnOrAfter = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() === 0 ? addDays(iso, 1) : iso);

test('a guest chooses a massage, a day and a free time, pays, and lands on the booking page', async ({ page }, testInfo) => {
  const day = weekdayOnOrAfter(ahead(testInfo.project.name, 12));
  await gotoOk(page, '/therapies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapies and consultations');
  await expect(page.getByRole('heading', { name: 'Massages' })).toBeVisible();

  await page.getByRole('link', { name: 'Choose Abhyanga massage' }).click();
  const booking = page.getByRole('region', { name: 'Abhyanga massage' });
  await booking.getByLabel('Day', { exact: true }).fill(day);
  await expect(booking.getByLabel('Practitioner')).toHaveValue('');
  await booking.getByRole('button', { name: 'Show free times' }).click();
  // A new page: its checkout script is loaded before a time is pressed.
  await page.waitForURL(new RegExp(`day=${day}`));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const times = page.getByRole('list', { name: `Free times on ${formatLongUsWeekdayDate(day)}` });
  // The page as it first opens is scanned with every public page; here, with a service's free times.
  await expect(times.getByRole('button', { name: '10:00 AM' })).toBeVisible();
  await screenshot(page, 'therapy-times');
  await expectNoA11yViolations(page);
  await times.getByRole('button', { name: '10:00 AM' }).click();

  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('10:00 AM');
  await fillGuest(dialog, `therapy-${testInfo.project.name}-${Date.now().toString(36)}@example.org`);
  await expectNoA11yViolations(page);
  await screenshot(page, 'therapy-checkout');
  await dialog.getByRole('button', { name: 'PAY ₹3,500' }).click();
  await payInDemo(page, '₹3,500');

  await page.waitForURL(/\/booking\//);
  await expect(page.getByText('Abhyanga massage').first()).toBeVisible();
  // As booked (the page's Change time section offers times of that day as well).
  await expect(page.getByRole('definition').filter({ hasText: /^10:00 AM$/ })).toBeVisible();
  await expect(page.getByText(formatLongUsWeekdayDate(day), { exact: true })).toBeVisible();
});
