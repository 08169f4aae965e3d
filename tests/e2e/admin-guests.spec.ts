import { GUEST_MESSAGES, mergedText, mergeQuestion } from '#app/lib/admin/guest-messages.ts';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, expectTableFits, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// A guest's profile, as the owner keeps it: opened from Users, an allergy written down, and a second
// record of the same person merged into it, whose bookings then show on the kept profile.

test('the owner opens a guest from Users, notes an allergy and merges a duplicate into the profile', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const kept = `Asha ${tag}`;
  const duplicate = `Asha Rao ${tag}`;
  const first = await createBooking(page, baseURL!, {
    customerName: kept,
    customerEmail: `asha.${tag}@example.org`,
    eventTitle: 'Yin yoga',
  });
  const second = await createBooking(page, baseURL!, {
    customerName: duplicate,
    customerEmail: `asha.rao.${tag}@example.org`,
    eventTitle: 'Sound healing',
  });

  await gotoAdmin(page, '/admin/users');
  await page.getByRole('link', { name: `Profile of ${kept}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: kept })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/guests\/[0-9a-f-]{36}$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  await page.getByLabel('Allergies').fill('Peanuts');
  await page.getByRole('button', { name: 'Update Guest' }).click();
  await expect(page.getByText(GUEST_MESSAGES.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Allergies')).toHaveValue('Peanuts');

  await page.getByLabel('Name, e-mail or phone').fill(`asha.rao.${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Merge ${duplicate} into ${kept}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge guests' });
  await expect(dialog).toContainText(mergeQuestion(duplicate, kept));
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText(mergedText(duplicate, kept))).toBeVisible();

  const bookings = page.getByRole('region', { name: 'Bookings (2)' });
  await expect(bookings).toBeVisible();
  for (const booking of [first, second]) {
    await expect(bookings.getByRole('link', { name: new RegExp(`^Booking ${booking.reference}`) })).toHaveAttribute(
      'href',
      /\/admin\/bookings\?view=/,
    );
  }
  await expect(page.getByLabel('Allergies')).toHaveValue('Peanuts');
  await expectTableFits(page, page.getByRole('region', { name: 'Bookings of this guest' }), 'Bookings of this guest');
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-guest-profile');
});
