import { eq } from 'drizzle-orm';
import { formatPaise } from '#app/lib/money.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { bookingMoney } from './booking-money.ts';
import { REFUND_MESSAGES } from './messages.ts';

// The front desk may not give money back. When it finds the guest is owed some, it records a refund
// due on the booking: the owner's Needs action list shows it, and the owner's Refund form suggests its
// amount; each refund lowers it and a credit settles it.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export async function recordRefundDue(
  db: Database,
  actor: Actor,
  input: { bookingId: string; amountPaise: number; reason: string },
  now: Date = new Date(),
): Promise<{ tone: 'success'; text: string }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) throw new Refusal(REFUND_MESSAGES.noPayment, 404);
    const { orders, leftPaise } = await bookingMoney(tx, booking.id, { lock: true });
    if (orders.length === 0) throw new Refusal(REFUND_MESSAGES.noPayment, 409);
    if (input.amountPaise > leftPaise) throw new Refusal(REFUND_MESSAGES.beyondPaid(leftPaise), 409);
    const note = { reason: input.reason, byEmail: actor.email, at: now.toISOString() };
    await tx
      .update(bookings)
      .set({ refundDuePaise: input.amountPaise, refundDueNote: note, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await recordFieldChanges(tx, {
      actor,
      entity: 'booking',
      entityId: booking.id,
      changes: {
        refundDue: [
          booking.refundDuePaise > 0 ? formatPaise(booking.refundDuePaise) : null,
          `${formatPaise(input.amountPaise)}: ${input.reason}`,
        ],
      },
    });
    return { tone: 'success', text: REFUND_MESSAGES.dueRecorded(input.amountPaise) };
  });
}

/** An owner gave a credit for what is left of the payments: nothing is owed back any more. */
export async function settleRefundDue(db: Database, bookingId: string): Promise<void> {
  await db.update(bookings).set({ refundDuePaise: 0, refundDueNote: null }).where(eq(bookings.id, bookingId));
}
