import { eventCard } from '../../app/content/calendar.ts';
import { BOOKING_MESSAGES } from '../../app/lib/booking-reply.ts';
import { todayIn } from '../../app/lib/dates.ts';
import { createThroughForm, dayAhead, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

// The booking dialog's refusals, answered by the JSON endpoint without leaving the page: the reason in
// the dialog, field messages under their fields, and the seats read again when a slot turned out full.

test.describe('refused bookings', () => {
  // The browser logs each 4xx answer to the dialog's fetch; those are the point here.
  test.use({ expectedConsoleErrors: /status of 40[09]/ });

  test('a mobile the server refuses is named under its field; a slot taken meanwhile shows Full', async ({ page, baseURL }) => {
    // An event made through the admin form first, then two answers: longer than the default allows.
    test.slow();
    const title = uniqueTitle('Last seat');
    const date = dayAhead(7);
    await createThroughForm(page, { title, date, slots: '7:30 AM, 9:00 AM', seats: '1' });
    await gotoOk(page, `/calendar?date=${date}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
    const eventId = (await card.getAttribute('id'))!.replace(/^event-/, '');
    await card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
    await expect(dialog).toContainText('7:30 AM');

    // The browser cannot check a telephone number's form; the server can.
    await dialog.getByLabel('NAME').fill('Asha Rao');
    await dialog.getByLabel('EMAIL').fill('asha.refused@example.org');
    await dialog.getByLabel('MOBILE').fill('call me maybe');
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    const mobile = dialog.getByLabel('MOBILE');
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('#booking-mobile-error')).not.toBeEmpty();
    // One place for each error: under its field, which takes focus, and not again in a banner.
    const message = (await dialog.locator('#booking-mobile-error').innerText()).trim();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText(message, { exact: true })).toHaveCount(1);
    await expect(mobile).toBeFocused();
    await expectNoA11yViolations(page);

    // Someone else takes the only seat while the dialog is open.
    const other = await page.request.post(`/calendar?date=${date}`, {
      form: { intent: 'book', eventId, slot: '7:30 AM', name: 'Ravi', email: `ravi.${Date.now()}@example.org`, mobile: '+91 98765 43210' },
      headers: { origin: baseURL! },
    });
    expect(other.status()).toBe(200);
    await mobile.fill('+91 98765 43210');
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(BOOKING_MESSAGES.slotFull);
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    // A refusal keeps the dialog open and what was typed.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('NAME')).toHaveValue('Asha Rao');
    await expect(card.getByRole('button', { name: /^7:30 AM/ })).toContainText('Full');
    await expect(card.getByRole('button', { name: /^7:30 AM/ })).toBeDisabled();

    await dialog.getByRole('button', { name: 'GO BACK' }).click();
    await expect(dialog).toBeHidden();
    // Opened again it takes the next slot with a seat, and shows no earlier answer.
    await card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    await expect(dialog).toContainText('9:00 AM');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await (await page.request.get('/__test__/bookings?email=asha.refused%40example.org')).json()).toEqual([]);
  });

  test('@desktop-only a slot of today that has begun shows Started, cannot be chosen, and the server refuses it whatever is sent', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // A slot at midnight has begun at every moment of its day, so the test does not depend on the hour it runs.
    const title = uniqueTitle('Midnight');
    const date = todayIn('Asia/Kolkata');
    await createThroughForm(page, { title, date, slots: '12:00 AM' });
    await gotoOk(page, `/calendar?date=${date}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
    const slot = card.getByRole('button', { name: /^12:00 AM/ });
    await expect(slot).toHaveText(`12:00 AM${eventCard.started}`);
    await expect(slot).toBeDisabled();
    await expect(card.getByRole('button', { name: eventCard.closed })).toBeDisabled();
    await expectNoA11yViolations(page);

    const eventId = (await card.getAttribute('id'))!.replace(/^event-/, '');
    const email = `started.${test.info().project.name}@example.org`;
    const form = { intent: 'book', eventId, slot: '12:00 AM', name: 'Asha Rao', email, mobile: '+91 98765 43210' };
    const json = await page.request.post('/api/calendar/bookings', { form, headers: { origin: baseURL! } });
    expect(json.status()).toBe(409);
    expect(await json.json()).toEqual({ ok: false, message: BOOKING_MESSAGES.slotStarted });
    // The page's own form, as a browser without JavaScript posts it.
    const plain = await page.request.post(`/calendar?date=${date}`, { form, headers: { origin: baseURL! } });
    expect(plain.status()).toBe(409);
    expect(await plain.text()).toContain(BOOKING_MESSAGES.slotStarted);
    expect(await (await page.request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json()).toEqual([]);
  });
});
