import { eq } from 'drizzle-orm';
import type { PromoTarget } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { paymentOrders } from '../db/schema.ts';
import { applyCode, typedCode } from './redeem.ts';

// The one call server/payments/orders.ts makes when it stores an order: the code (if any) applied to
// the order's list price, the order then charging what is left.

export interface StoredOrder {
  id: string;
  /** The list price the order was stored with. */
  amountPaise: number;
  customerEmail: string;
  target: PromoTarget;
}

/** What the order charges once its code is applied: the list price without a code; refuses a code that cannot be used. */
export async function discountOrder(tx: Database, order: StoredOrder, code: string | null | undefined, today?: string): Promise<number> {
  if (!typedCode(code)) return order.amountPaise;
  const applied = await applyCode(tx, {
    code: typedCode(code),
    target: order.target,
    email: order.customerEmail,
    listPaise: order.amountPaise,
    paymentOrderId: order.id,
    today,
  });
  const charged = order.amountPaise - applied.discountPaise;
  await tx
    .update(paymentOrders)
    .set({ amountPaise: charged, discountPaise: applied.discountPaise, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  return charged;
}
