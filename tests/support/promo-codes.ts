import type { Database } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema.ts';

// A promo code for a test: each test makes its own, with a name nobody else uses.

let made = 0;

export function uniqueCode(prefix = 'TEST'): string {
  made += 1;
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${made}`.toUpperCase().slice(0, 40);
}

export async function createPromoCode(db: Database, overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: uniqueCode(),
      discountType: 'percent',
      percentOff: 10,
      appliesTo: ['stay', 'retreat', 'event'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('the promo code was not stored');
  return row;
}
