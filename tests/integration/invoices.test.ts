import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, invoices, invoiceSequences, mailOutbox, paymentOrders, refunds, roomTypes } from '#server/db/schema.ts';
import { issueCreditNote, issueInvoice } from '#server/invoices/index.ts';
import { gstSettings } from '#server/invoices/settings.ts';
import { financialYear } from '#server/invoices/tax.ts';
import { smtpMailer } from '#server/mail/transport.ts';
import { sendDueMail } from '#server/mail/worker.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { createSharedTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { payRetreat, payStay, roomTypeId, startOpen } from '#tests/support/paid-orders.ts';
import { fromBase64, pdfText } from '#tests/support/pdf.ts';
import { type CapturingSmtp, openMailSuite } from '#tests/support/smtp.ts';

// GST invoices with the estate registered: every paid booking gets a tax invoice in the
// transaction that confirms it, numbered without gaps, attached to the confirmation as a PDF.

const GSTIN = vi.hoisted(() => {
  // Before any server module reads the settings: they are parsed once and kept.
  process.env.GSTIN = '27AAPFU0939F1ZV';
  return '27AAPFU0939F1ZV';
});

let database: TestDatabase;
let smtp: CapturingSmtp;
openMailSuite((suite) => ({ database, smtp } = suite));

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
let guests = 0;
const guest = (state?: string) => {
  guests += 1;
  return { name: `Asha Rao ${guests}`, email: `invoice-guest-${guests}@example.org`, phone: '+91 98765 43210', state };
};
const year = () => financialYear(new Date(), TIME_ZONE);

async function invoiceOf(db: Database, bookingId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')));
  if (!invoice) throw new Error(`no invoice for ${bookingId}`);
  return invoice;
}

async function lastNumber(db: Database, series: string): Promise<number> {
  const [row] = await db
    .select()
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.series, series), eq(invoiceSequences.financialYear, year())));
  return row?.lastNumber ?? 0;
}

describe(`tax invoices for paid bookings (${label})`, () => {
  it('gives a paid retreat a tax invoice with CGST and SGST when the guest gave no state', async () => {
    const before = await lastNumber(database.db, 'SKN');
    const { booking } = await payRetreat(database.db, inDays(20), guest());
    const invoice = await invoiceOf(database.db, booking.id);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));

    expect(invoice.number).toBe(`SKN/${year().slice(2)}/${String(before + 1).padStart(6, '0')}`);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.sequence).toBe(before + 1);
    const document = invoice.document;
    expect(document.seller).toMatchObject({ gstin: GSTIN, state: 'Maharashtra', stateCode: '27', legalName: 'Sukoon Healing Estate' });
    expect(document.placeOfSupply).toBe('Maharashtra (27)');
    expect(document.totalPaise).toBe(order!.amountPaise);
    const [line] = document.lines;
    expect(line).toMatchObject({ sac: '999723', ratePercent: 5, igstPaise: 0 });
    expect(line!.taxablePaise).toBe(Math.round((order!.amountPaise * 100) / 105));
    expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise).toBe(order!.amountPaise);
    expect(line!.cgstPaise).toBeGreaterThan(0);
    expect(document.amountInWords).toMatch(/^Rupees .+ Only$/);
  });

  it('charges IGST to a guest from another state, and keeps the state on the booking', async () => {
    const { booking } = await payStay(database.db, inDays(40), inDays(42), guest('Karnataka'));
    expect(booking.customerState).toBe('Karnataka');
    const { document } = await invoiceOf(database.db, booking.id);
    expect(document.placeOfSupply).toBe('Karnataka (29)');
    expect(document.buyer.state).toBe('Karnataka');
    const [line] = document.lines;
    expect(line).toMatchObject({ sac: '996311', ratePercent: 5, cgstPaise: 0, sgstPaise: 0 });
    expect(line!.taxablePaise + line!.igstPaise).toBe(document.totalPaise);
  });

  it('mails the invoice as a PDF with the confirmation, which reads back with its number, GSTIN and tax split', async () => {
    const { booking } = await payRetreat(database.db, inDays(23), guest());
    const invoice = await invoiceOf(database.db, booking.id);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-confirmed')));
    const attachment = mail!.attachments.find((item) => item.contentType === 'application/pdf');
    expect(attachment).toMatchObject({ filename: `${invoice.number.replaceAll('/', '-')}.pdf`, encoding: 'base64' });
    expect(mail!.attachments.some((item) => item.filename.endsWith('.ics'))).toBe(true);

    const text = await pdfText(fromBase64(attachment!.content));
    const [line] = invoice.document.lines;
    const amount = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain(`CGST @ 2.5% ₹${amount(line!.cgstPaise)}`);
    expect(text).toContain(`SGST @ 2.5% ₹${amount(line!.sgstPaise)}`);
    expect(text).toContain(`Taxable value ₹${amount(line!.taxablePaise)}`);
    expect(text).toContain(invoice.document.amountInWords);
    expect(text).toContain('Place of supply');
    expect(text).toContain('999723');
    expect(text).toContain('Computer-generated tax invoice');

    // Through SMTP the attachment arrives as the PDF's bytes, not as base64 text.
    await sendDueMail(database.db, smtpMailer(smtp.url, { from: 'namaste@sukoon-estate.in' }), { now: new Date(Date.now() + 1000) });
    const received = smtp.received.find((item) => item.to?.some((to) => to.address === booking.customerEmail));
    const pdf = received?.attachments.find((item) => item.mimeType === 'application/pdf');
    expect(pdf).toBeDefined();
    const bytes = new Uint8Array(pdf!.content as ArrayBuffer);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(invoice.number);
  });

  it('invoices what a discounted order charged, and says what the discount took off', async () => {
    const provider = createDemoProvider({ secret: 'invoice-secret' });
    const started = await startOpen(database.db, provider, {
      kind: 'stay',
      checkIn: inDays(50),
      checkOut: inDays(51),
      adults: 2,
      roomTypeId: await roomTypeId(database.db),
      customer: guest(),
    });
    // What the promo code part records on the order: the charge after the discount.
    await database.db
      .update(paymentOrders)
      .set({ amountPaise: started.amountPaise - 50_000, discountPaise: 50_000 })
      .where(eq(paymentOrders.providerOrderId, started.providerOrderId));
    const { paymentId } = signDemoPayment(started.providerOrderId, 'invoice-secret');
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    const invoice = await invoiceOf(database.db, booking.id);
    expect(invoice.document.totalPaise).toBe(started.amountPaise - 50_000);
    expect(invoice.document.discountPaise).toBe(50_000);
    const [line] = invoice.document.lines;
    expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise).toBe(started.amountPaise - 50_000);
    const { bookingInvoicePdf } = await import('#server/invoices/index.ts');
    expect(await pdfText((await bookingInvoicePdf(database.db, booking.id))!.bytes)).toContain(
      'A discount of ₹500.00 was applied before tax.',
    );
  });

  it('gives a number back when the confirming transaction rolls back: the next invoice takes it', async () => {
    const { booking } = await payRetreat(database.db, inDays(26), guest());
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));
    const before = await lastNumber(database.db, 'SKN');
    const [copy] = await database.db
      .insert(bookings)
      .values({ ...booking, id: undefined, reference: undefined, createdAt: undefined })
      .returning();
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx, { booking: copy!, order: order! });
        throw new Error('the confirmation failed after the invoice was numbered');
      }),
    ).rejects.toThrow(/confirmation failed/);
    expect(await lastNumber(database.db, 'SKN')).toBe(before);
    const next = await payRetreat(database.db, inDays(29), guest());
    expect((await invoiceOf(database.db, next.booking.id)).sequence).toBe(before + 1);
  });

  it('issues a numbered credit note for a processed refund, reversing its share of the tax, once', async () => {
    const { booking } = await payRetreat(database.db, inDays(32), guest());
    const invoice = await invoiceOf(database.db, booking.id);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));
    const half = Math.floor(order!.amountPaise / 2);
    const [refund] = await database.db
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentOrderId: order!.id,
        paymentId: order!.paymentId!,
        provider: 'demo',
        amountPaise: half,
        reason: 'Cancelled 20 days ahead: 50 % refund',
        cause: `guest-cancel:${booking.id}`,
        requestedBy: 'guest',
        state: 'pending',
      })
      .returning();
    await expect(database.db.transaction((tx) => issueCreditNote(tx, { refundId: refund!.id }))).rejects.toThrow(/not processed/);
    await database.db.update(refunds).set({ state: 'processed', processedAt: new Date() }).where(eq(refunds.id, refund!.id));

    const before = await lastNumber(database.db, 'SKNC');
    const note = await database.db.transaction((tx) => issueCreditNote(tx, { refundId: refund!.id }));
    expect(note!.kind).toBe('credit-note');
    expect(note!.number).toBe(`SKNC/${year().slice(2)}/${String(before + 1).padStart(5, '0')}`);
    expect(note!.number.length).toBeLessThanOrEqual(16);
    expect(note!.document.againstInvoiceNumber).toBe(invoice.number);
    expect(note!.document.totalPaise).toBe(half);
    const [line] = note!.document.lines;
    const [original] = invoice.document.lines;
    expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise).toBe(half);
    expect(Math.abs(line!.cgstPaise - original!.cgstPaise / 2)).toBeLessThanOrEqual(1);

    const again = await database.db.transaction((tx) => issueCreditNote(tx, { refundId: refund!.id }));
    expect(again!.id).toBe(note!.id);
    expect(await lastNumber(database.db, 'SKNC')).toBe(before + 1);

    const { invoicePdfById } = await import('#server/invoices/index.ts');
    const text = await pdfText((await invoicePdfById(database.db, note!.id))!.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note!.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Reason: Cancelled 20 days ahead: 50 % refund');
  });

  it('reads its settings from the environment', () => {
    expect(gstSettings(config()).gstin).toBe(GSTIN);
  });
});

describe(`the invoice numbers under concurrent payments (${label})`, () => {
  it('has no gap and no duplicate when many confirmations race, through two connection pools on PostgreSQL', async () => {
    // Two pools on one PostgreSQL database, as two app processes see it (one handle on PGlite).
    const shared = await createSharedTestDatabase();
    try {
      const [first] = shared.handles;
      const db = first!.db;
      const provider = createDemoProvider({ secret: 'race-secret' });
      const [type] = await db.insert(roomTypes).values({ name: 'Race Wing', description: 'Many rooms.', adultsPerRoom: 2 }).returning();
      await setRoomCount(db, 100, type!.id);
      const orders = [];
      for (let i = 0; i < 40; i += 1) {
        orders.push(
          await startOpen(db, provider, {
            kind: 'stay',
            checkIn: inDays(90),
            checkOut: inDays(91),
            adults: 2,
            roomTypeId: type!.id,
            customer: guest(i % 2 ? 'Goa' : undefined),
          }),
        );
      }
      await Promise.all(
        orders.map((order, i) => {
          const { paymentId } = signDemoPayment(order.providerOrderId, 'race-secret');
          const handle = shared.handles[i % shared.handles.length]!;
          return confirmPaidOrder(handle.db, { providerOrderId: order.providerOrderId, paymentId });
        }),
      );
      const issued = await db
        .select({ sequence: invoices.sequence, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.kind, 'invoice'));
      expect(issued.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(new Set(issued.map((row) => row.number)).size).toBe(40);
      expect(await lastNumber(db, 'SKN')).toBe(40);
    } finally {
      await shared.close();
    }
  });
});
