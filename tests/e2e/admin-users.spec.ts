import type { Page } from '@playwright/test';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

const rowOf = (page: Page, email: string) => page.locator(`tbody tr[data-customer-email="${email}"]`);

test('two bookings with one e-mail in different letter case are one guest with both bookings', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const email = `meera.${tag}@example.org`;
  const first = await createBooking(page, baseURL!, {
    customerName: `Meera N ${tag}`,
    customerEmail: `Meera.${tag.toUpperCase()}@Example.ORG`,
    customerPhone: '+91 90000 00001',
    eventTitle: 'Yin yoga',
    eventDate: '2031-07-01',
    selectedSlot: '7:30 AM',
    price: 'Rs 500.00',
    status: 'completed',
  });
  await createBooking(page, baseURL!, {
    customerName: `Meera Nair ${tag}`,
    customerEmail: email,
    customerPhone: '+91 90000 00002',
    eventTitle: 'Sound healing',
    eventDate: '2031-07-02',
    selectedSlot: '6:30 AM',
    price: 'Rs 1200.00',
    status: 'confirmed',
  });

  await gotoAdmin(page, '/admin/users');
  await expect(page).toHaveTitle('Users | Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Users with Bookings \(\d+\)$/ })).toBeVisible();
  for (const column of ['Customer Name', 'Email', 'Phone', 'Total Bookings', 'Last Booking', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = rowOf(page, email);
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // The name and phone of the latest booking.
  await expect(cells.nth(0)).toHaveText(`Meera Nair ${tag}`);
  await expect(cells.nth(1).getByRole('link')).toHaveAttribute('href', `mailto:${email}`);
  await expect(cells.nth(2).getByRole('link')).toHaveAttribute('href', 'tel:+919000000002');
  await expect(cells.nth(3)).toHaveText('2');
  await expect(cells.nth(4)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

  await row.getByRole('link', { name: `View bookings of Meera Nair ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Meera Nair ${tag}'s Bookings` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await expect(dialog).toContainText('Total Bookings');
  await expect(dialog.getByRole('heading', { name: 'All Bookings (2)' })).toBeVisible();
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Sound healing');
  await expect(items.nth(0)).toContainText('2 Jul 2031, 6:30 AM');
  await expect(items.nth(0)).toContainText('Rs 1200.00');
  await expect(items.nth(0)).toContainText('Booked on');
  await expect(items.nth(1)).toContainText('Yin yoga');
  await expect(items.nth(1)).toContainText('1 Jul 2031, 7:30 AM');
  // Completed is blue on this screen only.
  await expect(items.nth(1).getByText('completed')).toHaveClass(/bg-blue-100/);
  await expect(items.nth(0).getByText('confirmed')).toHaveClass(/bg-green-100/);
  await dialog.locator('button', { hasText: /^Close$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/email=/);

  // The e-mail in any case opens the same guest.
  await gotoAdmin(page, `/admin/users?email=${encodeURIComponent(first.customerEmail)}`);
  await expect(page.getByRole('dialog', { name: `Meera Nair ${tag}'s Bookings` })).toBeVisible();
});

test('the guest who booked last comes first', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await createBooking(page, baseURL!, { customerName: `Earlier ${tag}`, customerEmail: `earlier.${tag}@example.org` });
  await createBooking(page, baseURL!, { customerName: `Later ${tag}`, customerEmail: `later.${tag}@example.org` });
  await gotoAdmin(page, '/admin/users');
  const emails = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-customer-email')));
  const later = emails.indexOf(`later.${tag}@example.org`);
  const earlier = emails.indexOf(`earlier.${tag}@example.org`);
  expect(later).toBeGreaterThanOrEqual(0);
  expect(later).toBeLessThan(earlier);
});

test('script tags in a guest name are text in the table and the modal; an unknown e-mail is a message', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `<script>window.__pwned=1</script> ${tag}`;
  const email = `script.user.${tag}@example.org`;
  await createBooking(page, baseURL!, { customerName: name, customerEmail: email, eventTitle: '<i>Yoga</i>' });
  await gotoAdmin(page, '/admin/users');
  await expect(rowOf(page, email).getByRole('cell').first()).toHaveText(name);
  await rowOf(page, email).getByRole('link', { name: 'View Bookings' }).click();
  const dialog = page.getByRole('dialog', { name: `${name}'s Bookings` });
  await expect(dialog).toContainText('<i>Yoga</i>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await gotoAdmin(page, `/admin/users?email=${encodeURIComponent(`nobody.${tag}@example.org`)}`);
  await expect(page.getByText('No booking has this e-mail address.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await gotoAdmin(page, `/admin/users?page=-1&email=${'x'.repeat(5000)}`);
  await expect(page.getByRole('heading', { name: /^Users with Bookings/ })).toBeVisible();
});

test('the users screen passes axe-core, with the bookings modal open', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const email = `axe.user.${tag}@example.org`;
  await createBooking(page, baseURL!, { customerName: `Axe ${tag}`, customerEmail: email, status: 'completed' });
  await gotoAdmin(page, '/admin/users');
  await expectNoA11yViolations(page);
  await rowOf(page, email).getByRole('link', { name: 'View Bookings' }).click();
  await expect(page.getByRole('dialog', { name: `Axe ${tag}'s Bookings` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/email=/);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a visitor opening the users screen is sent to sign in', async ({ page }) => {
    await page.goto('/admin/users?email=a%40example.org');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  });
});
