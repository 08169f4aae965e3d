import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_RECORDED } from '#app/lib/admin/money-view.ts';
import { reportRange } from '#app/lib/admin/report-range.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { bookings, invoices, paymentOrders, refunds, refundsDue } from '#server/db/schema.ts';
import { recordGivenBack } from '#server/refunds/due.ts';
import { requestRefund } from '#server/refunds/start.ts';
import { parseCsv } from '#tests/support/csv-parse.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { demoProvider, payDemoOrder, startEventCheckout } from '#tests/support/paid-orders.ts';
import { ist } from '#tests/support/report-fixture.ts';
import { cashUp } from './cash-up.ts';
import { moneyMix } from './money-mix.ts';
import { paymentsCsv } from './payments-csv.ts';
import { TALLY_METHOD_LEDGERS, tallyDayBook } from './tally-day-book.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

// Friday 20 November 2026 on the estate's clock (India, UTC+05:30), worked out by hand:
//   00:15 online seat, ₹1,000 (18:45 UTC on the 19th: the estate's 20th, UTC's 19th)
//   10:00 cash at the desk by desk1, ₹1,000     11:00 UPI by desk2, ₹1,000
//   12:00 card at the desk, taken before who took it was kept, ₹1,000
//   13:00 ₹400 of the online seat refunded     18:00 desk1 gives ₹250 of the cash back by hand
//   A refund the provider refused is no money moved; a seat paid at 23:50 on the 19th is the day before.
const DAY = '2026-11-20';
const SEAT_PAISE = 100_000;
const desk1 = { userId: 'desk1', email: 'desk1@example.org' };
const desk2 = { userId: 'desk2', email: 'desk2@example.org' };

let onlineSeat: typeof bookings.$inferSelect;
let cashSeat: typeof bookings.$inferSelect;

async function seatAtEstate(eventId: string) {
  const { booking } = await createEventBooking(database.db, bookingRequest({ eventId, slot: '8:00 AM' }), {
    timeZone: TIME_ZONE,
    now: ist('2026-11-15T09:00'),
  });
  return booking;
}

async function paidOnline(eventId: string, paidAt: Date, name: string) {
  const customer = { name, email: `${name.toLowerCase()}@example.org`, phone: '9876543210' };
  const started = await startEventCheckout(database.db, { eventId, slot: '6:00 PM' }, customer, { now: ist('2026-11-15T10:00') });
  if (started.state !== 'open') throw new Error(`expected an open checkout, got ${started.state}`);
  const { booking } = await payDemoOrder(database.db, started.providerOrderId);
  await database.db.update(paymentOrders).set({ paidAt }).where(eq(paymentOrders.bookingId, booking.id));
  return booking;
}

beforeAll(async () => {
  const db = database.db;
  const online = await createEvent(db, {
    title: 'Sound bath',
    eventDate: '2026-11-21',
    timeSlots: ['6:00 PM'],
    slotCapacity: 5,
    paymentMode: 'online',
    pricePaise: SEAT_PAISE,
    price: 'Rs 1000',
  });
  const desk = await createEvent(db, { title: 'Hatha', eventDate: '2026-11-21', timeSlots: ['8:00 AM'], price: 'Rs 1000' });

  onlineSeat = await paidOnline(online.id, ist('2026-11-20T00:15'), 'Asha');
  await paidOnline(online.id, ist('2026-11-19T23:50'), 'Ravi');

  cashSeat = await seatAtEstate(desk.id);
  // A name a spreadsheet would run as a formula, as a guest could type it.
  await db.update(bookings).set({ customerName: '=HYPERLINK("https://evil.example")' }).where(eq(bookings.id, cashSeat.id));
  await recordOfflinePayment(db, desk1, { bookingId: cashSeat.id, method: 'cash' }, ist('2026-11-20T10:00'));
  const upiSeat = await seatAtEstate(desk.id);
  await recordOfflinePayment(db, desk2, { bookingId: upiSeat.id, method: 'upi', reference: 'UPI-881' }, ist('2026-11-20T11:00'));
  const cardSeat = await seatAtEstate(desk.id);
  const card = await recordOfflinePayment(db, desk1, { bookingId: cardSeat.id, method: 'card' }, ist('2026-11-20T12:00'));
  await db.update(paymentOrders).set({ recordedBy: null }).where(eq(paymentOrders.id, card!.id));

  await requestRefund(
    db,
    demoProvider,
    { bookingId: onlineSeat.id, amountPaise: 40_000, reason: 'Left early', cause: `money-test:${onlineSeat.id}`, actor: desk1 },
    ist('2026-11-20T13:00'),
  );
  const [seatOrder] = await db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, onlineSeat.id));
  await db
    .update(refunds)
    .set({ processedAt: ist('2026-11-20T13:00') })
    .where(eq(refunds.bookingId, onlineSeat.id));
  await db.insert(refunds).values({
    bookingId: onlineSeat.id,
    paymentOrderId: seatOrder!.id,
    paymentId: seatOrder!.paymentId!,
    provider: 'demo',
    amountPaise: 10_000,
    reason: 'Refused by the bank',
    cause: `money-test-failed:${onlineSeat.id}`,
    state: 'failed',
    requestedBy: desk1.email,
    createdAt: ist('2026-11-20T14:00'),
  });

  const [cashOrder] = await db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, cashSeat.id));
  await db.insert(refundsDue).values({
    bookingId: cashSeat.id,
    paymentOrderId: cashOrder!.id,
    amountPaise: 25_000,
    reason: 'Left before the class',
    cause: `money-test-due:${cashSeat.id}`,
    requestedBy: 'owner@example.org',
  });
  await recordGivenBack(db, desk1, cashSeat.id, ist('2026-11-20T18:00'));
}, 180_000);

describe(`payments export and cash-up (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('writes one line per movement at the estate’s time, refunds and money given back negative', async () => {
    const text = await paymentsCsv(database.db, { from: DAY, to: DAY }, TIME_ZONE);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header?.[0]).toBe('date_time (Asia/Kolkata)');
    const column = (name: string) => header!.indexOf(name);
    const pick = (row: string[]) =>
      [row[0], row[column('kind')], row[column('method')], row[column('amount_rupees')], row[column('staff')]] as const;
    expect(rows.map(pick)).toEqual([
      ['2026-11-20 00:15', 'Payment', 'Online', '1000.00', ''],
      ['2026-11-20 10:00', 'Payment', 'Cash', '1000.00', 'desk1@example.org'],
      ['2026-11-20 11:00', 'Payment', 'UPI', '1000.00', 'desk2@example.org'],
      ['2026-11-20 12:00', 'Payment', 'Card', '1000.00', ''],
      ['2026-11-20 13:00', 'Refund', 'Online', '-400.00', ''],
      ['2026-11-20 18:00', 'Given back', 'Cash', '-250.00', 'desk1@example.org'],
    ]);
    const amounts = rows.map((row) => Number(row[column('amount_rupees')]));
    expect(amounts.reduce((total, amount) => total + amount, 0)).toBe(3350);

    const online = rows[0]!;
    expect(online[column('booking_reference')]).toBe(onlineSeat.reference);
    expect(online[column('product')]).toBe('Event');
    expect(online[column('title')]).toBe('Sound bath');
    // The guest's formula-looking name is kept as text; its amount stays a plain number.
    const cash = rows[1]!;
    expect(cash[column('guest_name')]).toBe(`'=HYPERLINK("https://evil.example")`);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(rows[2]![column('reference')]).toBe('UPI-881');
  });

  it('gives each payment the GST split of its invoice and each refund that of its credit note, signed', async () => {
    const [header, ...rows] = parseCsv(await paymentsCsv(database.db, { from: DAY, to: DAY }, TIME_ZONE));
    const column = (name: string) => header!.indexOf(name);
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
      .where(eq(paymentOrders.bookingId, cashSeat.id));
    const lines = invoice!.invoices.document.lines;
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const cash = rows[1]!;
    expect(cash[column('document_number')]).toBe(invoice!.invoices.number);
    expect(cash[column('taxable_rupees')]).toBe(rupees(lines.reduce((total, line) => total + line.taxablePaise, 0)));
    const split = ['taxable_rupees', 'cgst_rupees', 'sgst_rupees', 'igst_rupees'].map((name) => Number(cash[column(name)]));
    expect(split.reduce((total, part) => total + part, 0)).toBeCloseTo(1000, 2);

    const [note] = await database.db.select().from(invoices).where(eq(invoices.kind, 'credit-note'));
    const refund = rows[4]!;
    expect(refund[column('document_number')]).toBe(note!.number);
    const noteTotal = ['taxable_rupees', 'cgst_rupees', 'sgst_rupees', 'igst_rupees'].map((name) => Number(refund[column(name)]));
    expect(noteTotal[0]).toBeLessThan(0);
    expect(noteTotal.reduce((total, part) => total + part, 0)).toBeCloseTo(-400, 2);
    // Money given back by hand has no credit note here: its tax columns are empty, not zero.
    expect(rows[5]![column('document_number')]).toBe('');
    expect(rows[5]![column('taxable_rupees')]).toBe('');
  });

  it('shifts the day by the estate’s clock: the 19th holds the 23:50 seat, not the one paid at 18:45 UTC that day', async () => {
    const [, ...rows] = parseCsv(await paymentsCsv(database.db, { from: '2026-11-19', to: '2026-11-19' }, TIME_ZONE));
    expect(rows.map((row) => row[0])).toEqual(['2026-11-19 23:50']);
  });

  it('writes the same movements as Tally vouchers whose money ledgers add up to the day’s net', async () => {
    const xml = await tallyDayBook(database.db, { from: DAY, to: DAY }, TIME_ZONE);
    const vouchers = [...xml.matchAll(/<VOUCHER VCHTYPE="(\w+)"[\s\S]*?<\/VOUCHER>/g)];
    expect(vouchers.map((match) => match[1])).toEqual(['Receipt', 'Receipt', 'Receipt', 'Receipt', 'Payment', 'Payment']);
    const moneyLedgers = new Set(Object.values(TALLY_METHOD_LEDGERS));
    let moneyPaise = 0;
    for (const [voucher] of vouchers) {
      expect(voucher).toContain('<DATE>20261120</DATE>');
      const entries = [...voucher.matchAll(/<LEDGERNAME>(.*?)<\/LEDGERNAME>[\s\S]*?<AMOUNT>(.*?)<\/AMOUNT>/g)];
      const paise = entries.map((entry) => Math.round(Number(entry[2]) * 100));
      expect(paise.reduce((sum, amount) => sum + amount, 0)).toBe(0);
      // Tally writes a debit negative: money in is a negative amount on the money's ledger.
      for (const [index, entry] of entries.entries()) if (moneyLedgers.has(entry[1]!)) moneyPaise -= paise[index]!;
    }
    expect(moneyPaise).toBe(4 * SEAT_PAISE - 40_000 - 25_000);
    expect(xml).toContain('=HYPERLINK(&quot;https://evil.example&quot;)');
  });

  it('sums the day’s till by method, refunds and money given back, and the net', async () => {
    const view = await cashUp(database.db, DAY, TIME_ZONE);
    expect(view.rows.map((row) => [row.line, row.count, row.paise])).toEqual([
      ['cash', 1, SEAT_PAISE],
      ['upi', 1, SEAT_PAISE],
      ['card', 1, SEAT_PAISE],
      ['bank-transfer', 0, 0],
      ['online', 1, SEAT_PAISE],
      ['refund', 1, -40_000],
      ['given-back', 1, -25_000],
    ]);
    expect(view.netPaise).toBe(4 * SEAT_PAISE - 40_000 - 25_000);
    expect(view.staffOnDay).toEqual(['desk1@example.org', 'desk2@example.org']);
    expect(view.notRecordedOnDay).toBe(true);
  });

  it('counts one staff member’s desk takings and hand give-backs, and those taken before it was kept', async () => {
    const mine = await cashUp(database.db, DAY, TIME_ZONE, desk1.email);
    expect(mine.rows.filter((row) => row.count > 0).map((row) => [row.line, row.count, row.paise])).toEqual([
      ['cash', 1, SEAT_PAISE],
      ['given-back', 1, -25_000],
    ]);
    expect(mine.netPaise).toBe(SEAT_PAISE - 25_000);
    const unknown = await cashUp(database.db, DAY, TIME_ZONE, NOT_RECORDED);
    expect(unknown.rows.filter((row) => row.count > 0).map((row) => [row.line, row.paise])).toEqual([['card', SEAT_PAISE]]);
    const dayBefore = await cashUp(database.db, '2026-11-19', TIME_ZONE);
    expect(dayBefore.rows.find((row) => row.line === 'online')).toEqual({ line: 'online', count: 1, paise: SEAT_PAISE });
    expect(dayBefore.netPaise).toBe(SEAT_PAISE);
  });

  it('splits the week’s money by product line and method, refunds and hand give-backs taken off the net', async () => {
    // Monday 16 to Sunday 22 November: the day above and the seat paid at 23:50 on the 19th.
    const mix = await moneyMix(database.db, reportRange('week', DAY, DAY), TIME_ZONE);
    expect(mix.map((row) => row.product)).toEqual(['stay', 'retreat', 'event', 'training', 'appointment']);
    expect(mix[0]!.netPaise).toBe(0);
    expect(mix[1]!.netPaise).toBe(0);
    expect(mix[2]).toEqual({
      product: 'event',
      byMethod: { online: 2 * SEAT_PAISE, cash: SEAT_PAISE, upi: SEAT_PAISE, card: SEAT_PAISE, 'bank-transfer': 0 },
      paidPaise: 5 * SEAT_PAISE,
      refundedPaise: 40_000,
      givenBackPaise: 25_000,
      netPaise: 5 * SEAT_PAISE - 40_000 - 25_000,
    });
  });
});
