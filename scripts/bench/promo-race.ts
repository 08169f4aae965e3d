// The promo code race over HTTP: many guests at once pay with one code that has a few uses
// left, split between two app processes sharing one PostgreSQL database. Exactly that many orders may
// be discounted; every other one is refused with the used-up sentence, before any payment.
// Run alone: `node scripts/bench/promo-race.ts`.
import crypto from 'node:crypto';
import { eq, gt, sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { paymentOrders, promoCodes, promoRedemptions, roomTypes } from '#server/db/schema.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { openStayOrders } from './stay-orders.ts';
import { onTwoServers } from './two-servers.ts';

export interface PromoRaceOptions {
  requests: number;
  /** Uses the code has left when the race starts. */
  usesLeft: number;
  databaseUrl: string;
}

export interface PromoRaceResult {
  discounted: number;
  /** Refused with the used-up sentence. */
  refused: number;
  errors: number;
  byStatus: Record<string, number>;
  /** Orders stored with a discount, and the code's uses recorded: both must equal `discounted`. */
  ordersWithDiscount: number;
  uses: number;
}

const CODE = 'RACE5';

export async function runPromoRace(options: PromoRaceOptions): Promise<PromoRaceResult> {
  return onTwoServers(
    'promorace',
    options.databaseUrl,
    { PAYMENTS: 'demo', DEMO_PAYMENT_SECRET: crypto.randomBytes(16).toString('hex') },
    async ({ servers, db }) => {
      // Rooms to spare: the race is about the code's uses, not the rooms.
      const [type] = await db
        .insert(roomTypes)
        .values({ name: 'Garden Room', description: 'By the garden.', adultsPerRoom: 2 })
        .returning();
      await setRoomCount(db, options.requests * 2, type!.id);
      await db
        .insert(promoCodes)
        .values({ code: CODE, discountType: 'percent', percentOff: 10, maxUses: options.usesLeft, appliesTo: ['stay'] });
      const checkIn = addDays(todayIn('Asia/Kolkata'), 45);

      const answers = await openStayOrders(servers, {
        count: options.requests,
        roomTypeId: type!.id,
        checkIn,
        tag: 'promo',
        // In other letters than staff wrote it: the code is the same code.
        extra: (i) => ({ promoCode: i % 2 ? CODE.toLowerCase() : CODE }),
      });
      const byStatus: Record<string, number> = {};
      let discounted = 0;
      let refused = 0;
      for (const answer of answers) {
        const usedUp = answer.outcome === 409 && answer.body.includes(PROMO_MESSAGES.usedUp);
        const key = usedUp || answer.outcome !== 409 ? String(answer.outcome) : '409-other';
        byStatus[key] = (byStatus[key] ?? 0) + 1;
        if (answer.outcome === 200) discounted += 1;
        if (usedUp) refused += 1;
      }
      const [{ orders } = { orders: 0 }] = await db
        .select({ orders: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .where(gt(paymentOrders.discountPaise, 0));
      const [{ uses } = { uses: 0 }] = await db
        .select({ uses: sql<number>`count(*)::int` })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(eq(promoCodes.code, CODE));
      return {
        discounted,
        refused,
        errors: options.requests - discounted - refused,
        byStatus,
        ordersWithDiscount: Number(orders),
        uses: Number(uses),
      };
    },
  );
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(await runPromoRace({ requests: 100, usesLeft: 5, databaseUrl: POSTGRES_URL }));
}
