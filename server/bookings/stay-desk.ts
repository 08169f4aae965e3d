import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { StayDeskLine, StayDeskView } from '#app/lib/admin/stay-desk.ts';
import { STAY_DESK_MESSAGES } from '#app/lib/admin/stay-desk.ts';
import { todayIn } from '#app/lib/dates.ts';
import { priceTextPaise } from '#app/lib/money.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookingAttendance, bookings, paymentOrders, roomHolds } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { bookedHolds } from '../rooms/occupancy.ts';
import { markAttendance } from './attendance.ts';

// The front desk's stays on Today: who arrives (to check in), who leaves (to check out) and who sleeps
// in which unit tonight, each with what the guest still owes. Checking in is the door's own record
// (bookings/attendance.ts); checking out adds who saw the guest out and when, in the booking's history.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type Row = Awaited<ReturnType<typeof bookedHolds>>[number];

export interface StayClock {
  timeZone: string;
  now?: Date;
}

/**
 * What each booking still owes: its price when nothing is paid (a payment link sent makes that price its
 * due, which is the same money, not more), else what is due on top (a balance, a move's difference).
 */
async function balances(db: Database, ids: string[]): Promise<Map<string, { duePaise: number; paid: boolean }>> {
  if (ids.length === 0) return new Map();
  const [rows, paidOrders] = await Promise.all([
    db
      .select({ id: bookings.id, price: bookings.price, duePaise: bookings.duePaise, paymentId: bookings.paymentId })
      .from(bookings)
      .where(inArray(bookings.id, ids)),
    db
      .select({ bookingId: paymentOrders.bookingId })
      .from(paymentOrders)
      .where(and(inArray(paymentOrders.bookingId, ids), eq(paymentOrders.state, 'paid'))),
  ]);
  const paidIds = new Set(paidOrders.map((order) => order.bookingId));
  return new Map(
    rows.map((row) => {
      const paid = row.paymentId !== null || paidIds.has(row.id);
      return [row.id, { paid, duePaise: paid ? row.duePaise : Math.max(priceTextPaise(row.price) ?? 0, row.duePaise) }];
    }),
  );
}

async function attendanceOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof bookingAttendance.$inferSelect>();
  const rows = await db.select().from(bookingAttendance).where(inArray(bookingAttendance.bookingId, ids));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** The stays and retreats of the day with their units, balance and door record. */
export async function stayDesk(db: Database, day: string, now: Date = new Date()): Promise<StayDeskView> {
  const [arriving, leaving, staying] = await Promise.all([
    bookedHolds(db, eq(roomHolds.checkIn, day), now, day),
    bookedHolds(db, eq(roomHolds.checkOut, day), now),
    bookedHolds(db, and(lte(roomHolds.checkIn, day), gt(roomHolds.checkOut, day)), now, day),
  ]);
  const ids = [...new Set([...arriving, ...leaving, ...staying].map((line) => line.bookingId))];
  const [owed, door] = await Promise.all([balances(db, ids), attendanceOf(db, ids)]);
  const line = (row: Row): StayDeskLine => {
    const record = door.get(row.bookingId);
    return {
      ...row,
      duePaise: owed.get(row.bookingId)?.duePaise ?? 0,
      paid: owed.get(row.bookingId)?.paid ?? row.paid,
      checkedInAt: record?.state === 'checked_in' ? record.at.toISOString() : null,
      checkedInBy: record?.state === 'checked_in' ? record.byEmail : null,
      checkedOutAt: record?.checkedOutAt?.toISOString() ?? null,
      checkedOutBy: record?.checkedOutByEmail ?? null,
    };
  };
  return { day, arrivals: arriving.map(line), departures: leaving.map(line), inHouse: staying.map(line) };
}

/** Loads the stay or retreat, or null; refuses a booking that takes no rooms. */
async function roomBooking(db: Database, bookingId: string) {
  if (!isRecordId(bookingId)) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) return null;
  if (booking.kind !== 'stay' && booking.kind !== 'retreat') throw new Refusal(STAY_DESK_MESSAGES.notAStay, 409);
  return booking;
}

/** Checks the stay's guest in: on or after their first night, as the door records any guest. */
export async function checkInStay(db: Database, actor: Actor, bookingId: string, clock: StayClock) {
  const booking = await db.transaction((tx) => roomBooking(tx, bookingId));
  if (!booking) return null;
  return markAttendance(db, actor, bookingId, 'checked_in', clock);
}

/** Checks the stay's guest out: checked in first, once; who and when go into the booking's history. */
export async function checkOutStay(db: Database, actor: Actor, bookingId: string, { timeZone, now = new Date() }: StayClock) {
  return db.transaction(async (tx) => {
    const booking = await roomBooking(tx, bookingId);
    if (!booking) return null;
    const [door] = await tx.select().from(bookingAttendance).where(eq(bookingAttendance.bookingId, bookingId));
    if (!door || door.state !== 'checked_in') throw new Refusal(STAY_DESK_MESSAGES.notCheckedIn, 409);
    if (door.checkedOutAt) return door;
    const [after] = await tx
      .update(bookingAttendance)
      .set({ checkedOutAt: now, checkedOutByEmail: actor.email, checkedOutByUserId: actor.userId })
      .where(eq(bookingAttendance.bookingId, bookingId))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: 'booking',
      entityId: bookingId,
      action: 'update',
      before: { checkedOut: null },
      after: { checkedOut: `${todayIn(timeZone, now)} by ${actor.email}` },
    });
    return after ?? null;
  });
}
