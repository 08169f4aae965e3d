import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { promoTargets } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { promoCodes } from '../db/schema.ts';
import type { BookingRow } from '../mail/records.ts';
import { notifyCreditIssued } from './mail.ts';

// A guest who cancels for credit gets a credit note: a code worth what they paid, spent like a promo
// code (the promo code checkout takes it off the price and lowers its balance) until it is used up or
// expires. One per cancelled booking, ever (a unique index on its source booking): when an owner
// reinstates the booking the credit is voided, and a later cancellation for credit gives that same row
// a new code and the new amount, so the booking's credit is always one row to count.

export type CreditRow = typeof promoCodes.$inferSelect;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, 5/S). */
const ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';

/** 'CR-7KQ9-XM3D': short enough to read over the phone, 29^8 ≈ 5·10^11 codes. */
export function creditCode(): string {
  const bytes = crypto.randomBytes(8);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `CR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Issues the credit for a cancelled booking inside the caller's transaction and queues its mail
 * (unless `mail` is false: a caller whose own mail carries the code, so the guest gets one message).
 * Returns the credit already issued for the booking when there is one.
 */
export async function issueCredit(
  tx: Database,
  booking: BookingRow,
  credit: { amountPaise: number; validUntil: string },
  options: { mail?: boolean } = {},
): Promise<{ credit: CreditRow; created: boolean }> {
  const mail = options.mail ?? true;
  const [created] = await tx
    .insert(promoCodes)
    .values({
      code: creditCode(),
      kind: 'credit',
      discountType: 'fixed',
      amountPaise: credit.amountPaise,
      balancePaise: credit.amountPaise,
      validUntil: credit.validUntil,
      appliesTo: [...promoTargets],
      sourceBookingId: booking.id,
      ownerEmail: booking.customerEmail,
    })
    .onConflictDoNothing({ target: promoCodes.sourceBookingId })
    .returning();
  if (created) {
    if (mail) await notifyCreditIssued(tx, booking, created);
    return { credit: created, created: true };
  }
  const [earlier] = await tx.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, booking.id)).for('update');
  if (!earlier) throw new Error('the credit was neither stored nor found');
  // Only a credit voided in full is given again: one that still counts for anything stays as it is.
  if (earlier.voidedPaise < (earlier.amountPaise ?? 0)) return { credit: earlier, created: false };
  const [renewed] = await tx
    .update(promoCodes)
    .set({
      code: creditCode(),
      amountPaise: credit.amountPaise,
      balancePaise: credit.amountPaise,
      voidedPaise: 0,
      validUntil: credit.validUntil,
      active: true,
      ownerEmail: booking.customerEmail,
      updatedAt: new Date(),
    })
    .where(eq(promoCodes.id, earlier.id))
    .returning();
  if (!renewed) throw new Error('the renewed credit was not stored');
  if (mail) await notifyCreditIssued(tx, booking, renewed);
  return { credit: renewed, created: true };
}
