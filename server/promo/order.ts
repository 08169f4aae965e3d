import { eq, sql } from 'drizzle-orm';
import type { PromoTarget } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { paymentOrders, promoCodes, promoRedemptions } from '../db/schema.ts';
import { applyCode, countUses, typedCode } from './redeem.ts';
import { releaseLapsedRedemptions } from './release.ts';

// The two calls the checkout makes (server/payments/checkout.ts, confirm.ts): when it stores an order, the
// code (if any) applied to the order's list price, the order then charging what is left; when the order is
// paid, its discount settled, taken again if the checkout had given it back.

export interface StoredOrder {
  id: string;
  /** The list price the order was stored with. */
  amountPaise: number;
  customerEmail: string;
  target: PromoTarget;
}

/** What the order charges once its code is applied: the list price without a code; refuses a code that cannot be used. */
export async function discountOrder(
  tx: Database,
  order: StoredOrder,
  code: string | null | undefined,
  /** When the checkout opened, and when its hold (and so its use of the code) lapses. */
  checkout: { now: Date; expiresAt: Date; today?: string },
): Promise<number> {
  if (!typedCode(code)) return order.amountPaise;
  const applied = await applyCode(tx, {
    code: typedCode(code),
    target: order.target,
    email: order.customerEmail,
    listPaise: order.amountPaise,
    paymentOrderId: order.id,
    ...checkout,
  });
  const charged = order.amountPaise - applied.discountPaise;
  await tx
    .update(paymentOrders)
    .set({ amountPaise: charged, discountPaise: applied.discountPaise, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  return charged;
}

/** What became of a paid order's discount: kept, or gone to another booking and so due from the guest. */
export type PaidDiscount = { applied: true } | { applied: false; code: string; duePaise: number };

/**
 * Settles a paid order's discount in the transaction that confirms the payment. A use its checkout still
 * holds becomes the booking's for good. A use given back (the checkout failed, or lapsed unpaid) is
 * taken again only if the code still allows it, judged under the code's row lock as a new checkout would
 * be: its uses in all and by this e-mail, and a credit's balance covering the whole discount. Its dates
 * and whether staff still offer it are not judged again: the guest was offered this price while it ran.
 * Otherwise the discount is not applied: the guest paid the discounted price the order was priced at, the
 * booking keeps that as its price paid, and the discount is due from them (PaidDiscount.duePaise).
 */
export async function settlePaidDiscount(tx: Database, order: { id: string; discountPaise: number }, now: Date): Promise<PaidDiscount> {
  if (order.discountPaise <= 0) return { applied: true };
  const [recorded] = await tx
    .select({ promoCodeId: promoRedemptions.promoCodeId })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.paymentOrderId, order.id));
  // No use left to settle (staff deleted the code, and its uses with it): the price stands as charged.
  if (!recorded) return { applied: true };
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, recorded.promoCodeId)).for('update');
  const [use] = await tx.select().from(promoRedemptions).where(eq(promoRedemptions.paymentOrderId, order.id));
  if (!code || !use) return { applied: true };
  if (use.releasedAt === null) {
    await tx.update(promoRedemptions).set({ expiresAt: null }).where(eq(promoRedemptions.id, use.id));
    return { applied: true };
  }

  const uses = await countUses(tx, code.id, use.customerEmail, now);
  const balancePaise = (code.balancePaise ?? 0) + uses.lapsedPaise;
  const free =
    (code.maxUses === null || uses.total < code.maxUses) &&
    (code.maxUsesPerEmail === null || uses.mine < code.maxUsesPerEmail) &&
    (code.kind !== 'credit' || balancePaise >= use.discountPaise);
  if (!free) return { applied: false, code: code.code, duePaise: use.discountPaise };

  await releaseLapsedRedemptions(tx, now, code.id);
  await tx.update(promoRedemptions).set({ releasedAt: null, expiresAt: null }).where(eq(promoRedemptions.id, use.id));
  if (code.kind === 'credit')
    await tx
      .update(promoCodes)
      .set({ balancePaise: sql`${promoCodes.balancePaise} - ${use.discountPaise}`, updatedAt: now })
      .where(eq(promoCodes.id, code.id));
  return { applied: true };
}
