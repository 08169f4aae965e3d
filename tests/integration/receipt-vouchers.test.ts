import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { moneyMovements } from '#server/admin/reports/money-movements.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { orderDetailsOf, recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, invoices, invoiceSequences, paymentOrders } from '#server/db/schema.ts';
import { findBookingInvoices, invoicePdfById, issueInvoice, paymentTaxOf } from '#server/invoices/index.ts';
import { gstSettings } from '#server/invoices/settings.ts';
import { financialYear, splitTax } from '#server/invoices/tax.ts';
import { startBalancePayment } from '#server/payments/balance.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { payRetreat } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { pdfText } from '#tests/support/pdf.ts';

// The accountant's other choice for advances: a receipt voucher for each payment that leaves something
// due, in a series of its own, and the tax invoice for the whole supply with the payment that settles the
// booking, showing the advances received against it. The default (a tax invoice per payment) is the
// subject of invoices.test.ts; here it is checked only where the two choices part.

vi.hoisted(() => {
  // Before any server module reads the settings: they are parsed once and kept.
  process.env.GSTIN = '27AAPFU0939F1ZV';
  process.env.GST_ADVANCES = 'receipt-voucher';
});

const KEYS = { keyId: 'rzp_test_fakekey0031', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const actor = { userId: 'user-1', email: 'desk@example.org' };
const PRICE = 150_000;

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;
openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const year = () => financialYear(new Date(), TIME_ZONE);

async function lastNumber(db: Database, series: string): Promise<number> {
  const [row] = await db
    .select()
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.series, series), eq(invoiceSequences.financialYear, year())));
  return row?.lastNumber ?? 0;
}

const documentsOf = (bookingId: string) =>
  database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.issuedAt), asc(invoices.sequence));

let days = 0;
/** A confirmed class booked by phone for ₹1,500, nothing paid yet. */
async function phoneBooking() {
  days += 1;
  const event = await createEvent(database.db, {
    title: 'Sound bath',
    eventDate: addDays(todayIn(TIME_ZONE), 10 + days),
    timeSlots: ['6:30 PM'],
    price: 'Rs 1,500',
  });
  const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '6:30 PM' }), {
    timeZone: TIME_ZONE,
  });
  const [confirmed] = await database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id)).returning();
  return confirmed!;
}

describe(`receipt vouchers for advances (${label})`, () => {
  it('reads the choice from the environment; a tax invoice per payment unless told', () => {
    expect(config().GST_ADVANCES).toBe('receipt-voucher');
    expect(gstSettings(config())).toMatchObject({ advances: 'receipt-voucher', gstin: '27AAPFU0939F1ZV' });
  });

  it('gives each advance a receipt voucher in its own gap-free series, and the final payment the tax invoice for the whole supply', async () => {
    const vouchersBefore = await lastNumber(database.db, 'SKNR');
    const invoicesBefore = await lastNumber(database.db, 'SKN');
    const booking = await phoneBooking();

    // Two advances at the desk: each leaves something due.
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash', amountPaise: 50_000 });
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi', reference: 'UPI-31', amountPaise: 40_000 });
    const advances = await documentsOf(booking.id);
    expect(advances.map((row) => [row.kind, row.number])).toEqual([
      ['receipt-voucher', `SKNR/${year().slice(2)}/${String(vouchersBefore + 1).padStart(5, '0')}`],
      ['receipt-voucher', `SKNR/${year().slice(2)}/${String(vouchersBefore + 2).padStart(5, '0')}`],
    ]);
    expect(advances.every((row) => row.number.length === 16)).toBe(true);
    expect(await lastNumber(database.db, 'SKN')).toBe(invoicesBefore);
    // The GST an advance bears, at the supply's rate, within the estate's state.
    const [first] = advances[0]!.document.lines;
    expect(first).toMatchObject({
      sac: '999723',
      ratePercent: 5,
      ...splitTax({ totalPaise: 50_000, ratePercent: 5, intraState: true }),
    });
    expect(first!.description).toBe(`Advance for class: ${booking.eventTitle}, ${booking.selectedSlot}`);
    expect(advances[0]!.document.totalPaise).toBe(50_000);

    // The guest pays the rest online from the booking's page: that payment settles the booking.
    const started = await startBalancePayment(database.db, razorpay, booking.id);
    expect(started.amountPaise).toBe(60_000);
    const { paymentId } = fake.capturePayment(started.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });

    const all = await documentsOf(booking.id);
    expect(all).toHaveLength(3);
    const invoice = all[2]!;
    expect(invoice.kind).toBe('invoice');
    expect(invoice.number).toBe(`SKN/${year().slice(2)}/${String(invoicesBefore + 1).padStart(6, '0')}`);
    const whole = splitTax({ totalPaise: PRICE, ratePercent: 5, intraState: true });
    expect(invoice.document.totalPaise).toBe(PRICE);
    expect(invoice.document.lines).toEqual([
      expect.objectContaining({ description: `Class: ${booking.eventTitle}, ${booking.selectedSlot}`, ...whole }),
    ]);
    expect(invoice.document.advances?.map((advance) => [advance.number, advance.totalPaise])).toEqual([
      [advances[0]!.number, 50_000],
      [advances[1]!.number, 40_000],
    ]);
    // What the final payment itself brought: the whole supply less the advances and the tax they bore.
    const brought = paymentTaxOf(invoice.document);
    expect(brought.totalPaise).toBe(60_000);
    expect(brought.taxablePaise + brought.cgstPaise + brought.sgstPaise).toBe(60_000);
    const taxOf = (row: (typeof all)[number]) => paymentTaxOf(row.document);
    expect(all.reduce((sum, row) => sum + taxOf(row).cgstPaise + taxOf(row).sgstPaise, 0)).toBe(whole.cgstPaise + whole.sgstPaise);

    // The day's payments, as the reports and the Tally day book read them: each with its own document and
    // tax, adding up to the invoice's.
    const movements = (await moneyMovements(database.db, { start: new Date(Date.now() - 3_600_000), end: new Date(Date.now() + 60_000) }))
      .filter((movement) => movement.bookingReference === booking.reference)
      .map((movement) => [movement.amountPaise, movement.tax?.number, movement.tax?.taxablePaise]);
    expect(movements).toEqual([
      [50_000, advances[0]!.number, first!.taxablePaise],
      [40_000, advances[1]!.number, advances[1]!.document.lines[0]!.taxablePaise],
      [60_000, invoice.number, brought.taxablePaise],
    ]);

    // The guest's page offers each payment's document, named for what it is.
    expect((await findBookingInvoices(database.db, booking.id)).map((summary) => [summary.kind, summary.title])).toEqual([
      ['receipt-voucher', 'Receipt voucher'],
      ['receipt-voucher', 'Receipt voucher'],
      ['invoice', 'Tax invoice'],
    ]);
    const voucherText = await pdfText((await invoicePdfById(database.db, advances[0]!.id))!.bytes);
    expect(voucherText).toContain('RECEIPT VOUCHER');
    expect(voucherText).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(voucherText).toContain('the tax invoice follows with the final payment');
    const invoiceText = await pdfText((await invoicePdfById(database.db, invoice.id))!.bytes);
    expect(invoiceText).toContain('TAX INVOICE');
    expect(invoiceText).toContain(`Receipt voucher ${advances[0]!.number}`);
    expect(invoiceText).toContain(`Receipt voucher ${advances[1]!.number}`);
    expect(invoiceText).toContain('Received with this invoice ₹600.00');
  });

  it('numbers vouchers and invoices each in their own series, without gaps, across bookings', async () => {
    const vouchersBefore = await lastNumber(database.db, 'SKNR');
    const invoicesBefore = await lastNumber(database.db, 'SKN');
    const one = await phoneBooking();
    const two = await phoneBooking();
    await recordOfflinePayment(database.db, actor, { bookingId: one.id, method: 'cash', amountPaise: 20_000 });
    await recordOfflinePayment(database.db, actor, { bookingId: two.id, method: 'cash', amountPaise: 30_000 });
    await recordOfflinePayment(database.db, actor, { bookingId: one.id, method: 'card' });
    // A booking paid in full at once has nothing in advance: its tax invoice, as by default.
    const { booking: paidInFull } = await payRetreat(database.db, addDays(todayIn(TIME_ZONE), 50), {
      name: 'Full Payer',
      email: 'full-payer@example.org',
      phone: '+91 98765 43210',
    });
    await recordOfflinePayment(database.db, actor, { bookingId: two.id, method: 'card' });

    const issued = await database.db
      .select({ kind: invoices.kind, sequence: invoices.sequence, bookingId: invoices.bookingId })
      .from(invoices)
      .where(eq(invoices.financialYear, year()))
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
    const mine = issued.filter((row) => [one.id, two.id, paidInFull.id].includes(row.bookingId ?? ''));
    expect(mine.map((row) => [row.kind, row.sequence])).toEqual([
      ['receipt-voucher', vouchersBefore + 1],
      ['receipt-voucher', vouchersBefore + 2],
      ['invoice', invoicesBefore + 1],
      ['invoice', invoicesBefore + 2],
      ['invoice', invoicesBefore + 3],
    ]);
    for (const kind of ['invoice', 'receipt-voucher'] as const) {
      const numbers = issued
        .filter((row) => row.kind === kind)
        .map((row) => row.sequence)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    const [finalOfTwo] = (await documentsOf(two.id)).filter((row) => row.kind === 'invoice');
    expect(finalOfTwo!.document).toMatchObject({ totalPaise: PRICE, advances: [expect.objectContaining({ totalPaise: 30_000 })] });
  });

  it('issues a tax invoice for an advance when the accountant keeps the default', async () => {
    const booking = await phoneBooking();
    const invoicesBefore = await lastNumber(database.db, 'SKN');
    const vouchersBefore = await lastNumber(database.db, 'SKNR');
    // A part payment recorded as the desk would, its document issued under the default choice.
    const [order] = await database.db
      .insert(paymentOrders)
      .values({
        kind: 'event',
        purpose: 'booking',
        amountPaise: 50_000,
        provider: 'offline',
        offlineMethod: 'cash',
        state: 'paid',
        details: orderDetailsOf(booking),
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        customerPhone: booking.customerPhone,
        bookingId: booking.id,
        paidAt: new Date(),
      })
      .returning();
    const owing = { ...booking, duePaise: PRICE - 50_000 };
    const issued = await database.db.transaction((tx) =>
      issueInvoice(tx, { booking: owing, order: order! }, { ...gstSettings(config()), advances: 'tax-invoice' }),
    );
    expect(issued).toMatchObject({ kind: 'invoice', sequence: invoicesBefore + 1 });
    expect(issued.document.totalPaise).toBe(50_000);
    expect(issued.document.advances).toBeUndefined();
    expect(await lastNumber(database.db, 'SKNR')).toBe(vouchersBefore);
  });
});
