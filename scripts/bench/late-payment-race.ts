// The late-payment race over HTTP: a promo code's use and a credit's balance are spent once. Checkouts
// take a single-use code (or a guest's credit) one after another, each failing and so giving it back to
// the next, half of them on each of two app processes sharing one PostgreSQL database; then every one of
// them is paid late, all at once, split between the two. One payment may keep the discount; every other
// booking is stored (the money was taken) but flagged, with the discount it was priced with due.
// Run alone: `node scripts/bench/late-payment-race.ts`.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, paymentOrders, promoCodes, promoRedemptions, roomTypes } from '#server/db/schema.ts';
import { signDemoPayment } from '#server/provider/demo.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { sendCheckoutAnswer } from './drills/payments.ts';
import { postJson } from './drills/support.ts';
import type { RunningServer } from './server.ts';
import { openStayOrder } from './stay-orders.ts';
import { onTwoServers } from './two-servers.ts';

export interface LatePaymentRaceOptions {
  /** Checkouts with the single-use code, each failed in turn and then paid late. */
  orders: number;
  /** Checkouts with the credit, likewise. */
  creditOrders: number;
  /** The credit's value, in paise. */
  creditPaise: number;
  databaseUrl: string;
}

export interface SpentOnce {
  /** Checkouts opened with the code (each after the one before failed), and their failures recorded. */
  opened: number;
  failed: number;
  /** Late payments answered with their booking. */
  confirmed: number;
  /** Bookings that kept the discount, and bookings flagged with the whole discount due. */
  applied: number;
  flagged: number;
  /** Uses of the code still standing once the dust settles. */
  standingUses: number;
  /** What the code took off the bookings that kept their discount, in paise. */
  givenPaise: number;
  /** A credit's balance afterwards (null for a promo code). */
  balancePaise: number | null;
  byStatus: Record<string, number>;
}

export interface LatePaymentRaceResult {
  code: SpentOnce;
  credit: SpentOnce;
}

const DEMO_SECRET = crypto.randomBytes(16).toString('hex');
const CODE = 'LATEONCE';
const CREDIT_CODE = 'CR-LATE-RACE';
const CREDIT_OWNER = 'credit-owner@example.org';

/**
 * Opens `count` checkouts with the code, one after another, alternating servers; each is declined through
 * the demo checkout (the order fails and gives the code back) before the next one opens.
 */
async function failedInTurn(
  servers: RunningServer[],
  stay: { roomTypeId: string; checkIn: string },
  count: number,
  code: string,
  tag: string,
  email?: string,
) {
  const orderIds: string[] = [];
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const opened = await openStayOrder(servers[i % servers.length]!, { ...stay, tag, extra: () => ({ promoCode: code, email }) }, i);
    if (opened.outcome !== 200) continue;
    const orderId = (JSON.parse(opened.body) as { id: string }).id;
    orderIds.push(orderId);
    const declined = await postJson(servers[(i + 1) % servers.length]!.url, '/api/payments/demo', { orderId, outcome: 'fail' });
    if (declined.outcome === 200 && declined.body.includes('"error"')) failed += 1;
  }
  return { orderIds, failed };
}

/** Every order paid at once, as the demo checkout's answer would be verified, half through each server. */
function payAllAtOnce(servers: RunningServer[], orderIds: string[]) {
  return Promise.all(
    orderIds.map((orderId, i) => {
      const { paymentId, signature } = signDemoPayment(orderId, DEMO_SECRET);
      const base = servers[i % servers.length]!.url;
      return sendCheckoutAnswer(base, orderId, paymentId, signature, 60_000);
    }),
  );
}

/** What the race left of a code: its bookings, flagged or not, its uses and a credit's balance. */
async function tallyCode(db: Database, promoCodeId: string) {
  const rows = await db
    .select({ discountPaise: paymentOrders.discountPaise, notApplied: bookings.discountNotApplied, duePaise: bookings.duePaise })
    .from(promoRedemptions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, promoRedemptions.paymentOrderId))
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), gt(paymentOrders.discountPaise, 0)));
  const kept = rows.filter((row) => !row.notApplied);
  const [{ standing } = { standing: 0 }] = await db
    .select({ standing: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), isNull(promoRedemptions.releasedAt)));
  const [code] = await db.select({ balancePaise: promoCodes.balancePaise }).from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  return {
    applied: kept.length,
    flagged: rows.filter((row) => row.notApplied && row.duePaise === row.discountPaise).length,
    standingUses: Number(standing),
    givenPaise: kept.reduce((sum, row) => sum + row.discountPaise, 0),
    balancePaise: code?.balancePaise ?? null,
  };
}

async function raceCode(
  servers: RunningServer[],
  db: Database,
  stay: { roomTypeId: string; checkIn: string },
  code: { id: string; code: string },
  count: number,
  tag: string,
  email?: string,
): Promise<SpentOnce> {
  const { orderIds, failed } = await failedInTurn(servers, stay, count, code.code, tag, email);
  const paid = await payAllAtOnce(servers, orderIds);
  const byStatus: Record<string, number> = {};
  for (const answer of paid) byStatus[String(answer.outcome)] = (byStatus[String(answer.outcome)] ?? 0) + 1;
  return {
    opened: orderIds.length,
    failed,
    confirmed: paid.filter((answer) => answer.outcome === 200 && answer.body.includes('"success":true')).length,
    byStatus,
    ...(await tallyCode(db, code.id)),
  };
}

export async function runLatePaymentRace(options: LatePaymentRaceOptions): Promise<LatePaymentRaceResult> {
  return onTwoServers(
    'latepaymentrace',
    options.databaseUrl,
    { PAYMENTS: 'demo', DEMO_PAYMENT_SECRET: DEMO_SECRET },
    async ({ servers, db }) => {
      // Rooms to spare: the race is about the code's use and the credit's balance, not the rooms.
      const [type] = await db
        .insert(roomTypes)
        .values({
          name: 'Garden Room',
          description: 'By the garden.',
          adultsPerRoom: 2,
        })
        .returning();
      await setRoomCount(db, (options.orders + options.creditOrders) * 2, type!.id);
      const stay = { roomTypeId: type!.id, checkIn: addDays(todayIn('Asia/Kolkata'), 47) };
      const [code] = await db
        .insert(promoCodes)
        .values({ code: CODE, discountType: 'percent', percentOff: 10, maxUses: 1, appliesTo: ['stay'] })
        .returning();
      const [credit] = await db
        .insert(promoCodes)
        .values({
          code: CREDIT_CODE,
          kind: 'credit',
          discountType: 'fixed',
          amountPaise: options.creditPaise,
          balancePaise: options.creditPaise,
          appliesTo: ['stay'],
          ownerEmail: CREDIT_OWNER,
        })
        .returning();
      return {
        code: await raceCode(servers, db, stay, code!, options.orders, 'late'),
        credit: await raceCode(servers, db, stay, credit!, options.creditOrders, 'credit', CREDIT_OWNER),
      };
    },
  );
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(
    JSON.stringify(await runLatePaymentRace({ orders: 50, creditOrders: 20, creditPaise: 60_000, databaseUrl: POSTGRES_URL }), null, 2),
  );
}
