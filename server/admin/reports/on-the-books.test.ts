import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { bookings } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { payDemoOrder, startEventCheckout } from '#tests/support/paid-orders.ts';
import { onTheBooks } from './on-the-books.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

// Today is the 10th of December 2026 for the report; bookings are made a week before.
const TODAY = '2026-12-10';
const MADE = new Date('2026-12-03T04:00:00Z');

async function atEstate(eventDate: string, status: 'confirmed' | 'cancelled' | 'completed', price = 'Rs 1,500') {
  const event = await createEvent(database.db, { title: `Class on ${eventDate}`, eventDate, timeSlots: ['8:00 AM'], price });
  const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
    timeZone: TIME_ZONE,
    now: MADE,
  });
  await database.db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
  return booking;
}

async function paidOnline(eventDate: string) {
  const event = await createEvent(database.db, {
    title: 'Sound bath',
    eventDate,
    timeSlots: ['6:00 PM'],
    paymentMode: 'online',
    pricePaise: 100_000,
    price: 'Rs 1000',
  });
  const started = await startEventCheckout(
    database.db,
    { eventId: event.id, slot: '6:00 PM' },
    { name: 'Asha', email: 'asha@example.org', phone: '9876543210' },
    { now: MADE },
  );
  if (started.state !== 'open') throw new Error(`expected an open checkout, got ${started.state}`);
  return (await payDemoOrder(database.db, started.providerOrderId)).booking;
}

describe(`on the books (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('sums the coming months’ confirmed bookings, taken and to collect, and lists balances due, overdue past their date or, without one, once begun', async () => {
    const db = database.db;
    await atEstate('2026-12-20', 'confirmed'); // December: ₹1,500 to collect at the estate
    await atEstate('2026-12-21', 'cancelled'); // not on the books
    await atEstate('2027-06-01', 'confirmed'); // the sixth month after December is not counted
    const paid = await paidOnline('2027-01-15'); // January: ₹1,000 taken, ₹250 still due after a move
    await db.update(bookings).set({ duePaise: 25_000 }).where(eq(bookings.id, paid.id));
    const begun = await atEstate('2026-12-05', 'completed'); // began last week with ₹400 still due: overdue
    await db.update(bookings).set({ duePaise: 40_000 }).where(eq(bookings.id, begun.id));
    // A July class's balance was to be paid by the 8th of December: overdue, though the class is months away.
    const dated = await paidOnline('2027-07-10');
    await db.update(bookings).set({ duePaise: 30_000, balanceDueOn: '2026-12-08' }).where(eq(bookings.id, dated.id));
    // Due by the 20th: not yet.
    const ahead = await paidOnline('2027-08-10');
    await db.update(bookings).set({ duePaise: 10_000, balanceDueOn: '2026-12-20' }).where(eq(bookings.id, ahead.id));

    const books = await onTheBooks(db, TODAY);
    expect(books.months.map((row) => row.month)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
    expect(books.months[0]).toEqual({ month: '2026-12', bookings: 1, takenPaise: 0, toCollectPaise: 150_000 });
    expect(books.months[1]).toEqual({ month: '2027-01', bookings: 1, takenPaise: 100_000, toCollectPaise: 25_000 });
    expect(books.months.slice(2).every((row) => row.bookings === 0)).toBe(true);

    expect(books.balances.map((row) => [row.reference, row.duePaise, row.overdue])).toEqual([
      [begun.reference, 40_000, true],
      [dated.reference, 30_000, true],
      [ahead.reference, 10_000, false],
      [paid.reference, 25_000, false],
    ]);
    expect(books).toMatchObject({ balanceCount: 4, balancePaise: 105_000, overdueCount: 2, overduePaise: 70_000 });
  });
});
