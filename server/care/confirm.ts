import { eq, sql } from 'drizzle-orm';
import type { StaffSession } from '../auth/guard.ts';
import { decidePendingBooking } from '../bookings/decision.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { waitsForCareReview } from './doctor-guided.ts';

// A paid doctor-guided booking held back for care review (the owner's setting) is confirmed by the
// practitioner's review of its last form, and its guest mailed as any confirmation mails them.

const paid = sql<boolean>`(${bookings.paymentId} is not null or exists (
  select 1 from payment_orders po where po.booking_id = ${bookings.id} and po.state = 'paid'))`;

/** Confirms a booking held for care review once nothing of it waits for a review any more; whether it did. */
export async function confirmAfterReview(db: Database, staff: StaffSession, bookingId: string): Promise<boolean> {
  const [booking] = await db.select({ row: bookings, paid }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.row.status !== 'pending' || !booking.paid || booking.row.holdUntil) return false;
  if (!booking.row.careHold || (await waitsForCareReview(db, booking.row))) return false;
  // Reviewed: the hold is lifted, and the booking confirmed (and its guest mailed) as staff confirm one.
  await db.update(bookings).set({ careHold: false }).where(eq(bookings.id, bookingId));
  await decidePendingBooking(db, staff, bookingId, 'confirmed');
  return true;
}
