import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { invoices } from '#server/db/schema.ts';
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
