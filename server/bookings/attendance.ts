import { eq } from 'drizzle-orm';
import { type AttendanceView, TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { type AttendanceState, bookingAttendance, bookings } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { doorIsOpen } from './door-window.ts';

// The door of the day: staff check a booked guest in or mark a no-show, and may take it back
// on the day they recorded it. Each change locks the booking's row, so two desks clicking at once record
// one thing, and leaves a line in the booking's history.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export interface AttendanceClock {
  timeZone: string;
  now?: Date;
}

export function attendanceView(row: typeof bookingAttendance.$inferSelect, timeZone: string): AttendanceView {
  return { state: row.state, byEmail: row.byEmail, at: row.at.toISOString(), recordedOn: todayIn(timeZone, row.at) };
}

/**
 * Records that the guest arrived or did not. The same mark again changes nothing (who and when stay the
 * first); the other mark is refused until this one is undone. Null when there is no such booking.
 */
export async function markAttendance(
  db: Database,
  actor: Actor,
  bookingId: string,
  state: AttendanceState,
  { timeZone, now = new Date() }: AttendanceClock,
): Promise<AttendanceView | null> {
  if (!isRecordId(bookingId)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, eventDate: bookings.eventDate, slot: bookings.selectedSlot })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return null;
    const [existing] = await tx.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, bookingId));
    if (existing) {
      if (existing.state === state) return attendanceView(existing, timeZone);
      throw new Refusal(TODAY_MESSAGES.otherState(existing.state), 409);
    }
    if (booking.status === 'cancelled') throw new Refusal(TODAY_MESSAGES.cancelledBooking, 409);
    if (booking.eventDate > todayIn(timeZone, now)) throw new Refusal(TODAY_MESSAGES.notYet, 409);
    if (!doorIsOpen(state, booking.eventDate, booking.slot, now, timeZone)) {
      throw new Refusal(state === 'no_show' ? TODAY_MESSAGES.noShowTooEarly : TODAY_MESSAGES.checkInTooEarly, 409);
    }
    const [row] = await tx
      .insert(bookingAttendance)
      .values({ bookingId, state, byUserId: actor.userId, byEmail: actor.email, at: now })
      .returning();
    if (!row) throw new Error('attendance was not stored');
    await recordAudit(tx, {
      actor,
      entity: 'booking',
      entityId: bookingId,
      action: 'update',
      before: { attendance: null },
      after: { attendance: state },
    });
    return attendanceView(row, timeZone);
  });
}

/**
 * Takes a mark back, on the estate's day it was recorded only: afterwards it is the record of that day.
 * Undoing what is not there changes nothing ('nothing'); null when there is no such booking.
 */
export async function undoAttendance(
  db: Database,
  actor: Actor,
  bookingId: string,
  { timeZone, now = new Date() }: AttendanceClock,
): Promise<'undone' | 'nothing' | null> {
  if (!isRecordId(bookingId)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) return null;
    const [existing] = await tx.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, bookingId));
    if (!existing) return 'nothing';
    const recordedOn = todayIn(timeZone, existing.at);
    if (recordedOn !== todayIn(timeZone, now)) throw new Refusal(TODAY_MESSAGES.undoTooLate(formatDayMonthYear(recordedOn)), 409);
    await tx.delete(bookingAttendance).where(eq(bookingAttendance.bookingId, bookingId));
    await recordAudit(tx, {
      actor,
      entity: 'booking',
      entityId: bookingId,
      action: 'update',
      before: { attendance: existing.state },
      after: { attendance: null },
    });
    return 'undone';
  });
}
