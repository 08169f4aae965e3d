import { and, asc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/schema.ts';

// Giving back what a checkout took from a promo code: its use stops counting and a credit gets its
// balance back. It happens when the checkout fails, and when its hold lapses unpaid (the same time its
// rooms or seat go back on sale), so an abandoned checkout never keeps a code from other guests.

/** A use still held by an unpaid checkout whose hold has run out at `now`. */
export function lapsedUse(now: Date): SQL {
  return and(isNotNull(promoRedemptions.expiresAt), lte(promoRedemptions.expiresAt, now))!;
}

/**
 * Releases the uses `which` picks that are not released yet, in a transaction of its own (a savepoint
 * inside the caller's). The codes' rows are locked first, in one order, as a checkout and a payment lock
 * them before touching a use: a release never waits on a checkout that waits on it. Only uses still held
 * change, so a second call gives nothing back twice.
 */
async function giveBack(db: Database, which: SQL, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const held = await tx
      .selectDistinct({ promoCodeId: promoRedemptions.promoCodeId })
      .from(promoRedemptions)
      .where(and(which, isNull(promoRedemptions.releasedAt)));
    if (held.length === 0) return 0;
    await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(
        inArray(
          promoCodes.id,
          held.map((use) => use.promoCodeId),
        ),
      )
      .orderBy(asc(promoCodes.id))
      .for('update');
    // Judged again under the locks: a payment may have made a lapsed use its own meanwhile.
    const released = await tx
      .update(promoRedemptions)
      .set({ releasedAt: now })
      .where(and(which, isNull(promoRedemptions.releasedAt)))
      .returning({ promoCodeId: promoRedemptions.promoCodeId, discountPaise: promoRedemptions.discountPaise });
    for (const use of released)
      await tx
        .update(promoCodes)
        .set({ balancePaise: sql`${promoCodes.balancePaise} + ${use.discountPaise}`, updatedAt: now })
        .where(and(eq(promoCodes.id, use.promoCodeId), eq(promoCodes.kind, 'credit')));
    return released.length;
  });
}

/** Gives back the uses of orders that failed, expired, or were paid without a place to sell. */
export async function releaseRedemptions(db: Database, paymentOrderIds: string[], now: Date = new Date()): Promise<number> {
  if (paymentOrderIds.length === 0) return 0;
  return giveBack(db, inArray(promoRedemptions.paymentOrderId, paymentOrderIds), now);
}

/** Gives back the uses whose checkout's hold has lapsed unpaid: of one code (its row locked already), or of every code. */
export async function releaseLapsedRedemptions(db: Database, now: Date, promoCodeId?: string): Promise<number> {
  return giveBack(db, and(lapsedUse(now), promoCodeId ? eq(promoRedemptions.promoCodeId, promoCodeId) : undefined)!, now);
}
