import { EVENT_MESSAGES } from '../../app/lib/admin/messages.ts';
import { formatOrdinalDate, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import {
  createThroughForm,
  dayAhead,
  EVENTS_PATH as PATH,
  fillEventForm,
  postEvents as post,
  uniqueTitle,
} from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

const MISSING_ID = '00000000-0000-4000-8000-00000000beef';

// A loaded machine runs two projects side by side; these journeys take longer than the default 30 s there.
test.describe.configure({ timeout: 180_000 });

test('an event created here appears on the public calendar on its date, markup shown as text', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const title = uniqueTitle('<script>alert(1)</script> Dusk ritual');
  const date = dayAhead(1);

  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events Management');
  await expect(page).toHaveTitle('Events | Admin');
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' }).first()).toBeVisible();
  await expect(page.getByText('Recommended size: 400x300 px')).toBeVisible();
  await expect(page.getByLabel('Seats per slot')).toHaveValue('20');
  await fillEventForm(page, {
    title,
    date,
    slots: ' 6:00 PM, ,7:30 PM, 6:00 PM ',
    seats: '7',
    type: 'retreat',
    expanded: 'Candles, bowls and a long rest.',
  });

  // The form says so while it is being sent: the request is held until the label has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/events\.data/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();

  const banner = page.getByText(EVENT_MESSAGES.created, { exact: true });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeHidden();
  await expect(banner).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1500);
  expect(shownFor).toBeLessThan(4500);
  // The list runs by date: the new event is found by its title.
  await gotoAdmin(page, `${PATH}?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  // The date first, as the calendar reads; each slot with its seats booked of its capacity.
  await expect(row.getByRole('listitem')).toHaveText(['6:00 PM 0 / 7', '7:30 PM 0 / 7']);
  await expect(row.getByRole('cell')).toHaveText([
    formatShortDate(date),
    title,
    /^6:00 PM 0 \/ 7\s*7:30 PM 0 \/ 7$/,
    'Rs 750',
    'FEATURED',
    /Edit\s*Delete/,
  ]);

  await page.goto(`/calendar?date=${date}`);
  await expect(page.getByRole('heading', { name: formatOrdinalDate(date) })).toBeVisible();
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('With Asha Rao')).toBeVisible();
  await expect(card.getByText('Rs 750', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^6:00 PM/ })).toContainText('7 left');
  await expect(card.getByRole('button', { name: /^7:30 PM/ })).toContainText('7 left');
  // The calendar's "Filter By Type" finds it by the type chosen here.
  await page.goto(`/calendar?date=${date}&type=retreat`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await page.goto(`/calendar?date=${date}&type=therapy`);
  await expect(page.getByRole('heading', { name: formatOrdinalDate(date) })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  expect(alerts).toEqual([]);
});

test('edit and delete: exact banners, the exact question, and the history of the record', async ({ page }) => {
  const title = uniqueTitle('Moon yoga');
  const date = dayAhead(2);
  let row = await createThroughForm(page, { title, date, price: 'Rs 500' });

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(page).toHaveURL(/\?edit=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Time slots')).toHaveValue('6:00 PM, 7:30 PM');
  await expect(page.getByLabel('Date')).toHaveValue(date);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('owner@example.org created it');
  await expectNoA11yViolations(page);

  await page.getByLabel('Price').fill('Rs 900');
  await page.getByLabel('Time slots').fill('6:00 PM, 7:30 PM, 9:00 PM');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText(EVENT_MESSAGES.updated, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
  await gotoAdmin(page, `${PATH}?q=${encodeURIComponent(title)}`);
  row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Rs 900');
  await expect(row.getByRole('listitem')).toHaveText(['6:00 PM 0 / 20', '7:30 PM 0 / 20', '9:00 PM 0 / 20']);

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(history).toContainText('owner@example.org changed');
  await expect(history).toContainText('changed price from Rs 500 to Rs 900');
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
  await gotoAdmin(page, `${PATH}?q=${encodeURIComponent(title)}`);

  // Deleting asks first; cancelling keeps the event.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(EVENT_MESSAGES.confirmDelete);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(EVENT_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/calendar?date=${date}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
});

test('the form refuses missing required fields and an over-long title, with a message at each field', async ({ page }) => {
  await gotoAdmin(page, `${PATH}?new=1`);
  await page.getByRole('button', { name: 'Create Event' }).click();
  for (const message of [
    'Title is required.',
    'Price is required.',
    'Duration is required.',
    'Date is required.',
    'Facilitator description is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Enter at least one time slot, such as 9:00 AM.')).toBeVisible();

  await fillEventForm(page, { title: uniqueTitle('Refused'), date: dayAhead(3), slots: ' , , ' });
  // 10 kB typed past the field's own limit, as a script could.
  await page.getByLabel('Title').evaluate((input: HTMLInputElement) => {
    input.value = 'x'.repeat(10_240);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Title must be at most 200 characters.')).toBeVisible();
  await expect(page.getByText('Enter at least one time slot, such as 9:00 AM.')).toBeVisible();
  await expect(page).toHaveURL(/\?new=1$/);
  await expectNoA11yViolations(page);
});

test('hostile posts to the action get a readable 4xx and change nothing', async ({ page, baseURL }) => {
  const title = uniqueTitle('Kept as is');
  const date = dayAhead(4);
  const row = await createThroughForm(page, { title, date, price: 'Rs 500', slots: '8:00 AM' });
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('edit')!;

  const valid = {
    intent: 'create',
    title: uniqueTitle('Hostile'),
    tag: 'POPULAR',
    price: 'Rs 1',
    duration: '1 min',
    eventDate: date,
    description: 'Nobody',
    timeSlots: '9:00 AM',
    slotCapacity: '10',
    type: 'workshop',
  };
  const refused: [Record<string, string>, number, string][] = [
    [{ intent: 'create' }, 400, 'Title is required.'],
    [{ ...valid, slotCapacity: 'ten' }, 400, 'Seats per slot must be a whole number from 0 to 500.'],
    [{ ...valid, slotCapacity: '501' }, 400, 'Seats per slot must be a whole number from 0 to 500.'],
    [{ ...valid, title: 'x'.repeat(10_240) }, 400, 'Title must be at most 200 characters.'],
    [{ ...valid, eventDate: '2026-02-30' }, 400, 'Enter a real calendar date.'],
    [{ ...valid, tag: 'IN-PERSON' }, 400, 'Choose a tag: UPCOMING, FEATURED or POPULAR.'],
    [{ ...valid, type: 'party' }, 400, 'Choose a type: therapy, workshop or retreat.'],
    [{ ...valid, timeSlots: ',,,' }, 400, 'Enter at least one time slot, such as 9:00 AM.'],
    [{ ...valid, intent: 'explode' }, 400, EVENT_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id: MISSING_ID }, 404, EVENT_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id: 'not-a-uuid' }, 404, EVENT_MESSAGES.saveFailed],
    [{ ...valid, intent: 'update', id, title: '' }, 400, 'Title is required.'],
    [{ ...valid, intent: 'update', id, slotCapacity: '-3' }, 400, 'Seats per slot must be a whole number from 0 to 500.'],
    [{ intent: 'delete', id: MISSING_ID }, 404, EVENT_MESSAGES.deleteFailed],
    [{ intent: 'delete', id: '1; drop table calendar_events' }, 404, EVENT_MESSAGES.deleteFailed],
    [{ intent: 'delete' }, 404, EVENT_MESSAGES.deleteFailed],
  ];
  for (const [form, status, message] of refused) {
    // Posted to the form's own address, so the answer shows the field messages as the form would.
    const search = form.intent === 'update' ? `?edit=${id}` : '?new=1';
    const response = await post(page, baseURL, form, search);
    const label = JSON.stringify(form).slice(0, 100);
    expect(response.status(), label).toBe(status);
    const html = await response.text();
    expect(html, label).toContain(message);
    expect(html, label).toContain(form.intent === 'delete' ? EVENT_MESSAGES.deleteFailed : EVENT_MESSAGES.saveFailed);
  }

  // A field sent twice is not a text.
  const doubled = await page.request.post(`${PATH}?new=1`, {
    data: new URLSearchParams([...Object.entries(valid), ['title', 'again']]).toString(),
    headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(doubled.status()).toBe(400);

  await gotoAdmin(page, PATH);
  await expect(page.getByRole('row').filter({ hasText: valid.title })).toHaveCount(0);
  // Nothing refused above was stored or changed.
  await gotoAdmin(page, `${PATH}?edit=${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Seats per slot')).toHaveValue('20');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
});

test.describe('a refusal answered with 409', () => {
  // The browser itself logs every 4xx answer as a console error; those are the point here.
  test.use({ expectedConsoleErrors: /the server responded with a status of 409/ });

  test('removing a time slot that holds a booking is refused with the reason; the seats may still drop', async ({ page, baseURL }) => {
    const title = uniqueTitle('Booked breathwork');
    const date = dayAhead(5);
    await createThroughForm(page, { title, date, slots: '8:00 AM, 9:00 AM', seats: '5' });

    await page.goto(`/calendar?date=${date}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
    const eventId = (await card.getAttribute('id'))!.replace(/^event-/, '');
    const booked = await page.request.post(`/calendar?date=${date}`, {
      form: {
        intent: 'book',
        eventId,
        slot: '9:00 AM',
        name: 'Asha Rao',
        email: `asha.${Date.now()}@example.org`,
        mobile: '+91 98765 43210',
      },
      headers: { origin: baseURL! },
    });
    expect(booked.status()).toBe(200);

    await gotoAdmin(page, `${PATH}?edit=${eventId}`);
    await page.getByLabel('Time slots').fill('8:00 AM');
    await page.getByLabel('Seats per slot').fill('0');
    await page.getByRole('button', { name: 'Update Event' }).click();
    const reason = 'Time slots with bookings cannot be removed: 9:00 AM (1 booking). Cancel or move those bookings first.';
    await expect(page.getByText(`${EVENT_MESSAGES.saveFailed}: ${reason}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: reason }).first()).toBeVisible();

    // Keeping the booked slot, the seats may go below the one already booked: staff decide.
    await page.getByLabel('Time slots').fill('9:00 AM');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText(EVENT_MESSAGES.updated, { exact: true })).toBeVisible();
    await page.goto(`/calendar?date=${date}`);
    await expect(card.getByRole('button', { name: /^9:00 AM/ })).toContainText('Full');
    await expect(card.getByRole('button', { name: /^8:00 AM/ })).toHaveCount(0);
  });
});

test('an unknown or malformed record in the address shows the list and a red banner, not the form', async ({ page }) => {
  for (const id of [MISSING_ID, 'not-a-uuid']) {
    const response = await page.goto(`${PATH}?edit=${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(EVENT_MESSAGES.fetchFailed, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
  }
});

test('loading text while the screen loads; no axe-core violations with the form closed and open', async ({ page }) => {
  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  // The screen's data is held back until the loading text has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/events\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await expect(page.getByText('Loading events...', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add New Event' })).toBeVisible();
});

test('the list follows the calendar: upcoming soonest first and paged, past on its own tab', async ({ page }) => {
  // The seeded week of default events alone fills more than one page of 25.
  await gotoAdmin(page, PATH);
  const today = todayIn('Asia/Kolkata');
  await expect(page.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  const pager = page.getByRole('navigation', { name: 'Events pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(formatShortDate(today));
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await gotoAdmin(page, `${PATH}?page=oops`);
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(/\?tab=past$/);
  await expect(page.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  // No row of the past tab falls on today or later.
  for (const cell of await page.getByRole('row').locator('td:first-child').allTextContents())
    expect(cell, 'a past date').not.toBe(formatShortDate(today));
});

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the screen sends a visitor to sign in and the action answers 401, storing nothing', async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fevents/);
    const response = await post(page, baseURL, { intent: 'delete', id: MISSING_ID });
    expect(response.status()).toBe(401);
  });

  test('a signed-in account without the admin role gets 403 from the action', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, STAFF);
    const response = await post(page, baseURL, { intent: 'create', title: 'Not allowed' });
    expect(response.status()).toBe(403);
  });
});
