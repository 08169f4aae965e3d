import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatPackage } from '#app/content/retreat.ts';
import { BOOKING_DATE_MESSAGES } from '#app/lib/booking-window.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { StaffBookingInput } from '#app/lib/schemas/admin/rooms.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, mailOutbox, roomHolds, roomTypes } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { priceRetreat, priceStay } from './pricing.ts';
import { createStaffBooking } from './staff-stay.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
let typeIds: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const types = await database.db.select().from(roomTypes);
  typeIds = Object.fromEntries(types.map((type) => [type.name, type.id]));
});
afterAll(async () => {
  await database?.close();
});

const guest = {
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.org',
  customerPhone: '+91 98765 43210',
  status: 'confirmed' as const,
};

function stay(overrides: Partial<Extract<StaffBookingInput, { kind: 'stay' }>> = {}): StaffBookingInput {
  const checkIn = addDays(todayIn(TIME_ZONE), 20);
  return { kind: 'stay', roomTypeId: typeIds['Forest Single']!, checkIn, checkOut: addDays(checkIn, 2), adults: 1, ...guest, ...overrides };
}

describe(`createStaffBooking (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('books a stay priced as the guest is, takes its rooms, records the audit and queues the mails', async () => {
    const input = stay({ roomTypeId: typeIds['River Cottage']!, adults: 5, notes: 'Called at 9' });
    const booking = await createStaffBooking(database.db, actor, input);
    const quote = input.kind === 'stay' ? priceStay(input) : null;
    expect(booking).toMatchObject({ kind: 'stay', status: 'confirmed', customerName: 'Asha Rao', price: priceText(quote!.amountPaise) });
    expect(booking.notes).toContain('booked by owner@example.org; Called at 9');
    expect(booking.details).toMatchObject({ kind: 'stay', adults: 5, nights: 2, room: { typeName: 'River Cottage', rooms: 2 } });
    const holds = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(holds).toMatchObject([{ rooms: 2, roomTypeId: typeIds['River Cottage'], releasedAt: null, expiresAt: null }]);
    expect((await listAudit(database.db, 'booking', booking.id)).map((entry) => entry.action)).toEqual(['create']);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking-confirmed', 'staff-new-booking']);
  });

  it('books the retreat in the retreat type’s rooms', async () => {
    const startDate = addDays(todayIn(TIME_ZONE), 30);
    const booking = await createStaffBooking(database.db, actor, {
      kind: 'retreat',
      startDate,
      occupancy: 'single',
      guests: 1,
      ...guest,
      status: 'pending',
    });
    expect(booking).toMatchObject({
      kind: 'retreat',
      status: 'pending',
      price: priceText(priceRetreat('single', 1, retreatPackage).amountPaise),
    });
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(hold).toMatchObject({ roomTypeId: typeIds['Garden Room'], checkIn: startDate, checkOut: addDays(startDate, 2), rooms: 1 });
  });

  it('refuses with the guest’s sentence when the rooms are gone, and stores nothing', async () => {
    const input = stay({ checkIn: addDays(todayIn(TIME_ZONE), 40), checkOut: addDays(todayIn(TIME_ZONE), 41) });
    for (let taken = 0; taken < 3; taken += 1) await createStaffBooking(database.db, actor, input);
    const before = await database.db.select().from(bookings);
    const error = await refusal(createStaffBooking(database.db, actor, { ...input, customerName: 'Late caller' }));
    expect(error.message).toBe(ROOM_MESSAGES.noRooms);
    expect(error.status).toBe(400);
    expect(await database.db.select().from(bookings)).toHaveLength(before.length);
  });

  it('refuses a date the guest could not book either', async () => {
    const yesterday = addDays(todayIn(TIME_ZONE), -1);
    const error = await refusal(createStaffBooking(database.db, actor, stay({ checkIn: yesterday, checkOut: addDays(yesterday, 1) })));
    expect(error.message).toBe(BOOKING_DATE_MESSAGES.stayFromToday);
    const retreat = await refusal(
      createStaffBooking(database.db, actor, { kind: 'retreat', startDate: todayIn(TIME_ZONE), occupancy: 'double', guests: 2, ...guest }),
    );
    expect(retreat.message).toBe(BOOKING_DATE_MESSAGES.retreatFromTomorrow);
  });

  it('refuses an inactive type', async () => {
    await database.db.update(roomTypes).set({ active: false }).where(eq(roomTypes.name, 'Forest Single'));
    const error = await refusal(
      createStaffBooking(database.db, actor, stay({ checkIn: addDays(todayIn(TIME_ZONE), 50), checkOut: addDays(todayIn(TIME_ZONE), 51) })),
    );
    expect(error.message).toBe(ROOM_MESSAGES.unknownRoom);
    await database.db.update(roomTypes).set({ active: true }).where(eq(roomTypes.name, 'Forest Single'));
    const open = await database.db
      .select()
      .from(roomHolds)
      .where(and(isNull(roomHolds.releasedAt), eq(roomHolds.checkIn, addDays(todayIn(TIME_ZONE), 50))));
    expect(open).toEqual([]);
  });
});
