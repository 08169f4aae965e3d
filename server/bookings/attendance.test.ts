import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { listAudit } from '#server/audit/index.ts';
import { markAttendance, undoAttendance } from '#server/bookings/attendance.ts';
import { bookingAttendance, bookings, type BookingStatus } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const desk = { userId: 'desk-1', email: 'desk@example.org' };
const other = { userId: 'desk-2', email: 'other@example.org' };
// 25 Nov 2026 at 09:27 in India; the next morning at 08:00.
const MORNING = new Date('2026-11-25T03:57:00Z');
const NEXT_DAY = new Date('2026-11-26T02:30:00Z');
const DAY = '2026-11-25';
const clock = (now: Date) => ({ timeZone: TIME_ZONE, now });

let count = 0;
async function booking(overrides: { status?: BookingStatus; eventDate?: string } = {}) {
  count += 1;
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventTitle: 'Hatha',
      eventDate: overrides.eventDate ?? DAY,
      selectedSlot: '7:00 AM',
      price: 'Rs 500',
      customerName: `Guest ${count}`,
      customerEmail: `guest${count}@example.org`,
      customerPhone: '+91 98765 43210',
      status: overrides.status ?? 'confirmed',
    })
    .returning();
  return row!;
}

describe(`attendance (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('records a check-in with who and when, once: the same mark again keeps the first', async () => {
    const guest = await booking();
    const first = await markAttendance(database.db, desk, guest.id, 'checked_in', clock(MORNING));
    expect(first).toEqual({ state: 'checked_in', byEmail: 'desk@example.org', at: MORNING.toISOString(), recordedOn: DAY });
    const again = await markAttendance(database.db, other, guest.id, 'checked_in', clock(new Date(MORNING.getTime() + 60_000)));
    expect(again).toEqual(first);
    const rows = await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, guest.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'checked_in', byUserId: 'desk-1', byEmail: 'desk@example.org' });
    const history = await listAudit(database.db, 'booking', guest.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorEmail: 'desk@example.org', changes: { attendance: [null, 'checked_in'] } });
  });

  it('refuses the other mark until the first is undone, then records it', async () => {
    const guest = await booking();
    await markAttendance(database.db, desk, guest.id, 'checked_in', clock(MORNING));
    const refused = await refusal(markAttendance(database.db, desk, guest.id, 'no_show', clock(MORNING)));
    expect(refused).toMatchObject({ status: 409, message: TODAY_MESSAGES.otherState('checked_in') });
    expect(await undoAttendance(database.db, desk, guest.id, clock(MORNING))).toBe('undone');
    expect(await markAttendance(database.db, other, guest.id, 'no_show', clock(MORNING))).toMatchObject({
      state: 'no_show',
      byEmail: 'other@example.org',
    });
    const history = await listAudit(database.db, 'booking', guest.id);
    expect(history.map((entry) => entry.changes.attendance)).toEqual(
      expect.arrayContaining([
        [null, 'checked_in'],
        ['checked_in', null],
        [null, 'no_show'],
      ]),
    );
  });

  it('undoes only on the day the mark was recorded; undoing nothing changes nothing', async () => {
    const guest = await booking();
    expect(await undoAttendance(database.db, desk, guest.id, clock(MORNING))).toBe('nothing');
    await markAttendance(database.db, desk, guest.id, 'no_show', clock(MORNING));
    const refused = await refusal(undoAttendance(database.db, desk, guest.id, clock(NEXT_DAY)));
    expect(refused).toMatchObject({ status: 409, message: TODAY_MESSAGES.undoTooLate('25 November 2026') });
    const [kept] = await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, guest.id));
    expect(kept?.state).toBe('no_show');
    expect(await listAudit(database.db, 'booking', guest.id)).toHaveLength(1);
  });

  it('refuses a cancelled booking and a day still to come, and answers null for no booking', async () => {
    const cancelled = await booking({ status: 'cancelled' });
    expect(await refusal(markAttendance(database.db, desk, cancelled.id, 'checked_in', clock(MORNING)))).toMatchObject({
      status: 409,
      message: TODAY_MESSAGES.cancelledBooking,
    });
    const tomorrow = await booking({ eventDate: '2026-11-26' });
    expect(await refusal(markAttendance(database.db, desk, tomorrow.id, 'checked_in', clock(MORNING)))).toMatchObject({
      status: 409,
      message: TODAY_MESSAGES.notYet,
    });
    // Yesterday's class may still be recorded the next morning.
    const yesterday = await booking({ eventDate: '2026-11-24' });
    expect(await markAttendance(database.db, desk, yesterday.id, 'no_show', clock(MORNING))).toMatchObject({ state: 'no_show' });
    const nobody = '00000000-0000-4000-8000-000000000001';
    expect(await markAttendance(database.db, desk, nobody, 'checked_in', clock(MORNING))).toBeNull();
    expect(await undoAttendance(database.db, desk, nobody, clock(MORNING))).toBeNull();
    expect(await markAttendance(database.db, desk, 'not-an-id', 'checked_in', clock(MORNING))).toBeNull();
    const stored = await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, cancelled.id));
    expect(stored).toEqual([]);
  });

  it('checks in from 60 minutes before the slot, and marks a no-show only once it has started', async () => {
    // The 7:00 AM slot starts at 01:30 UTC.
    const early = await booking();
    const refusedEarly = await refusal(markAttendance(database.db, desk, early.id, 'checked_in', clock(new Date('2026-11-25T00:29:00Z'))));
    expect(refusedEarly).toMatchObject({ status: 409, message: TODAY_MESSAGES.checkInTooEarly });
    expect(await markAttendance(database.db, desk, early.id, 'checked_in', clock(new Date('2026-11-25T00:30:00Z')))).toMatchObject({
      state: 'checked_in',
    });

    const absent = await booking();
    const refusedNoShow = await refusal(markAttendance(database.db, desk, absent.id, 'no_show', clock(new Date('2026-11-25T01:29:00Z'))));
    expect(refusedNoShow).toMatchObject({ status: 409, message: TODAY_MESSAGES.noShowTooEarly });
    expect(await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, absent.id))).toEqual([]);
    expect(await listAudit(database.db, 'booking', absent.id)).toEqual([]);
    expect(await markAttendance(database.db, desk, absent.id, 'no_show', clock(new Date('2026-11-25T01:30:00Z')))).toMatchObject({
      state: 'no_show',
    });
  });

  it('records one mark when two desks click at once', async () => {
    const guest = await booking();
    const results = await Promise.allSettled([
      markAttendance(database.db, desk, guest.id, 'checked_in', clock(MORNING)),
      markAttendance(database.db, other, guest.id, 'checked_in', clock(MORNING)),
    ]);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const rows = await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, guest.id));
    expect(rows).toHaveLength(1);
  });

  it('goes with its booking when the booking is deleted', async () => {
    const guest = await booking();
    await markAttendance(database.db, desk, guest.id, 'checked_in', clock(MORNING));
    await database.db.delete(bookings).where(eq(bookings.id, guest.id));
    expect(await database.db.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, guest.id))).toEqual([]);
  });
});
