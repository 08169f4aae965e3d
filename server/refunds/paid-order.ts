import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders } from '../db/schema.ts';

/** The booking's paid online order, if it was paid online: what a refund or credit is measured against. */
export async function paidOrderOf(db: Database, bookingId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  return order ?? null;
}
