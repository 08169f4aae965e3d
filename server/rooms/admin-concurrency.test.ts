import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { roomHolds, roomTypes } from '#server/db/schema.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createStaffBooking } from '../bookings/staff-stay.ts';
import { Refusal } from '../refusal.ts';
import { createClosure } from './closures-admin.ts';
import { updateRoomType } from './types-admin.ts';
import { roomTypeColumns } from './unit-count.ts';

// Staff's checks and a booking race from two app processes (two pools on PostgreSQL): whichever locks the
// type's row first wins, and the other judges by what it wrote. Never both.

let shared: { handles: DatabaseHandle[]; close(): Promise<void> };
const actor = { userId: 'user-1', email: 'owner@example.org' };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done' as const,
    (error: unknown) => {
      if (error instanceof Refusal) return 'refused' as const;
      throw error;
    },
  );

describe(`staff's changes against a booking in another process (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('never lowers the rooms below a booking made at the same moment, nor closes its night', async () => {
    const first = shared.handles[0]!.db;
    const second = (shared.handles[1] ?? shared.handles[0]!).db;
    const [cottage] = await first.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.name, 'River Cottage'));
    const input = { ...cottage!, roomCount: 1 };
    for (let round = 0; round < 4; round += 1) {
      const checkIn = addDays(todayIn(TIME_ZONE), 10 + round * 3);
      await updateRoomType(first, actor, cottage!.id, { ...input, roomCount: 4 });
      const stay = {
        kind: 'stay' as const,
        roomTypeId: cottage!.id,
        checkIn,
        checkOut: addDays(checkIn, 1),
        adults: 6,
        customerName: `Racer ${round}`,
        customerEmail: 'racer@example.org',
        customerPhone: '+91 98765 43210',
        status: 'confirmed' as const,
      };
      const [booked, lowered, closed] = await Promise.all([
        settled(createStaffBooking(second, actor, stay)),
        settled(updateRoomType(first, actor, cottage!.id, input)),
        settled(createClosure(first, actor, { roomTypeId: cottage!.id, firstNight: checkIn, lastNight: checkIn, reason: 'Race' })),
      ]);
      const [type] = await first.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.id, cottage!.id));
      const holds = await first.select().from(roomHolds).where(eq(roomHolds.checkIn, checkIn));
      const taken = holds.reduce((sum, hold) => sum + hold.rooms, 0);
      expect(type!.roomCount, `round ${round}`).toBeGreaterThanOrEqual(taken);
      if (booked === 'done') expect(closed, `round ${round}`).toBe('refused');
      if (booked === 'done') expect(lowered, `round ${round}`).toBe('refused');
      // Clear the night for the next round.
      await first.delete(roomHolds).where(eq(roomHolds.checkIn, checkIn));
    }
  });
});
