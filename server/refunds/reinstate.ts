import { and, eq } from 'drizzle-orm';
import { can } from '#app/lib/staff-roles.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, promoCodes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { everPaid } from './cancellation-money.ts';
import { REFUND_MESSAGES } from './messages.ts';

// A cancelled booking that staff make live again. Its cancellation may have given money back (a refund,
// or a credit note), so a paid one is the owner's decision, like a refund. The credit its cancellation
// gave is voided: the guest has the booking again instead, and a later cancellation gives what the
// policy gives from what is left of the payment. A credit the guest has already used, in part or held
// by a checkout under way, cannot be taken back, so the reinstatement is refused and nothing changes.

export type ReinstatingStaff = Pick<StaffSession, 'userId' | 'email' | 'role'>;
/** Who changes a booking's status: staff, or the estate's own timed work (no user id). */
export type BookingActor = Omit<ReinstatingStaff, 'userId'> & { userId: string | null };
type BookingRow = typeof bookings.$inferSelect;

/**
 * Settles the money of reinstating a cancelled booking, inside the transaction that holds the booking's
 * lock and before anything else changes: refused (403) to a role that may not reinstate a paid booking,
 * refused (409) when its credit was partly spent, and otherwise its credit voided, with an audit entry.
 */
export async function settleReinstatement(tx: Database, staff: BookingActor, booking: BookingRow, now = new Date()): Promise<void> {
  if (!can(staff.role, 'booking:reinstate') && (await everPaid(tx, booking))) throw new Refusal(REFUND_MESSAGES.reinstateOwnerOnly, 403);

  // Locked, so that a checkout cannot spend the credit between the look and the voiding.
  const [credit] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.sourceBookingId, booking.id), eq(promoCodes.kind, 'credit')))
    .for('update');
  if (!credit) return;
  const standing = (credit.amountPaise ?? 0) - credit.voidedPaise;
  if (standing <= 0) return;
  const spent = standing - (credit.balancePaise ?? 0);
  if (spent > 0) throw new Refusal(REFUND_MESSAGES.reinstateCreditSpent(credit.code, spent), 409);

  const [voided] = await tx
    .update(promoCodes)
    .set({ balancePaise: 0, voidedPaise: credit.voidedPaise + standing, active: false, updatedAt: now })
    .where(eq(promoCodes.id, credit.id))
    .returning();
  if (!voided) throw new Error('the voided credit was not stored');
  await recordAudit(tx, { actor: staff, entity: 'promo-code', entityId: credit.id, action: 'update', before: credit, after: voided });
}
