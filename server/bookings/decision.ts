import { asc, count, eq } from 'drizzle-orm';
import { type PendingBookingView, TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import type { BookingEditValues } from '#app/lib/schemas/admin/booking.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { type BookingView, updateBooking } from './admin.ts';

// Bookings waiting for staff: the pending ones, and Confirm or Cancel in place. A decision is
// the Bookings screen's own status change (updateBooking) with "E-mail the guest" ticked, so the same
// mail is queued and rooms are given back or kept exactly as when staff edit the booking there.

type Actor = Pick<StaffSession, 'userId' | 'email' | 'role'>;

export const PENDING_LIMIT = 20;

/** The pending bookings, soonest first (then the longest waiting), and how many there are in all. */
export async function listPendingBookings(db: Database, limit = PENDING_LIMIT): Promise<{ rows: PendingBookingView[]; total: number }> {
  const pending = eq(bookings.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        kind: bookings.kind,
        customerName: bookings.customerName,
        customerPhone: bookings.customerPhone,
        eventTitle: bookings.eventTitle,
        eventDate: bookings.eventDate,
        selectedSlot: bookings.selectedSlot,
        price: bookings.price,
        createdAt: bookings.createdAt,
        waitingForCare: bookings.careHold,
      })
      .from(bookings)
      .where(pending)
      .orderBy(asc(bookings.eventDate), asc(bookings.createdAt), asc(bookings.id))
      .limit(limit),
    db.select({ total: count() }).from(bookings).where(pending),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: counted?.total ?? 0 };
}

/**
 * Confirms or cancels a pending booking. A booking decided meanwhile (by another desk, the guest or a
 * payment) is refused with what it is now; null when there is no such booking.
 */
export async function decidePendingBooking(
  db: Database,
  actor: Actor,
  id: string,
  decision: 'confirmed' | 'cancelled',
): Promise<BookingView | null> {
  if (!isRecordId(id)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) return null;
    if (booking.status !== 'pending') throw new Refusal(TODAY_MESSAGES.notPending(booking.status), 409);
    return updateBooking(tx, actor, id, withStatus(booking, decision));
  });
}

/**
 * The booking's stored fields as the edit form sends them, with a new status and the guest mailed about
 * it: a status change made without the form goes through the form's own rules (seats, rooms, mails, audit).
 */
export function withStatus(booking: typeof bookings.$inferSelect, status: 'confirmed' | 'cancelled'): BookingEditValues {
  return {
    eventId: booking.eventId ?? undefined,
    eventTitle: booking.eventTitle,
    eventDate: booking.eventDate,
    selectedSlot: booking.selectedSlot,
    price: booking.price,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail ?? undefined,
    customerPhone: booking.customerPhone,
    status,
    kind: booking.kind,
    notes: booking.notes ?? undefined,
    emailGuest: true,
  };
}
