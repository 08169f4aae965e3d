import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { roomHolds, roomUnitNights } from '#server/db/schema.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createStaffBooking } from '../bookings/staff-stay.ts';
import { Refusal } from '../refusal.ts';
import { createRoomType } from './types-admin.ts';

// Bookings racing for the last units from two app processes (two pools on PostgreSQL): the type's lock
// queues them, each winner gets its own unit for every night, and the losers are refused with a sentence.

let shared: { handles: DatabaseHandle[]; close(): Promise<void> };
const actor = { userId: 'user-1', email: 'owner@example.org' };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

describe(`units taken at the same moment (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('never gives one unit to two bookings on a night', async () => {
    const dbs = shared.handles.map((handle) => handle.db);
    const type = await createRoomType(dbs[0]!, actor, {
      name: 'Race Rooms',
      description: 'Three rooms.',
      roomCount: 3,
      adultsPerRoom: 1,
      sortOrder: 9,
      active: true,
      forRetreat: false,
    });
    const checkIn = addDays(todayIn(TIME_ZONE), 50);
    const attempts = Array.from({ length: 12 }, (_, index) =>
      createStaffBooking(dbs[index % dbs.length]!, actor, {
        kind: 'stay',
        roomTypeId: type.id,
        // Overlapping stays of one and two nights, so some must split or wait for another unit.
        checkIn: addDays(checkIn, index % 2),
        checkOut: addDays(checkIn, 2),
        adults: 1,
        customerName: `Racer ${index}`,
        customerEmail: 'racer@example.org',
        customerPhone: '+91 98765 43210',
        status: 'confirmed',
      }).then(
        (booking) => booking.id,
        (error: unknown) => {
          if (error instanceof Refusal) return null;
          throw error;
        },
      ),
    );
    const booked = (await Promise.all(attempts)).filter((id): id is string => id !== null);
    const holds = await dbs[0]!.select().from(roomHolds).where(inArray(roomHolds.bookingId, booked));
    const rows = await dbs[0]!
      .select()
      .from(roomUnitNights)
      .where(
        inArray(
          roomUnitNights.holdId,
          holds.map((hold) => hold.id),
        ),
      );
    // Every night of every booking has a unit, and no unit-night appears twice.
    const roomNights = holds.reduce((sum, hold) => sum + (hold.checkOut === addDays(hold.checkIn, 2) ? 2 : 1), 0);
    expect(rows).toHaveLength(roomNights);
    expect(new Set(rows.map((row) => `${row.unitId}|${row.night}`)).size).toBe(rows.length);
    for (const night of [checkIn, addDays(checkIn, 1)])
      expect(rows.filter((row) => row.night === night).length, night).toBeLessThanOrEqual(3);
    expect(rows.filter((row) => row.night === addDays(checkIn, 1))).toHaveLength(3);
  });
});
