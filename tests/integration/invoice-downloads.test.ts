import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { BALANCE_MESSAGES } from '#app/lib/payment-messages.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { bookings, invoices } from '#server/db/schema.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '../support/factories.ts';
import { payRetreat } from '../support/paid-orders.ts';
import { pdfText } from '../support/pdf.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Without a GSTIN (the default) every payment still gets a numbered document: a plain receipt without
// tax lines. The guest downloads it through their booking page's token, staff by its id when signed in.

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await signInAdmin(app);
});

afterAll(async () => {
  await app?.close();
});

const guest = { name: 'Meera Nair', email: 'meera@example.org', phone: '+91 98765 43210' };

async function managePathOf(bookingId: string): Promise<string> {
  const { managePath } = await import('#server/bookings/manage-link.ts');
  return managePath(bookingId, app.database.db);
}

describe('receipts without a GSTIN, and their downloads', () => {
  it('gives a paid booking a numbered receipt without tax lines, downloadable from the guest’s page', async () => {
    const { booking } = await payRetreat(app.database.db, addDays(todayIn(TIME_ZONE), 20), guest);
    const [receipt] = await app.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), eq(invoices.kind, 'invoice')));
    expect(receipt!.number).toMatch(/^SKN\/\d{2}-\d{2}\/000001$/);
    expect(receipt!.document.seller.gstin).toBeNull();
    expect(receipt!.document.lines[0]).toMatchObject({ sac: null, ratePercent: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(receipt!.document.lines[0]!.taxablePaise).toBe(receipt!.document.totalPaise);

    const page = await managePathOf(booking.id);
    const html = await (await fetch(`${app.url}${page}`)).text();
    expect(html).toContain(`href="${page}/invoice.pdf"`);
    expect(html).toContain('Download invoice (PDF)');

    const response = await fetch(`${app.url}${page}/invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${receipt!.number.replaceAll('/', '-')}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('RECEIPT');
    expect(text).toContain(receipt!.number);
    expect(text).toContain('No GST is charged on this receipt.');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('CGST');
  });

  it('answers 404 for a wrong token and for a booking that was not paid, and offers no link there', async () => {
    expect((await fetch(`${app.url}/booking/not-a-real-token/invoice.pdf`)).status).toBe(404);
    const event = await createEvent(app.database.db, { eventDate: addDays(todayIn(TIME_ZONE), 9) });
    const { booking } = await createEventBooking(app.database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    const page = await managePathOf(booking.id);
    expect((await fetch(`${app.url}${page}/invoice.pdf`)).status).toBe(404);
    expect(await (await fetch(`${app.url}${page}`)).text()).not.toContain('Download invoice (PDF)');
  });

  it('lets the guest pay what is due from their page, then offers each payment’s invoice, the first at its old address', async () => {
    const { booking } = await payRetreat(app.database.db, addDays(todayIn(TIME_ZONE), 22), guest);
    // A move to dearer dates leaves this much due on top of the payment.
    await app.database.db.update(bookings).set({ duePaise: 150_000 }).where(eq(bookings.id, booking.id));
    const page = await managePathOf(booking.id);
    const before = await (await fetch(`${app.url}${page}`)).text();
    expect(before).toContain(BALANCE_MESSAGES.lead('₹1,500'));

    const post = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify(body),
      });
    const token = page.split('/').at(-1)!;
    // The amount is the booking's due, whatever the browser adds.
    const order = (await (await post('/api/payments/orders', { kind: 'balance', booking: token, amount: 100 })).json()) as {
      id: string;
      amount: number;
    };
    expect(order.amount).toBe(150_000);
    const signed = await (await post('/api/payments/demo', { orderId: order.id, outcome: 'pay' })).json();
    const verified = (await (await post('/api/payments/verify', signed)).json()) as { success: boolean; message: string };
    expect(verified).toMatchObject({
      success: true,
      message: BALANCE_MESSAGES.paid((signed as { razorpay_payment_id: string }).razorpay_payment_id),
    });
    // Nothing is due now: a second order is refused in words.
    const again = await post('/api/payments/orders', { kind: 'balance', booking: token });
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([409, BALANCE_MESSAGES.nothingDue]);
    expect((await post('/api/payments/orders', { kind: 'balance', booking: 'not-a-real-token' })).status).toBe(404);

    const issued = await app.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), eq(invoices.kind, 'invoice')))
      .orderBy(asc(invoices.sequence));
    expect(issued.map((invoice) => invoice.document.totalPaise)).toEqual([expect.any(Number), 150_000]);
    const html = await (await fetch(`${app.url}${page}`)).text();
    expect(html).not.toContain(BALANCE_MESSAGES.lead('₹1,500'));
    expect(html).toContain(`href="${page}/invoice.pdf"`);
    expect(html).toContain(`href="${page}/invoice.pdf?invoice=${issued[1]!.id}"`);
    expect(html).toContain(`Download invoice ${issued[1]!.number} (PDF)`);
    const first = await fetch(`${app.url}${page}/invoice.pdf`);
    expect(await pdfText(await first.arrayBuffer())).toContain(issued[0]!.number);
    const second = await fetch(`${app.url}${page}/invoice.pdf?invoice=${issued[1]!.id}`);
    expect(second.status).toBe(200);
    expect(await pdfText(await second.arrayBuffer())).toContain(issued[1]!.number);
    // Another booking's invoice id, or one that is not an id, finds nothing behind this token.
    const [other] = await app.database.db.select().from(invoices).where(ne(invoices.bookingId, booking.id)).limit(1);
    expect((await fetch(`${app.url}${page}/invoice.pdf?invoice=${other!.id}`)).status).toBe(404);
    expect((await fetch(`${app.url}${page}/invoice.pdf?invoice=1`)).status).toBe(404);
  });

  it('lets only a signed-in administrator fetch a document by its id', async () => {
    const [receipt] = await app.database.db.select().from(invoices).limit(1);
    const anonymous = await fetch(`${app.url}/admin/invoices/${receipt!.id}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/admin\/login/);

    const staff = await fetch(`${app.url}/admin/invoices/${receipt!.id}`, { headers: { cookie } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await staff.arrayBuffer())).toContain(receipt!.number);

    expect((await fetch(`${app.url}/admin/invoices/${crypto.randomUUID()}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${app.url}/admin/invoices/SKN-2026-27-000001`, { headers: { cookie } })).status).toBe(404);

    const details = await fetch(`${app.url}/admin/bookings?view=${receipt!.bookingId}`, { headers: { cookie } });
    expect(await details.text()).toContain(`href="/admin/invoices/${receipt!.id}"`);
  });
});
