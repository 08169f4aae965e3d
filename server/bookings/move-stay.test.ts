import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationCopy } from '#app/content/booking-confirmation.ts';
import { firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { stay as stayContent } from '#app/content/stay.ts';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise, priceText, rupeesToPaise } from '#app/lib/money.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { StaffBookingInput } from '#app/lib/schemas/admin/rooms.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, invoices, mailOutbox, paymentOrders, roomHolds, roomTypes } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { loadNeedsAction } from '../refunds/needs-action.ts';
import { policyRefundPaise } from '../refunds/policy.ts';
import { loadStock } from '../rooms/inventory.ts';
import { nightsOf, nightStock } from '../rooms/stock.ts';
import { setRoomCount } from '../rooms/units.ts';
import { guestBookingView } from './guest-view.ts';
import { moveStayBooking, previewStayMove } from './move-stay.ts';
import { recordOfflinePayment } from './offline-payment.ts';
import { createStaffBooking } from './staff-stay.ts';

// Counted, never read off the booking: the free rooms of a type on each night, as the sellers see them.

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'desk@example.org' };
let typeIds: Record<string, string>;
const RATE = rupeesToPaise(stayContent.nightlyRatePerAdultRupees);
const day = (offset: number) => addDays(todayIn(TIME_ZONE), offset);

beforeAll(async () => {
  database = await createTestDatabase();
  const types = await database.db.select().from(roomTypes);
  typeIds = Object.fromEntries(types.map((type) => [type.name, type.id]));
});
afterAll(async () => {
  await database?.close();
});

let guests = 0;
function stay(checkIn: number, checkOut: number, overrides: Partial<Extract<StaffBookingInput, { kind: 'stay' }>> = {}): StaffBookingInput {
  guests += 1;
  return {
    kind: 'stay',
    roomTypeId: typeIds['Forest Single']!,
    checkIn: day(checkIn),
    checkOut: day(checkOut),
    adults: 1,
    customerName: `Stay guest ${guests}`,
    customerEmail: `stay-${guests}@example.org`,
    customerPhone: '+91 98765 43210',
    status: 'confirmed',
    ...overrides,
  };
}

/** Free rooms of the type on each night from `from` to `to` (offsets, `to` excluded). */
async function freeRooms(typeName: string, from: number, to: number): Promise<number[]> {
  const stock = await loadStock(database.db, { from: day(from), to: day(to) }, new Date(), [typeIds[typeName]!]);
  const type = stock.types[0]!;
  return nightsOf(day(from), day(to)).map((night) => nightStock(type, night, stock.holds, stock.closures).free);
}

async function reread(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe(`moving a stay (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('gives back the nights it leaves and takes the new ones, each night counted', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(20, 22));
    expect(await freeRooms('Forest Single', 19, 25)).toEqual([3, 2, 2, 3, 3, 3]);

    const { booking: moved } = await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(21), checkOut: day(24) });
    expect(await freeRooms('Forest Single', 19, 25)).toEqual([3, 3, 2, 2, 2, 3]);
    expect(moved).toMatchObject({ eventDate: day(21), selectedSlot: `${day(21)} to ${day(24)}`, price: priceText(3 * RATE) });
    expect(moved.details).toMatchObject({ kind: 'stay', nights: 3, adults: 1, room: { typeName: 'Forest Single', rooms: 1 } });
    const live = await database.db
      .select()
      .from(roomHolds)
      .where(and(eq(roomHolds.bookingId, booking.id), isNull(roomHolds.releasedAt)));
    expect(live).toHaveLength(1);
  });

  it('moves to another room type and party size, rooms counted on both types', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(40, 42));
    await moveStayBooking(database.db, actor, {
      bookingId: booking.id,
      checkIn: day(40),
      checkOut: day(42),
      roomTypeId: typeIds['River Cottage'],
      adults: 4,
    });
    expect(await freeRooms('Forest Single', 40, 42)).toEqual([3, 3]);
    // Four adults in cottages of three take two of the four cottages.
    expect(await freeRooms('River Cottage', 40, 42)).toEqual([2, 2]);
    const moved = await reread(booking.id);
    expect(moved.details).toMatchObject({ adults: 4, room: { typeName: 'River Cottage', rooms: 2 } });
    // Same nights, four adults instead of one: the kept nights at the booked price per adult.
    expect(moved.price).toBe(priceText(2 * 4 * RATE));
  });

  it('refuses a move onto a full night and changes nothing, its own rooms kept', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(50, 52));
    for (let taken = 0; taken < 3; taken += 1) await createStaffBooking(database.db, actor, stay(52, 53));
    const counted = await freeRooms('Forest Single', 49, 54);
    expect(counted).toEqual([3, 2, 2, 0, 3]);
    const holdsBefore = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    const mailsBefore = await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));

    const error = await refusal(moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(51), checkOut: day(53) }));
    expect(error.message).toBe(ROOM_MESSAGES.noRooms);
    expect(await freeRooms('Forest Single', 49, 54)).toEqual(counted);
    expect(await reread(booking.id)).toEqual(booking);
    expect(await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id))).toEqual(holdsBefore);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id))).toEqual(mailsBefore);
    expect((await listAudit(database.db, 'booking', booking.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('takes the last room when it is its own: a night it already holds counts as free to it', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(60, 62));
    for (let taken = 0; taken < 2; taken += 1) await createStaffBooking(database.db, actor, stay(60, 63));
    expect(await freeRooms('Forest Single', 60, 63)).toEqual([0, 0, 1]);
    await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(61), checkOut: day(63) });
    expect(await freeRooms('Forest Single', 60, 63)).toEqual([1, 0, 0]);
  });

  it('keeps the kept nights at their booked price and prices the new ones at today’s rate', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(70, 72));
    // Booked for less than today's rate (a discount, or an older rate): ₹2,500 a night.
    await database.db
      .update(bookings)
      .set({ price: priceText(2 * 250_000) })
      .where(eq(bookings.id, booking.id));
    const move = { bookingId: booking.id, checkIn: day(71), checkOut: day(74) };
    const preview = await previewStayMove(database.db, move);
    expect(preview.quote).toEqual({
      oldPaise: 500_000,
      keptNights: 1,
      keptPaise: 250_000,
      addedNights: 2,
      addedPaise: 2 * RATE,
      newPaise: 250_000 + 2 * RATE,
      differencePaise: 2 * RATE - 250_000,
    });
    // Not paid yet: the new price is simply what the guest pays.
    expect(preview.money).toMatchObject({ paid: false, duePaise: 0, refundDuePaise: 0 });
    const { booking: moved } = await moveStayBooking(database.db, actor, { ...move, expectedPaise: preview.newPaise });
    expect(moved).toMatchObject({ price: priceText(250_000 + 2 * RATE), duePaise: 0, refundDuePaise: 0 });
  });

  it('previews without changing anything, and refuses a confirmation whose price changed since', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(80, 82));
    const counted = await freeRooms('Forest Single', 80, 84);
    const move = { bookingId: booking.id, checkIn: day(80), checkOut: day(84) };
    const preview = await previewStayMove(database.db, move);
    expect(preview).toMatchObject({ from: `${day(80)} to ${day(82)}`, to: `${day(80)} to ${day(84)}`, newPaise: 4 * RATE });
    expect(await freeRooms('Forest Single', 80, 84)).toEqual(counted);
    expect(await reread(booking.id)).toEqual(booking);
    const stale = await refusal(moveStayBooking(database.db, actor, { ...move, expectedPaise: 3 * RATE }));
    expect(stale.message).toBe(MOVE_MESSAGES.stale);
    expect(await freeRooms('Forest Single', 80, 84)).toEqual(counted);
  });

  it('records more owed as due on a paid booking, and less as owed back with the policy’s refund suggested', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(90, 92));
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' });
    const longer = await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(90), checkOut: day(93) });
    expect(longer.money).toMatchObject({ paid: true, duePaise: RATE, refundDuePaise: 0 });
    expect(await reread(booking.id)).toMatchObject({ duePaise: RATE, refundDuePaise: 0, price: priceText(3 * RATE) });
    // The guest’s page shows what is due, in the move’s words, and offers to pay it.
    const view = await guestBookingView(database.db, booking.id, {
      timeZone: TIME_ZONE,
      estate: { siteName: 'Sukoon', contactEmail: 'namaste@example.org', publicUrl: 'https://example.org', address: 'Pune' },
    });
    expect(view?.payment).toMatchObject({
      state: 'paid',
      due: { amount: formatPaise(RATE), text: confirmationCopy.payment.paid.dueText(formatPaise(RATE)) },
    });
    expect(view?.payDue).toEqual({ amount: formatPaise(RATE) });

    // One night only: the night still due is forgiven first, then one night paid is owed back.
    const shorter = await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(90), checkOut: day(91) });
    expect(shorter.money).toMatchObject({
      paid: true,
      duePaise: -RATE,
      refundDuePaise: RATE,
      policyRefundPaise: policyRefundPaise(RATE, firstPolicyFigures),
    });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0, refundDuePaise: RATE, price: priceText(RATE) });
    // Nothing is paid out by the move: the owner's dashboard lists it until an owner refunds or credits it.
    const listed = (await loadNeedsAction(database.db)).filter((item) => item.bookingId === booking.id);
    expect(listed).toMatchObject([{ kind: 'refund-due', amount: formatPaise(RATE) }]);
  });

  it('lets staff take exactly what is due on a paid booking, with its own invoice numbered next', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(110, 112));
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' });
    await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(110), checkOut: day(113) });
    expect(await reread(booking.id)).toMatchObject({ duePaise: RATE });

    const order = await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi', reference: 'UPI-DUE-1' });
    expect(order).toMatchObject({ purpose: 'balance', amountPaise: RATE, provider: 'offline', state: 'paid', paymentId: 'UPI-DUE-1' });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0, price: priceText(3 * RATE) });
    expect(await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id))).toHaveLength(2);
    const issued = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id)).orderBy(asc(invoices.sequence));
    expect(issued.map((invoice) => invoice.document.totalPaise)).toEqual([2 * RATE, RATE]);
    expect(issued[1]!.paymentOrderId).toBe(order!.id);
    expect(issued[1]!.financialYear).toBe(issued[0]!.financialYear);
    expect(issued[1]!.sequence).toBe(issued[0]!.sequence + 1);
    const [latest] = await listAudit(database.db, 'booking', booking.id);
    expect(latest?.changes).toEqual({ payment: [null, `${formatPaise(RATE)} paid by UPI, reference UPI-DUE-1`], duePaise: [RATE, 0] });

    // Nothing is due any more: a second press records nothing.
    const again = await refusal(recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' }));
    expect([again.status, again.message]).toEqual([409, OFFLINE_PAYMENT_MESSAGES.alreadyPaid]);
    expect(await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id))).toHaveLength(2);
  });

  it('mails the guest the change with a new calendar file and records it in the history', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(100, 101));
    await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(102), checkOut: day(103) });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-moved')));
    expect(mail?.subject).toBe('Your booking has been moved: Stay');
    expect(mail?.text).toContain('has been moved');
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual(['booking.ics']);
    const history = await listAudit(database.db, 'booking', booking.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(JSON.stringify(history[0]?.changes)).toContain(day(102));
  });

  it('refuses a cancelled booking and one that changes nothing', async () => {
    const booking = await createStaffBooking(database.db, actor, stay(110, 111));
    const same = await refusal(moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(110), checkOut: day(111) }));
    expect(same.message).toBe(MOVE_MESSAGES.sameStay);
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    const cancelled = await refusal(moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(112), checkOut: day(113) }));
    expect(cancelled.message).toBe(MOVE_MESSAGES.notMovable);
  });

  it('never sells a night twice when moves and new bookings race for its last rooms', async () => {
    const movers = [];
    for (let index = 0; index < 3; index += 1) movers.push(await createStaffBooking(database.db, actor, stay(140, 141)));
    const results = await Promise.allSettled([
      ...movers.map((booking) => moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(145), checkOut: day(146) })),
      ...[0, 1, 2].map(() => createStaffBooking(database.db, actor, stay(145, 146))),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ message: ROOM_MESSAGES.noRooms });
    const moved = results.slice(0, 3).filter((result) => result.status === 'fulfilled').length;
    expect(await freeRooms('Forest Single', 140, 141)).toEqual([moved]);
    expect(await freeRooms('Forest Single', 145, 146)).toEqual([0]);
    const live = await database.db
      .select()
      .from(roomHolds)
      .where(and(isNull(roomHolds.releasedAt), eq(roomHolds.checkIn, day(145))));
    expect(live.reduce((sum, hold) => sum + hold.rooms, 0)).toBe(3);
  });
});

describe(`moving the retreat (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('moves its two nights in the retreat’s rooms and keeps its price', async () => {
    const booking = await createStaffBooking(database.db, actor, {
      kind: 'retreat',
      startDate: day(120),
      occupancy: 'double',
      guests: 2,
      customerName: 'Retreat guest',
      customerEmail: 'retreat@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    });
    expect(await freeRooms('Garden Room', 120, 124)).toEqual([7, 7, 8, 8]);
    const preview = await previewStayMove(database.db, { bookingId: booking.id, checkIn: day(122) });
    expect(preview).toMatchObject({ quote: null, money: { duePaise: 0, refundDuePaise: 0 } });
    const { booking: moved } = await moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(122) });
    expect(await freeRooms('Garden Room', 120, 124)).toEqual([8, 8, 7, 7]);
    expect(moved).toMatchObject({ eventDate: day(122), selectedSlot: `${day(122)} to ${day(124)}`, price: booking.price });
    expect(moved.details).toMatchObject({ kind: 'retreat', occupancy: 'double', guests: 2, room: { typeName: 'Garden Room', rooms: 1 } });
  });

  it('refuses a start whose nights are full, changing nothing', async () => {
    const booking = await createStaffBooking(database.db, actor, {
      kind: 'retreat',
      startDate: day(130),
      occupancy: 'double',
      guests: 2,
      customerName: 'Retreat guest',
      customerEmail: 'retreat-2@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    });
    await setRoomCount(database.db, 1, typeIds['Garden Room']);
    try {
      await createStaffBooking(database.db, actor, stay(135, 136, { roomTypeId: typeIds['Garden Room'], adults: 2 }));
      const error = await refusal(moveStayBooking(database.db, actor, { bookingId: booking.id, checkIn: day(134) }));
      expect(error.message).toBe(ROOM_MESSAGES.noRooms);
      expect(await freeRooms('Garden Room', 130, 136)).toEqual([0, 0, 1, 1, 1, 0]);
      expect(await reread(booking.id)).toEqual(booking);
    } finally {
      await setRoomCount(database.db, 8, typeIds['Garden Room']);
    }
  });
});
