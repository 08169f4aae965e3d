import type { Page } from '@playwright/test';
import { SERIES_MESSAGES } from '../../app/lib/admin/series-messages.ts';
import { addDays, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { WEEKDAYS } from '../../app/lib/event-repeat.ts';
import { dayAhead, EVENTS_PATH as PATH, fillEventForm, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// Recurring events: an owner makes a weekly class for four weeks, a guest books week 2, and an edit of "this and
// later events" from week 1 changes every week but the booked one, whose date the banner names.

// A whole journey through a loaded machine (two projects side by side) takes minutes.
test.describe.configure({ timeout: 600_000 });

/** Books a seat through the public calendar's own form action, as a guest's browser posts it. */
async function bookAsGuest(page: Page, baseURL: string, date: string, title: string, slot: string) {
  await page.goto(`/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  const eventId = (await card.getAttribute('id'))!.replace(/^event-/, '');
  const booked = await page.request.post(`/calendar?date=${date}`, {
    form: { intent: 'book', eventId, slot, name: 'Asha Rao', email: `asha.${Date.now()}@example.org`, mobile: '+91 98765 43210' },
    headers: { origin: baseURL },
  });
  expect(booked.status()).toBe(200);
}

/** The list narrowed to this series by the search form, as staff would find it. */
async function findSeries(page: Page, title: string) {
  await gotoAdmin(page, PATH);
  const search = page.getByRole('search', { name: 'Filter events' });
  await search.getByLabel('Search').fill(title);
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}$`));
  return page.getByRole('row').filter({ hasText: title });
}

test('a weekly class for 4 weeks; "this and later" from week 1 leaves the booked week 2 as it was', async ({ page, baseURL }) => {
  const title = uniqueTitle('Weekly yoga');
  const start = dayAhead(20);
  const weeks = [0, 7, 14, 21].map((days) => addDays(start, days));
  const weekday = WEEKDAYS.find((day) => day.day === new Date(`${start}T00:00:00Z`).getUTCDay())!;

  await gotoAdmin(page, `${PATH}?new=1`);
  await fillEventForm(page, { title, date: start, slots: '7:00 AM, 9:00 AM', seats: '10' });
  const repeat = page.getByRole('group', { name: 'Repeat' });
  await repeat.getByLabel('Repeats').selectOption({ label: 'On chosen weekdays' });
  await repeat.getByRole('checkbox', { name: weekday.label, exact: true }).check();
  await repeat.getByRole('radio', { name: 'After a number of times' }).check();
  await repeat.getByLabel('Times', { exact: true }).fill('4');
  await screenshot(page, 'series-form');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(SERIES_MESSAGES.created(weeks), { exact: true })).toBeVisible();

  let rows = await findSeries(page, title);
  await expect(rows).toHaveCount(4);
  for (const [index, date] of weeks.entries()) {
    await expect(rows.nth(index).getByRole('cell').first()).toHaveText(formatShortDate(date));
    await expect(rows.nth(index)).toContainText('Repeats');
    await expect(rows.nth(index).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['7:00 AM 0 / 10', '9:00 AM 0 / 10']);
  }

  await bookAsGuest(page, baseURL!, weeks[1]!, title, '7:00 AM');
  rows = await findSeries(page, title);
  await expect(rows.nth(1).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['7:00 AM 1 / 10', '9:00 AM 0 / 10']);
  await screenshot(page, 'series-list');

  // Week 1's edit, for it and the later weeks: the slots move from 7:00 AM to 8:00 AM.
  await rows
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  const scope = page.getByRole('group', { name: 'This event repeats. Save the changes to' });
  await expect(scope.getByRole('radio', { name: 'This event', exact: true })).toBeChecked();
  await scope.getByRole('radio', { name: 'This and later events' }).check();
  await page.getByLabel('Time slots').fill('8:00 AM, 9:00 AM');
  await screenshot(page, 'series-edit');
  await page.getByRole('button', { name: 'Update Event' }).click();

  const notice = page.getByText(SERIES_MESSAGES.updated([weeks[1]!]), { exact: true });
  await expect(notice).toBeVisible();
  expect(SERIES_MESSAGES.updated([weeks[1]!])).toContain(formatShortDate(weeks[1]!));
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
  // Staff must read which dates kept their slots: this banner stays past the usual 3 s.
  await page.waitForTimeout(4000);
  await expect(notice).toBeVisible();
  await screenshot(page, 'series-banner');

  rows = await findSeries(page, title);
  await expect(rows.nth(0).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['8:00 AM 0 / 10', '9:00 AM 0 / 10']);
  await expect(rows.nth(1).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['7:00 AM 1 / 10', '9:00 AM 0 / 10']);
  await expect(rows.nth(2).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['8:00 AM 0 / 10', '9:00 AM 0 / 10']);
  await expect(rows.nth(3).getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['8:00 AM 0 / 10', '9:00 AM 0 / 10']);
  // The guest's slot is still on the public calendar on week 2; week 3 offers the new one.
  await page.goto(`/calendar?date=${weeks[1]}`);
  const week2 = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(week2.getByRole('button', { name: /^7:00 AM/ })).toBeVisible();
  await page.goto(`/calendar?date=${weeks[2]}`);
  const week3 = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(week3.getByRole('button', { name: /^8:00 AM/ })).toBeVisible();
  await expect(week3.getByRole('button', { name: /^7:00 AM/ })).toHaveCount(0);

  // Deleting week 1 and the later weeks deletes every week but the booked one, and says so.
  rows = await findSeries(page, title);
  await rows
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByRole('radio', { name: 'This and later events' }).check();
  await screenshot(page, 'series-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(SERIES_MESSAGES.deleted([weeks[1]!]), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText(formatShortDate(weeks[1]!));
});

test('the Repeat, the filtered list, the scope choice and the delete dialog pass axe-core', async ({ page, baseURL }) => {
  await gotoAdmin(page, `${PATH}?new=1`);
  await expect(page.getByRole('group', { name: 'Repeat' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A series of two, posted as the form posts it.
  const title = uniqueTitle('Axe series');
  const response = await page.request.post(PATH, {
    form: {
      intent: 'create',
      title,
      tag: 'UPCOMING',
      price: 'Rs 500',
      duration: '60 min',
      eventDate: dayAhead(30),
      description: 'With Asha Rao',
      timeSlots: '7:00 AM',
      slotCapacity: '10',
      type: 'workshop',
      repeat: 'daily',
      repeatEnds: 'count',
      repeatCount: '2',
    },
    headers: { origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  const rows = await findSeries(page, title);
  await expect(rows).toHaveCount(2);
  await expectNoA11yViolations(page);

  await rows
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByRole('radio', { name: 'This event', exact: true })).toBeChecked();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await rows
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByRole('group', { name: 'This event repeats. Save the changes to' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a GET form: the address holds them and the list follows', async ({ page }) => {
    const today = todayIn('Asia/Kolkata');
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    const search = page.getByRole('search', { name: 'Filter events' });
    await search.getByLabel('From').fill(today);
    await search.getByLabel('To').fill(today);
    await search.getByLabel('Tag').selectOption('POPULAR');
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=&from=${today}&to=${today}&type=&tag=POPULAR$`));
    // The seeded default events of today that are POPULAR, and nothing else.
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').first()).toHaveText(formatShortDate(today));
      await expect(row.getByRole('cell').nth(4)).toHaveText('POPULAR');
    }
    await expect(search.getByLabel('Tag')).toHaveValue('POPULAR');
    await search.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });
});
