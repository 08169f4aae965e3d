import { stay } from '../../app/content/stay.ts';
import { galleryRows } from '../../app/lib/gallery-layout.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

test('About: four tabs, Our approach first, arrow keys move between them', async ({ page }) => {
  await gotoOk(page, '/about');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Our approach', 'Why choose us', 'Key reasons', 'Mission and Vision']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('phone');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('ol > li')).toHaveCount(5);
  await tabs.nth(3).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('phone');
});

test('Gallery: the photos in rows of 3, 4 and 3, and a lightbox usable by keyboard', async ({ page }) => {
  await gotoOk(page, '/gallery');
  // The ten shipped photos (server/gallery's tests check the seed); admin-gallery.spec.ts adds its own
  // after them for a moment, which start further rows.
  const rows = page.locator('main section ul');
  const total = await page.getByRole('button', { name: /^Open photo \d+:/ }).count();
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(rows.nth(0).locator('li')).toHaveCount(3);
  await expect(rows.nth(1).locator('li')).toHaveCount(4);
  await expect(rows.nth(2).locator('li')).toHaveCount(3);
  await expect(rows).toHaveCount(galleryRows(total).length);

  const second = page.getByRole('button', { name: /^Open photo 2:/ });
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`2 / ${total}`);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`3 / ${total}`);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});

test.describe('Contact without React in the page', () => {
  // The form is a plain HTML form: a refused enquiry is a document answered 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('the server refuses a bad enquiry with reasons and keeps a good one', async ({ page, request }, testInfo) => {
    await gotoOk(page, '/contact');
    const form = page.locator('form', { hasText: 'Your City' });
    await form.getByLabel('Name').fill('Asha Rao');
    const email = `asha.${testInfo.project.name}@example.org`;
    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel('Mobile Numbers').fill('12');
    await form.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
    await expect(form.getByText('Please tell us your city.')).toBeVisible();

    await form.getByLabel('Mobile Numbers').fill('+91 98765 43210');
    await form.getByLabel('Your City').fill('Pune');
    await form.getByLabel('Message').fill('We would like to plan a weekend for four.');
    await form.getByRole('button', { name: 'SEND REQUEST' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you for reaching out.');
    await expect(page).toHaveURL(/sent=1/);
    const stored = await (await request.get(`/__test__/enquiries?email=${encodeURIComponent(email)}`)).json();
    expect(stored).toMatchObject([
      { name: 'Asha Rao', mobile: '+91 98765 43210', city: 'Pune', message: 'We would like to plan a weekend for four.' },
    ]);
    await expect(page.locator('script[src*="entry.client"]')).toHaveCount(0);
  });
});

test('Contact: a filled honeypot is thanked and stores nothing', async ({ request, baseURL }) => {
  const email = 'bot@example.org';
  const response = await request.post('/contact', {
    headers: { Origin: baseURL! },
    form: { name: 'Bot', email, mobile: '9876543210', city: 'Nowhere', message: 'Buy now', website: 'https://spam.example' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(await (await request.get(`/__test__/enquiries?email=${email}`)).json()).toEqual([]);
});

test('Contact: the server validates even when the browser does not', async ({ request }) => {
  const response = await request.post('/contact', {
    form: { name: '', email: 'not-an-email', mobile: 'abc', city: '', message: 'x'.repeat(5000) },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});

test.describe('Stay without React in the page', () => {
  // The dates go to the page's action; a refusal is answered 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('the bar checks the dates on the server and quotes the price', async ({ page }) => {
    await gotoOk(page, '/book-your-stay');
    const bookNow = page.getByRole('button', { name: 'Book Now', exact: true });
    await bookNow.click();
    await expect(page.getByText('Please select check-in and check-out dates')).toBeVisible();
    await expect(bookNow).toBeFocused();

    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Check-in').fill(day(10));
    await page.getByLabel('Check-out').fill(day(10));
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await expect(page.getByText('Check-out date must be after check-in date')).toBeVisible();

    await page.getByLabel('Check-out').fill(day(12));
    await page.getByLabel('Adults').selectOption('3');
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    // The room types come first; a type's CHOOSE opens the dialog for it.
    const details = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
    await expect(bookNow).toBeFocused();
    await expect(details).toBeHidden();
    const choose = page.getByRole('button', { name: 'CHOOSE River Cottage' });
    await choose.click();
    await expect(details).toContainText('River Cottage, 1 room');
    await expect(details).toContainText('2 nights, 3 adults');
    await expect(details).toContainText(formatRupees(stay.nightlyRatePerAdultRupees * 2 * 3));
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(choose).toBeFocused();
    await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();
    await expect(details).toContainText('Garden Room, 2 rooms');
    await expect(page.locator('script[src*="entry.client"]')).toHaveCount(0);
  });
});
