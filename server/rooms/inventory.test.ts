import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { createUnpaidRetreatBooking } from '#server/bookings/retreat.ts';
import { bookings, roomClosures, roomHolds, roomTypes } from '#server/db/schema.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import { expireAbandonedOrders, markOrderFailed } from '#server/payments/unpaid.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { Refusal } from '#server/refusal.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { payRetreat, payStay, roomTypeId, startOpen } from '#tests/support/paid-orders.ts';
import { countingHolds, loadStock } from './inventory.ts';
import { monthAvailability, stayChoices } from './search.ts';
import { freeRooms, nightsOf } from './stock.ts';

// Rooms against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): orders take them, paying
// keeps them, lapsing, failing and cancelling give them back, closed nights sell nothing.

let database: TestDatabase;
const provider = createDemoProvider({ secret: 'test-demo-secret' });
const today = todayIn(TIME_ZONE);
let dayOffset = 40;
/** A stretch of nights no other test in this file touches. */
const freshNights = (nights: number) => {
  const start = dayOffset;
  dayOffset += nights + 3;
  return { checkIn: addDays(today, start), checkOut: addDays(today, start + nights) };
};
let guestCount = 0;
const guest = () => {
  guestCount += 1;
  return { name: `Guest ${guestCount}`, email: `room-guest-${guestCount}@example.org`, phone: '+91 98765 43210' };
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function freeOf(typeName: string, checkIn: string, checkOut: string, now = new Date()): Promise<number> {
  const id = await roomTypeId(database.db, typeName);
  const stock = await loadStock(database.db, { from: checkIn, to: checkOut }, now, [id]);
  return freeRooms(stock.types[0]!, nightsOf(checkIn, checkOut), stock.holds, stock.closures);
}

/** A stay's checkout, opened and left unpaid: it holds its rooms until it lapses. */
const openStay = (roomTypeId: string, nights: { checkIn: string; checkOut: string }, adults: number) =>
  startOpen(database.db, provider, { kind: 'stay', ...nights, adults, roomTypeId, customer: guest() });

/** The checkout was left open beyond the hold time: its hold has lapsed. */
const lapse = (order: { paymentOrderId: string }) =>
  database.db
    .update(roomHolds)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(roomHolds.paymentOrderId, order.paymentOrderId));

/** The guest pays that checkout after all. */
const payLate = (order: { providerOrderId: string }) =>
  confirmPaidOrder(database.db, {
    providerOrderId: order.providerOrderId,
    paymentId: signDemoPayment(order.providerOrderId, 'test-demo-secret').paymentId,
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe(`rooms (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('takes ceil(adults ÷ adults per room) rooms of the chosen type for each night, and refuses the stay that no longer fits', async () => {
    const { checkIn, checkOut } = freshNights(2);
    const cottage = await roomTypeId(database.db, 'River Cottage');
    // 4 cottages of 3: 7 adults take 3 of them, leaving 1.
    await startOpen(database.db, provider, { kind: 'stay', checkIn, checkOut, adults: 7, roomTypeId: cottage, customer: guest() });
    expect(await freeOf('River Cottage', checkIn, checkOut)).toBe(1);
    const error = await refusal(
      startOpen(database.db, provider, { kind: 'stay', checkIn, checkOut, adults: 4, roomTypeId: cottage, customer: guest() }),
    );
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ status: 400, message: ROOM_MESSAGES.noRooms });
    // Refused: no order, no hold was stored for it.
    const holds = await database.db.select().from(roomHolds).where(eq(roomHolds.checkIn, checkIn));
    expect(holds.map((hold) => hold.rooms)).toEqual([3]);
    // The check-out day is another night: a stay starting then has all four.
    expect(await freeOf('River Cottage', checkOut, addDays(checkOut, 1))).toBe(4);
  });

  it('counts a long stay across a month boundary night by night', async () => {
    const { checkIn, checkOut } = freshNights(30);
    await payStay(database.db, checkIn, checkOut, guest(), { adults: 1, roomType: 'Forest Single' });
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(2);
    expect(await freeOf('Forest Single', addDays(checkIn, 29), checkOut)).toBe(2);
    expect(await freeOf('Forest Single', checkOut, addDays(checkOut, 1))).toBe(3);
    const choices = await stayChoices(database.db, { checkIn: addDays(checkIn, 10), checkOut: addDays(checkIn, 12), adults: 3 });
    expect(choices.map((choice) => [choice.name, choice.roomsNeeded, choice.free, choice.fits])).toEqual([
      ['River Cottage', 1, 4, true],
      ['Garden Room', 2, 8, true],
      ['Forest Single', 3, 2, false],
    ]);
  });

  it('sells nothing on closed nights, of one type or of the whole estate', async () => {
    const { checkIn, checkOut } = freshNights(3);
    const garden = await roomTypeId(database.db, 'Garden Room');
    await database.db
      .insert(roomClosures)
      .values({ roomTypeId: garden, firstNight: addDays(checkIn, 1), lastNight: addDays(checkIn, 1), reason: 'Painting' });
    expect(await freeOf('Garden Room', checkIn, checkOut)).toBe(0);
    expect(await freeOf('Garden Room', checkIn, addDays(checkIn, 1))).toBe(8);
    expect(await freeOf('River Cottage', checkIn, checkOut)).toBe(4);
    const error = await refusal(
      startOpen(database.db, provider, { kind: 'stay', checkIn, checkOut, adults: 2, roomTypeId: garden, customer: guest() }),
    );
    expect(error).toMatchObject({ status: 400, message: ROOM_MESSAGES.noRooms });

    await database.db
      .insert(roomClosures)
      .values({ roomTypeId: null, firstNight: checkOut, lastNight: checkOut, reason: 'A private retreat' });
    const month = checkOut.slice(0, 7);
    const nights = await monthAvailability(database.db, month);
    expect(nights.find((night) => night.night === checkOut)).toEqual({ night: checkOut, open: false });
    expect(nights.find((night) => night.night === checkIn)?.open ?? true).toBe(true);
  });

  it('lets an unpaid hold lapse after the hold time, and reconciliation marks it released', async () => {
    const { checkIn, checkOut } = freshNights(1);
    const single = await roomTypeId(database.db, 'Forest Single');
    const started = await openStay(single, { checkIn, checkOut }, 3);
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(0);
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.paymentOrderId, started.paymentOrderId));
    const lapsed = new Date(hold!.expiresAt!.getTime() + 1000);
    expect(hold!.expiresAt!.getTime() - hold!.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(await freeOf('Forest Single', checkIn, checkOut, new Date(hold!.expiresAt!.getTime() - 1000))).toBe(0);
    expect(await freeOf('Forest Single', checkIn, checkOut, lapsed)).toBe(3);
    const report = await reconcileOrders(database.db, provider, lapsed);
    expect(report.releasedHolds).toBeGreaterThanOrEqual(1);
    const [after] = await database.db.select().from(roomHolds).where(eq(roomHolds.id, hold!.id));
    expect(after!.releasedAt).not.toBeNull();
    expect(await expireAbandonedOrders(database.db, lapsed)).toBe(0);
  });

  it('gives the rooms back when the checkout fails', async () => {
    const { checkIn, checkOut } = freshNights(2);
    const single = await roomTypeId(database.db, 'Forest Single');
    const started = await openStay(single, { checkIn, checkOut }, 2);
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(1);
    expect(await markOrderFailed(database.db, started.providerOrderId, 'payment.failed')).toBe(true);
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(3);
  });

  it('keeps the rooms for the paid booking, and the guest cancelling frees them', async () => {
    const { checkIn, checkOut } = freshNights(2);
    const paid = await payStay(database.db, checkIn, checkOut, guest(), { adults: 5, roomType: 'River Cottage' });
    expect(paid.booking).toMatchObject({ status: 'confirmed', paidWithoutRoom: false });
    expect(paid.booking.details).toMatchObject({ room: { typeName: 'River Cottage', rooms: 2 } });
    expect(await freeOf('River Cottage', checkIn, checkOut)).toBe(2);
    const cancelled = await cancelBookingAsGuest(database.db, paid.booking.id, { timeZone: TIME_ZONE, provider, choice: 'credit' });
    expect(cancelled.ok).toBe(true);
    expect(await freeOf('River Cottage', checkIn, checkOut)).toBe(4);
  });

  it('records a payment that comes after its lapsed hold was sold as paid, no room: never an overbooking', async () => {
    const { checkIn, checkOut } = freshNights(1);
    const single = await roomTypeId(database.db, 'Forest Single');
    const late = await openStay(single, { checkIn, checkOut }, 3);
    // The hold lapses (its checkout was left open), and another guest takes all three rooms.
    await lapse(late);
    await payStay(database.db, checkIn, checkOut, guest(), { adults: 3, roomType: 'Forest Single' });
    const result = await payLate(late);
    expect(result.booking).toMatchObject({ status: 'pending', paidWithoutRoom: true, paymentId: expect.stringMatching(/^pay_demo_/) });
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(0);
    const counting = await database.db
      .select()
      .from(roomHolds)
      .where(and(eq(roomHolds.checkIn, checkIn), countingHolds(new Date())));
    expect(counting.reduce((sum, hold) => sum + hold.rooms, 0)).toBe(3);
  });

  it('takes a lapsed hold again when its rooms are still free at payment', async () => {
    const { checkIn, checkOut } = freshNights(1);
    const single = await roomTypeId(database.db, 'Forest Single');
    const late = await openStay(single, { checkIn, checkOut }, 1);
    await lapse(late);
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(3);
    const result = await payLate(late);
    expect(result.booking).toMatchObject({ status: 'confirmed', paidWithoutRoom: false });
    expect(await freeOf('Forest Single', checkIn, checkOut)).toBe(2);
  });

  it("takes the retreat's rooms for its two nights: one per guest alone, one per two sharing; cancelling frees them", async () => {
    const { checkIn } = freshNights(2);
    const afterRetreat = addDays(checkIn, 2);
    const single = await payRetreat(database.db, checkIn, guest(), { occupancy: 'single', guests: 1 });
    const couple = await payRetreat(database.db, checkIn, guest(), { occupancy: 'double', guests: 2 });
    expect(single.booking.details).toMatchObject({ room: { typeName: 'Garden Room', rooms: 1 } });
    expect(couple.booking.details).toMatchObject({ room: { typeName: 'Garden Room', rooms: 1 } });
    expect(await freeOf('Garden Room', checkIn, afterRetreat)).toBe(6);
    expect(await freeOf('Garden Room', afterRetreat, addDays(afterRetreat, 1))).toBe(8);

    const unpaid = await createUnpaidRetreatBooking(database.db, {
      occupancy: 'double',
      guests: 2,
      startDate: checkIn,
      name: 'Ravi Menon',
      email: 'ravi@example.org',
      mobile: '+91 98765 43210',
    });
    expect(unpaid.details).toMatchObject({ room: { typeName: 'Garden Room', rooms: 1 } });
    expect(await freeOf('Garden Room', checkIn, afterRetreat)).toBe(5);

    for (const booking of [single.booking, couple.booking, unpaid])
      expect((await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider, choice: 'refund' })).ok).toBe(true);
    expect(await freeOf('Garden Room', checkIn, afterRetreat)).toBe(8);
  });

  it('refuses the retreat when its rooms are taken, and when no type is marked for it', async () => {
    const { checkIn } = freshNights(2);
    const garden = await roomTypeId(database.db, 'Garden Room');
    await database.db
      .insert(roomClosures)
      .values({ roomTypeId: garden, firstNight: addDays(checkIn, 1), lastNight: addDays(checkIn, 1), reason: 'Deep clean' });
    const closed = await refusal(payRetreat(database.db, checkIn, guest(), { occupancy: 'double', guests: 1 }));
    expect(closed).toMatchObject({ status: 400, message: ROOM_MESSAGES.noRooms });

    await database.db.update(roomTypes).set({ forRetreat: false }).where(eq(roomTypes.id, garden));
    try {
      const unmarked = await refusal(payRetreat(database.db, addDays(checkIn, 10), guest(), { occupancy: 'double', guests: 1 }));
      expect(unmarked).toMatchObject({ status: 400, message: ROOM_MESSAGES.noRooms });
    } finally {
      await database.db.update(roomTypes).set({ forRetreat: true }).where(eq(roomTypes.id, garden));
    }
    expect(await database.db.select().from(bookings).where(eq(bookings.eventDate, checkIn))).toEqual([]);
  });
});
