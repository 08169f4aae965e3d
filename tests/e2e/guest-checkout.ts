import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { expect } from './fixtures.ts';

// What the guest-facing booking tests share: a date of their own, the guest's details, the demo checkout,
// and the bookings the test server stored for an e-mail.

export interface StoredBooking {
  id: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  status: string;
  kind: string;
  price: string;
  paymentId: string | null;
  orderId: string | null;
  notes: string | null;
  eventId: string | null;
}

/** A date far enough ahead to be free of other tests' bookings, one per project. */
export const ahead = (project: string, days: number) => addDays(todayIn('Asia/Kolkata'), days + (project === 'phone' ? 0 : 3));

/** The guest's details in a dialog whose labels are NAME/EMAIL/MOBILE (retreat, calendar) or Name/Email/Phone (stay). */
export async function fillGuest(dialog: Locator, email: string, name = 'Meera Iyer') {
  await dialog.getByLabel(/^name$/i).fill(name);
  await dialog.getByLabel(/^email$/i).fill(email);
  await dialog.getByLabel(/^(mobile|phone)$/i).fill('98765 43210');
}

/** Pays in the demo checkout once it shows the amount. */
export async function payInDemo(page: Page, amount: string) {
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await expect(checkout).toContainText(amount);
  await checkout.getByRole('button', { name: `PAY ${amount}` }).click();
}

/** The bookings stored for an e-mail, newest first, as the test server reads them. */
export async function storedBookings(request: APIRequestContext, email: string): Promise<StoredBooking[]> {
  const response = await request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredBooking[];
}

async function post(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  const response = await request.post(path, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    data: JSON.stringify(body),
  });
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** A retreat for two paid through the demo checkout, as its checkout posts it; its page's path from the confirmation mail. */
export async function payRetreatForTwo(page: Page, baseURL: string, startDate: string, email: string) {
  const customer = { name: 'Meera Iyer', email, mobile: '98765 43210' };
  const order = await post(page.request, baseURL, '/api/payments/orders', {
    kind: 'retreat',
    occupancy: 'double',
    guests: 2,
    startDate,
    customer,
    idempotencyKey: crypto.randomUUID(),
  });
  const answer = await post(page.request, baseURL, '/api/payments/demo', { orderId: order.id, outcome: 'pay' });
  await post(page.request, baseURL, '/api/payments/verify', answer);
  const [booking] = await (await page.request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  const confirmed = mails.find((mail) => mail.kind === 'booking-confirmed');
  const url = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(confirmed?.text ?? '')?.[0];
  expect(url, 'the confirmation mail carries the link to the page').toBeTruthy();
  return { booking: booking as { reference: string; paymentId: string }, path: new URL(url!).pathname };
}
