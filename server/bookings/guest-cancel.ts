import { eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { logger } from '../logger.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { cancellationMoney, everPaid } from '../refunds/cancellation-money.ts';
import type { CancellationQuote, CancellationRefusal } from '../refunds/cancellation-policy.ts';
import { issueCredit } from '../refunds/credits.ts';
import { recordRefund, sendRefund } from '../refunds/start.ts';
import { releaseRooms } from '../rooms/inventory.ts';
import { releaseAppointments } from './appointment-release.ts';
import { notifyBookingCancelled } from './notify.ts';

// A guest cancels through their manage link (issues 6 and 16): the booking is locked, the policy of
// that moment decides the outcome, and the status, the promised outcome, the audit entry, the mails
// and the money owed (a pending refund, or a credit note) are written together or not at all. The
// refund is asked of the provider only after that commit, so an outage never holds the booking's lock
// nor undoes the cancellation: the refund stays pending and reconciliation sends it.

type BookingRow = typeof bookings.$inferSelect;

export const GUEST_ACTOR: AuditActor = { userId: null, email: 'guest' };

/** Cancel attempts per IP address in ten minutes: a guest needs one, a script hunting tokens more. */
export const guestCancelRateLimit: RateLimitRule = { name: 'guest-cancel', limit: 20, windowSeconds: 600 };

export type GuestChoice = 'refund' | 'credit';

export type GuestCancelResult =
  | { ok: true; booking: BookingRow; quote: CancellationQuote; refundIds: string[]; creditCode: string | null }
  | { ok: false; reason: CancellationRefusal | 'not-found' | 'choice-required' };

export async function cancelBookingAsGuest(
  db: Database,
  bookingId: string,
  options: { timeZone: string; provider: PaymentProvider; choice?: GuestChoice; now?: Date },
): Promise<GuestCancelResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<GuestCancelResult> => {
    // Locked, so that a double click or a staff edit at the same moment sees the first cancellation.
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!before) return { ok: false, reason: 'not-found' };
    // Only a booking paid online has money to give back (one paid at the estate or not at all has none),
    // and only what has not gone back already, as a refund or a credit: the policy's share is taken of
    // what is left, on the dates the payment bought.
    const due = await cancellationMoney(tx, before, { now, timeZone: options.timeZone, lock: true });
    const { quote, refundPaise, creditPaise } = due;
    if (!quote.cancellable) return { ok: false, reason: quote.refusal ?? 'cancelled' };

    const owed = due.money;
    // Never paid (a therapy on a stay's bill, a reservation paid at the estate): nothing is owed once it is
    // cancelled, so what was due goes with it and the desk no longer asks for it.
    const unpaid = !owed && !(await everPaid(tx, before));
    const money: GuestChoice | null = !owed ? null : quote.outcome === 'credit' ? 'credit' : (options.choice ?? null);
    if (owed && !money) return { ok: false, reason: 'choice-required' };
    const until = quote.creditValidUntil ? formatLongUsDate(quote.creditValidUntil) : '';
    const terms =
      money === 'refund'
        ? CANCELLATION_MESSAGES.refundStarted(formatPaise(refundPaise))
        : money === 'credit'
          ? CANCELLATION_MESSAGES.creditIssued(formatPaise(creditPaise), until)
          : quote.terms;

    const [after] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancellation: {
          by: 'guest',
          at: now.toISOString(),
          outcome: quote.outcome,
          terms,
          ...(quote.outcome === 'refund-or-credit' && money ? { choice: money } : {}),
        },
        ...(unpaid ? { duePaise: 0, balanceDueOn: null } : {}),
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!after) throw new Error('the cancelled booking was not stored');
    await releaseRooms(tx, { bookingId }, now);
    await releaseAppointments(tx, bookingId, now);
    await recordAudit(tx, { actor: GUEST_ACTOR, entity: 'booking', entityId: bookingId, action: 'update', before, after });
    await notifyBookingCancelled(tx, after, 'guest');

    let refundIds: string[] = [];
    let creditCode: string | null = null;
    if (money === 'refund') {
      // One refund of the policy's share, split across the payments it goes back to, the latest first.
      const { refunds } = await recordRefund(tx, {
        bookingId,
        amountPaise: refundPaise,
        reason: 'Cancelled by the guest: the policy refund',
        cause: `guest-cancel:${bookingId}`,
        actor: GUEST_ACTOR,
      });
      refundIds = refunds.map((refund) => refund.id);
    } else if (money === 'credit' && quote.creditValidUntil) {
      creditCode = (await issueCredit(tx, after, { amountPaise: creditPaise, validUntil: quote.creditValidUntil })).credit.code;
    }
    return { ok: true, booking: after, quote, refundIds, creditCode };
  });
  // Its seat or rooms are for sale again on the public pages.
  if (result.ok) clearPageCache();

  for (const refundId of result.ok ? result.refundIds : []) {
    try {
      await sendRefund(db, options.provider, refundId, now);
    } catch (error) {
      // The cancellation and its pending refund are committed; reconciliation sends the refund later.
      logger.error({ err: error, refundId }, 'the refund of a guest cancellation was not sent now');
    }
  }
  return result;
}
