import { and, eq, isNotNull } from 'drizzle-orm';
import { addDays, formatOrdinalDate, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { Database } from '../db/client.ts';
import { balanceNotices, bookings } from '../db/schema.ts';
import { balanceCancelledMessage } from '../mail/messages/balance-due.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { cancellationMoney } from '../refunds/cancellation-money.ts';
import type { BookingActor } from '../refunds/reinstate.ts';
import { updateBooking } from './admin.ts';
import { withStatus } from './decision.ts';

// The owner's rule cancels a booking whose balance is overdue by some days (0: never). It goes through
// staff's own cancellation (the edit's status change: rooms given back, the seat freed, the staff notice,
// the history), by the estate's system rather than a person. What was paid follows the booking's
// cancellation policy as if the guest had cancelled that day; only an owner gives money back, so what the
// policy gives is recorded as owed back for the owner's Needs action list, as the desk's cancellations do.

type BookingRow = typeof bookings.$inferSelect;

/** Who the history names for what the estate's timed work did. */
export const SYSTEM_ACTOR: BookingActor = { userId: null, email: 'system', role: 'system' };

/** The fewest days between the mail naming the day of the cancellation and that day. */
export const CANCEL_NOTICE_DAYS = 2;

/** The day a balance due on `dueOn` cancels its booking, told today: the rule's day, never sooner than the notice allows. */
export function cancelsOn(dueOn: string, today: string, cancelAfterDays: number): string {
  const byRule = addDays(dueOn, cancelAfterDays);
  const soonest = addDays(today, CANCEL_NOTICE_DAYS);
  return byRule > soonest ? byRule : soonest;
}

/** Still owing this balance: confirmed, something due on that date, not a reservation waiting for its link. */
export function owesBalance(booking: BookingRow, dueOn: string): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.duePaise > 0 &&
    booking.balanceDueOn === dueOn &&
    booking.holdUntil === null &&
    !booking.paidWithoutRoom
  );
}

/**
 * Cancels the booking when it is still owing, the guest was told the day (by mail: a guest without an
 * address is left to staff, who see it overdue), that day and the rule's have come, and it has not begun
 * (a guest at the estate is the desk's to settle with). Its row is locked and all of this read again, so
 * two processes cancel it once. True when this call cancelled it.
 */
export async function cancelOverdueBooking(
  db: Database,
  bookingId: string,
  options: { now: Date; timeZone: string; cancelAfterDays: number },
): Promise<boolean> {
  const { now, timeZone, cancelAfterDays } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const dueOn = before?.balanceDueOn;
    if (!before || !dueOn || !owesBalance(before, dueOn) || !before.customerEmail || cancelAfterDays <= 0) return false;
    const today = todayIn(timeZone, now);
    if (before.eventDate <= today) return false;
    const told = await tx
      .select({ cancelOn: balanceNotices.cancelOn })
      .from(balanceNotices)
      .where(and(eq(balanceNotices.bookingId, bookingId), eq(balanceNotices.dueOn, dueOn), isNotNull(balanceNotices.cancelOn)));
    const toldDay = told
      .map((row) => row.cancelOn!)
      .sort()
      .at(-1);
    if (!toldDay || today < toldDay || today < addDays(dueOn, cancelAfterDays)) return false;

    // What a guest cancelling today would get, from the money records, the paid orders held to the end.
    const money = await cancellationMoney(tx, before, { now, timeZone, lock: true });
    const policyPaise = money.quote.outcome === 'credit' ? money.creditPaise : money.refundPaise;
    const owedPaise = Math.max(0, Math.min(policyPaise, (money.money?.leftPaise ?? 0) - before.refundDuePaise));

    // The guest's mail says why, under the cancellation's own key, so the staff path's generic mail to the
    // guest is not queued as well; the staff notice still is.
    const estate = await estateOf(tx);
    const mail = await buildOrLog('balance-cancelled', { bookingId }, () => ({
      kind: 'booking-cancelled',
      to: before.customerEmail,
      ...balanceCancelledMessage(estate, before, {
        amount: formatPaise(before.duePaise),
        dueOn,
        owedBack: owedPaise > 0 ? formatPaise(owedPaise) : null,
      }),
      dedupeKey: `booking-cancelled:${bookingId}`,
      bookingId,
    }));
    await queueMails(tx, [mail]);
    const after = await updateBooking(tx, SYSTEM_ACTOR, bookingId, withStatus(before, 'cancelled'));
    if (!after) return false;

    if (owedPaise > 0) {
      const reason = `Cancelled by the overdue rule: the balance was due by ${formatOrdinalDate(dueOn)}`;
      const total = before.refundDuePaise + owedPaise;
      await tx
        .update(bookings)
        .set({ refundDuePaise: total, refundDueNote: { reason, byEmail: SYSTEM_ACTOR.email, at: now.toISOString() }, updatedAt: now })
        .where(eq(bookings.id, bookingId));
      await recordFieldChanges(tx, {
        actor: SYSTEM_ACTOR,
        entity: 'booking',
        entityId: bookingId,
        changes: {
          refundDue: [before.refundDuePaise > 0 ? formatPaise(before.refundDuePaise) : null, `${formatPaise(total)}: ${reason}`],
        },
      });
    }
    return true;
  });
}
