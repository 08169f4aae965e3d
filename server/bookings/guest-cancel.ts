import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { notifyBookingCancelled } from '../mail/notify.ts';
import { releaseRooms } from '../rooms/inventory.ts';
import { type CancellationQuote, type CancellationRefusal, quoteCancellation } from './cancellation-policy.ts';

// A guest cancels through their manage link (issue 6): the booking is locked, the policy of that
// moment decides the outcome, and the status, the promised outcome, the audit entry and the mails are
// written together or not at all.

type BookingRow = typeof bookings.$inferSelect;

export const GUEST_ACTOR: AuditActor = { userId: null, email: 'guest' };

/** Cancel attempts per IP address in ten minutes: a guest needs one, a script hunting tokens more. */
export const guestCancelRateLimit: RateLimitRule = { name: 'guest-cancel', limit: 20, windowSeconds: 600 };

export type GuestCancelResult =
  { ok: true; booking: BookingRow; quote: CancellationQuote } | { ok: false; reason: CancellationRefusal | 'not-found' };

export async function cancelBookingAsGuest(
  db: Database,
  bookingId: string,
  options: { timeZone: string; now?: Date },
): Promise<GuestCancelResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked, so that a double click or a staff edit at the same moment sees the first cancellation.
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!before) return { ok: false, reason: 'not-found' };
    const quote = quoteCancellation(before, now, options.timeZone);
    if (!quote.cancellable) return { ok: false, reason: quote.refusal ?? 'cancelled' };

    const [after] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancellation: { by: 'guest', at: now.toISOString(), outcome: quote.outcome, terms: quote.terms },
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!after) throw new Error('the cancelled booking was not stored');
    await releaseRooms(tx, { bookingId }, now);
    await recordAudit(tx, { actor: GUEST_ACTOR, entity: 'booking', entityId: bookingId, action: 'update', before, after });
    await notifyBookingCancelled(tx, after, 'guest');
    return { ok: true, booking: after, quote };
  });
}
