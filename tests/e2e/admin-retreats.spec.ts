import { addDays, formatOrdinalDate, todayIn } from '../../app/lib/dates.ts';
import { priceText } from '../../app/lib/money.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';
import { fillGuest, storedBookings } from './guest-checkout.ts';
import { retreatFormFields } from './retreat-form.ts';

// The owner makes a second retreat with two fixed departures on the Retreats screen; a guest books one
// of them without paying, and the screen counts the place taken.

test('the owner creates a retreat with two departures, and a guest books one', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const slug = `group-${stamp}`;
  const title = `Group Retreat ${stamp}`;
  const fields = retreatFormFields(slug, title);

  await gotoAdmin(page, '/admin/retreats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retreats');
  await expect(page.getByRole('row').filter({ hasText: '3-Day Rejuvenation Retreat' })).toContainText('Any day');
  await page.getByRole('link', { name: 'Add New Retreat' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Nights').fill(fields.nights);
  await page.getByLabel('Programme fee per person (₹)').fill(fields.programmeRupees);
  await page.getByLabel('Double occupancy, per guest per night (₹)').fill(fields.doubleRupees);
  await page.getByLabel('Single occupancy, per night (₹)').fill(fields.singleRupees);
  await page.getByLabel('Summary').fill(fields.summary);
  await page.getByLabel('Card text').fill(fields.cardText);
  await page.getByLabel('About the retreat').fill(fields.description);
  await page.getByLabel('Itinerary').fill(fields.itinerary);
  await page.getByLabel('Instructors').fill(fields.instructors);
  await page.getByLabel('Highlights').fill(fields.highlights);
  await page.getByLabel('Facilities').fill(fields.facilities);
  await page.getByLabel('Included', { exact: true }).fill(fields.inclusions);
  await page.getByLabel('Not included').fill(fields.exclusions);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create Retreat' }).click();
  await expect(page.getByText('Retreat created successfully')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('5 days · 4 nights');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  const first = addDays(todayIn('Asia/Kolkata'), 40);
  const second = addDays(first, 7);
  for (const [date, places] of [
    [first, '4'],
    [second, '2'],
  ] as const) {
    await page.getByLabel('Departure date').fill(date);
    await page.getByLabel('Places').fill(places);
    await page.getByRole('button', { name: 'Add Departure' }).click();
    await expect(page.getByText('Departure added successfully')).toBeVisible();
  }
  const departures = page.getByRole('region', { name: 'Departures' });
  await expect(departures).toContainText(`${formatOrdinalDate(first)}4 of 4 places left`);
  await expect(departures).toContainText(`${formatOrdinalDate(second)}2 of 2 places left`);
  await expectNoA11yViolations(page);

  // The guest chooses the later departure on the retreat's page and submits without paying.
  const email = `retreat.${stamp}@example.org`;
  await gotoOk(page, `/rejuvenation/${slug}`);
  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
  await fillGuest(dialog, email);
  await dialog.getByLabel('Departure').selectOption(second);
  await dialog.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  const [booking] = await storedBookings(page.request, email);
  expect(booking).toMatchObject({ status: 'pending', kind: 'retreat', price: priceText(38000 * 100) });

  await gotoAdmin(page, '/admin/retreats');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`${second} (1 of 2 left)`);
});
