import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { paymentOrders, promoRedemptions } from '#server/db/schema.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { Refusal } from '#server/refusal.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { roomTypeId } from '../support/paid-orders.ts';
import { createPromoCode } from '../support/promo-codes.ts';

const REQUESTS = 100;
const USES_LEFT = 5;
const serverUrl = process.env.TEST_DATABASE_URL;
const provider = createDemoProvider({ secret: 'promo-race-secret' });

// On PostgreSQL, two handles on one database stand for two app processes, each with its own pool.
let handles: DatabaseHandle[] = [];
let cleanup = async () => {};

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
  // The race is about the code's uses: rooms never run out here.
  await setRoomCount(handles[0]!.db, 1000);
});
afterAll(async () => {
  await cleanup();
});

describe(`promo code race (${serverUrl ? 'postgres, two processes' : 'pglite'})`, () => {
  it(`discounts exactly ${USES_LEFT} of ${REQUESTS} simultaneous orders with a code that has ${USES_LEFT} uses left`, async () => {
    const db = handles[0]!.db;
    // Two uses already spent by earlier guests (still standing), of seven.
    const code = await createPromoCode(db, { maxUses: USES_LEFT + 2, appliesTo: ['stay'] });
    const checkIn = addDays(todayIn(TIME_ZONE), 50);
    const typeId = await roomTypeId(db);
    const order = (i: number, database = db) =>
      startPayment(database, provider, {
        kind: 'stay',
        checkIn,
        checkOut: addDays(checkIn, 1),
        adults: 2,
        roomTypeId: typeId,
        promoCode: i % 2 ? code.code.toLowerCase() : code.code,
        idempotencyKey: crypto.randomUUID(),
        allowDuplicate: true,
        customer: { name: `Guest ${i}`, email: `race-guest-${i}@example.org`, phone: '+91 98765 43210' },
      });
    await order(-1);
    await order(-2);

    const results = await Promise.allSettled(Array.from({ length: REQUESTS }, (_, i) => order(i, handles[i % handles.length]!.db)));

    const opened = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(opened).toHaveLength(USES_LEFT);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(Refusal);
      expect(reason).toMatchObject({ status: 409, message: PROMO_MESSAGES.usedUp });
    }
    expect(refused).toHaveLength(REQUESTS - USES_LEFT);

    const [discounted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(gt(paymentOrders.discountPaise, 0));
    expect(Number(discounted!.count)).toBe(USES_LEFT + 2);
    expect(await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, code.id))).toHaveLength(USES_LEFT + 2);
    // A refused order leaves nothing behind.
    expect(await db.select().from(paymentOrders)).toHaveLength(USES_LEFT + 2);
  });
});
