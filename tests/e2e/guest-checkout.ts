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
