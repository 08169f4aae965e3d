import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
import { type StoredBooking, storedBookings } from './guest-checkout.ts';

// Shared by the bookings and users browser tests: unique rows per test and project, made through the
// test server's booking factory (any title, date and price: the screen's own form now takes these from
// the event) and read back through the test server.

let counter = 0;

/** A tag no other test or project uses: it goes into names and e-mails, so searches find only our rows. */
export function uniqueTag(testInfo: TestInfo): string {
  counter += 1;
  return `${testInfo.project.name}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export function bookingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    eventTitle: 'Sound healing',
    eventDate: '2031-03-14',
    selectedSlot: '9:30 AM',
    price: 'Rs 1200.00',
    customerName: 'Guest',
    customerEmail: 'guest@example.org',
    customerPhone: '+91 98765 43210',
    status: 'pending',
    kind: 'event',
    ...overrides,
  };
}

/** Posts to the bookings action as the admin's browser would; returns the response. */
export async function postBookingAction(page: Page, baseURL: string, fields: Record<string, string | string[]>, search = '') {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  return page.request.post(`/admin/bookings${search}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL },
    data: form.toString(),
    maxRedirects: 0,
  });
}

/** Creates a booking of the admin booking form's fields and returns it as stored. */
export async function createBooking(page: Page, _baseURL: string, overrides: Record<string, string>): Promise<StoredBooking> {
  const fields = bookingFields(overrides);
  const response = await page.request.post('/__test__/bookings', { data: fields });
  expect(response.status(), `create ${fields.customerName}`).toBe(200);
  const [stored] = await storedBookings(page.request, fields.customerEmail!);
  expect(stored, `stored ${fields.customerEmail}`).toBeTruthy();
  return stored!;
}

export interface TestEvent {
  id: string;
  title: string;
  eventDate: string;
  price: string;
  timeSlots: string[];
}

/** A calendar event of the test's own, made by the test server's factory. */
export async function createTestEvent(
  page: Page,
  event: { title: string; eventDate: string; timeSlots: string[]; slotCapacity?: number; price?: string },
): Promise<TestEvent> {
  const response = await page.request.post('/__test__/events', { data: event });
  expect(response.status(), `event ${event.title}`).toBe(200);
  return (await response.json()) as TestEvent;
}
