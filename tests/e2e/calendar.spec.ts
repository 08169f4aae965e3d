import type { Page } from '@playwright/test';
import { eventCard } from '../../app/content/calendar.ts';
import { defaultEvents, FIRST_EVENTS_DATE } from '../../app/content/default-events.ts';
import { addDays, formatLongUsDate, formatOrdinalDate, todayIn } from '../../app/lib/dates.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

/** On a phone the month grid, search and filters wait behind "Filter"; from 1024 px they always show. */
async function openFilter(page: Page) {
  // The panel's selects send its form only once the page's script runs.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const summary = page.locator('summary', { hasText: 'FILTER' });
  if (
    (await summary.isVisible()) &&
    !(await page.locator('details.filter-disclosure').evaluate((node) => (node as HTMLDetailsElement).open))
  )
    await summary.click();
}

// Demo content holds the default events on each of the next seven days; each project books on its own day.
const today = todayIn('Asia/Kolkata');
const dayFor = (project: string) => addDays(today, project === 'phone' ? 1 : 2);

test('a guest books a slot: expand, pick, CONTACT DETAILS, submit, success, then its page after about 2 s', async ({
  page,
  request,
}, testInfo) => {
  const date = dayFor(testInfo.project.name);
  await gotoOk(page, `/calendar?date=${date}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Experience with us at your convenient day');
  await expect(page.getByRole('heading', { name: formatOrdinalDate(date) })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(8);

  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Yin yoga', exact: true }) });
  await expect(card.getByText('YOGA', { exact: true })).toBeVisible();
  await expect(card.getByText('Rs 500', { exact: true })).toBeVisible();
  await expect(card.getByText('Rs 500 | 60 min | Pick a slot: 7:30 AM, 9:00 AM, 5:00 PM')).toBeAttached();
  await card.getByRole('button', { name: 'SHOW MORE' }).click();
  await expect(card.getByRole('button', { name: 'SHOW LESS' })).toHaveAttribute('aria-expanded', 'true');
  const slot = card.getByRole('button', { name: /^9:00 AM/ });
  await expect(slot).toContainText('20 left');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const bookNow = card.getByRole('button', { name: 'BOOK NOW' });
  await bookNow.click();

  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Yin yoga');
  await expect(dialog).toContainText(formatLongUsDate(date));
  await expect(dialog).toContainText('9:00 AM');
  await expect(dialog).toContainText('Rs 500');
  await expect(dialog.getByRole('button', { name: 'GO BACK' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByLabel('NAME').fill('Asha Rao');
  const email = `asha.${testInfo.project.name}@example.org`;
  await dialog.getByLabel('EMAIL').fill(email);
  await dialog.getByLabel('MOBILE').fill('+91 98765 43210');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'SEE YOUR BOOKING' })).toBeVisible();
  // After 2 s the booking's own page follows.
  const shownAt = Date.now();
  await page.waitForURL(/\/booking\//, { timeout: 5000 });
  const leftAfter = Date.now() - shownAt;
  expect(leftAfter).toBeGreaterThan(1200);
  expect(leftAfter).toBeLessThan(4000);
  // The seat is taken: the slot now has one less.
  await gotoOk(page, `/calendar?date=${date}`);
  await expect(card.getByRole('button', { name: /^9:00 AM/ })).toContainText('19 left');
  await expect(card.getByRole('button', { name: /^9:00 AM/ })).toHaveAttribute('aria-pressed', 'false');

  const stored = await (await request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    eventId: (await card.getAttribute('id'))!.replace(/^event-/, ''),
    eventTitle: 'Yin yoga',
    eventDate: date,
    selectedSlot: '9:00 AM',
    price: 'Rs 500',
    customerName: 'Asha Rao',
    customerEmail: email,
    customerPhone: '+91 98765 43210',
    status: 'pending',
    paymentId: null,
    orderId: null,
  });
});

test('opening with no slot chosen takes the first; Escape closes and gives focus back', async ({ page }, testInfo) => {
  await gotoOk(page, `/calendar?date=${dayFor(testInfo.project.name)}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Sound healing', exact: true }) });
  const book = card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' });
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toContainText('6:30 AM');
  await expect(card.getByRole('button', { name: /^6:30 AM/ })).toHaveAttribute('aria-pressed', 'true');
  // The browser itself refuses to send the form with fields missing.
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  expect(await dialog.getByLabel('NAME').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();
  await expect(card.getByRole('button', { name: /^6:30 AM/ })).toHaveAttribute('aria-pressed', 'false');
});

test('the page ships the small enhancement script, not React', async ({ page }) => {
  await gotoOk(page, '/calendar');
  await expect(page.locator('html')).toHaveAttribute('data-client', 'enhance');
  const scripts = await page
    .locator('script[src], link[rel="modulepreload"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href')));
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
});

test('a day without events says so', async ({ page }) => {
  await gotoOk(page, `/calendar?date=${addDays(today, 40)}`);
  await expect(page.getByText('No events scheduled.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('1 Nov 2025, the calendar’s first day, lists the eight default events as past sessions that cannot be booked', async ({ page }) => {
  for (const address of [`/calendar?date=${FIRST_EVENTS_DATE}`, `/calendar?date=${FIRST_EVENTS_DATE}&mode=past`]) {
    await gotoOk(page, address);
    await expect(page.getByRole('heading', { name: formatOrdinalDate(FIRST_EVENTS_DATE) })).toBeVisible();
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(defaultEvents.length);
    for (const event of defaultEvents) {
      const card = cards.filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
      await expect(card.getByRole('button', { name: new RegExp(event.timeSlots[0]!) })).toBeDisabled();
    }
    // A past day offers no slot and no booking button.
    await expect(page.getByRole('button', { name: eventCard.book })).toHaveCount(0);
    await expect(page.locator('main').getByRole('button', { name: /AM|PM/, disabled: false })).toHaveCount(0);
  }
  await expectNoA11yViolations(page);
});

test('the month grid, search and both filters narrow the list; back and forward move between dates', async ({ page }) => {
  const first = addDays(today, 3);
  const second = addDays(today, 4);
  await gotoOk(page, `/calendar?date=${first}`);
  await expect(page.getByRole('heading', { name: formatOrdinalDate(first) })).toBeVisible();
  await openFilter(page);
  // The grid shows the month of the chosen date: today is marked in it unless that month is the next one.
  await expect(page.getByRole('link', { name: /, today/ })).toHaveCount(first.slice(0, 7) === today.slice(0, 7) ? 1 : 0);

  const grid = page.getByRole('table');
  if (first.slice(0, 7) === second.slice(0, 7)) {
    await grid.getByRole('link', { name: new RegExp(`^\\w+ ${Number(second.slice(8))} `) }).click();
  } else {
    await page.getByRole('link', { name: 'Next month' }).click();
    // The new month's page opens the panel again: the browser reveals the #calendar-month it scrolls to.
    await expect(grid).toBeVisible();
    await grid.getByRole('link', { name: new RegExp(`^\\w+ ${Number(second.slice(8))} `) }).click();
  }
  await expect(page).toHaveURL(new RegExp(`date=${second}`));
  await expect(page.getByRole('heading', { name: formatOrdinalDate(second) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: formatOrdinalDate(first) })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: formatOrdinalDate(second) })).toBeVisible();

  await openFilter(page);
  await page.getByLabel('Search').fill('sound');
  await page.getByRole('button', { name: 'GO' }).click();
  await expect(page.locator('main article h3')).toHaveText(['Sound healing']);

  await openFilter(page);
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'GO' }).click();
  await expect(page.locator('main article')).toHaveCount(8);
  await openFilter(page);
  await page.getByLabel('Filter By Time').selectOption('evening');
  await expect(page).toHaveURL(/time=evening/);
  // Same-day events may share a creation time, so compare the titles as a set.
  const titles = async () => (await page.locator('main article h3').allInnerTexts()).sort();
  await expect.poll(titles).toEqual(['Restorative', 'Smiling meditation', 'Sound healing', 'Yin yoga']);
  await openFilter(page);
  await page.getByLabel('Filter By Time').selectOption('');
  await expect(page).not.toHaveURL(/time=evening/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await openFilter(page);
  await page.getByLabel('Filter By Type').selectOption('therapy');
  await expect(page).toHaveURL(/type=therapy/);
  await expect.poll(titles).toEqual(['Antenatal', 'Restorative', 'Sound healing']);
});

test('while another month loads the list says so; the page then shows that month', async ({ page }) => {
  await gotoOk(page, `/calendar?date=${addDays(today, 3)}`);
  // The old page is gone once the new one shows: it notes what it showed in the tab's session storage.
  await page.evaluate(() => {
    const section = document.querySelector('[data-calendar-events]')!;
    new MutationObserver(() => {
      sessionStorage.setItem('shown', `${section.getAttribute('aria-busy')}|${section.querySelector('[aria-live]')!.textContent}`);
    }).observe(section, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await openFilter(page);
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}#calendar-month$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => sessionStorage.getItem('shown'))).toBe('true|Loading events...');
  await expect(page.getByText('Loading events...', { exact: true })).toHaveCount(0);
});

test('HOST YOUR EVENT leads to the contact form with the subject filled in', async ({ page }) => {
  await gotoOk(page, '/calendar');
  await page.getByRole('link', { name: 'HOST YOUR EVENT' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=Host/);
  await expect(page.getByLabel('Message')).toHaveValue(/^Host your event: /);
});
