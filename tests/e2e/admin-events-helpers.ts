import type { Page } from '@playwright/test';
import { EVENT_MESSAGES } from '../../app/lib/admin/messages.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect } from './fixtures.ts';

// What the events screen's browser tests do again and again: fill the form, create through it, post to it.

export const EVENTS_PATH = '/admin/events';

export interface EventFields {
  title: string;
  tag?: string;
  price?: string;
  duration?: string;
  date: string;
  description?: string;
  slots?: string;
  expanded?: string;
  seats?: string;
  type?: string;
  /** 'At the estate' (the form's default) or 'Online', with its amount in rupees. */
  payment?: 'At the estate' | 'Online';
  amountOnline?: string;
}

/** A title no other test (or project) uses, so every check can filter to its own rows. */
export function uniqueTitle(label: string) {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
}

/** A day far enough ahead to miss the seeded default events, apart for each project. */
export function dayAhead(offset: number) {
  return addDays(todayIn('Asia/Kolkata'), 40 + offset + (test.info().project.name === 'phone' ? 0 : 100));
}

export async function fillEventForm(page: Page, fields: EventFields) {
  await page.getByLabel('Title').fill(fields.title);
  await page.getByLabel('Tag').selectOption(fields.tag ?? 'FEATURED');
  await page.getByLabel('Type').selectOption(fields.type ?? 'workshop');
  await page.getByLabel('Price').fill(fields.price ?? 'Rs 750');
  await page.getByLabel('Duration').fill(fields.duration ?? '45 min');
  await page.getByLabel('Date').fill(fields.date);
  await page.getByLabel('Seats per slot').fill(fields.seats ?? '20');
  await page.getByLabel('Time slots').fill(fields.slots ?? '6:00 PM, 7:30 PM');
  await page.getByLabel('Facilitator description').fill(fields.description ?? 'With Asha Rao');
  await page.getByLabel('Expanded description (optional)').fill(fields.expanded ?? '');
  if (fields.payment) await page.getByLabel('Payment').selectOption({ label: fields.payment });
  if (fields.amountOnline !== undefined) await page.getByLabel('Amount charged online (Rs)').fill(fields.amountOnline);
}

/** Creates an event through the form and answers its row in the table. */
export async function createThroughForm(page: Page, fields: EventFields) {
  await gotoAdmin(page, `${EVENTS_PATH}?new=1`);
  await fillEventForm(page, fields);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(EVENT_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeHidden();
  // The list runs by date: a day weeks ahead is on a later page, so the row is found by its title.
  await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(fields.title)}`);
  return page.getByRole('row').filter({ hasText: fields.title });
}

/** Posts straight to the action, as a script would, with the page's session and its own origin. */
export async function postEvents(page: Page, baseURL: string | undefined, form: Record<string, string>, search = '') {
  return page.request.post(`${EVENTS_PATH}${search}`, { form, headers: { origin: baseURL! }, maxRedirects: 0 });
}
