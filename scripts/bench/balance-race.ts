// The balance race over HTTP: guests paying what is due on their bookings from several tabs at once while
// the owner refunds the same bookings, split between two app processes sharing one PostgreSQL database,
// against the fake Razorpay. Each tab opens the balance order from the booking's page, pays it at the fake
// (which, like Razorpay, takes one payment per order) and its browser's answer, Razorpay's two webhooks
// and redeliveries of them all arrive; the owner's refunds include a double-clicked form, refunds that fit
// and refunds of more than could be left. Afterwards the database and the fake's own records must agree:
// no order paid twice, no booking with two balance payments, no refund beyond what was paid, and for each
// booking what was paid less what was refunded is exactly what the provider holds.
// Run alone: `node scripts/bench/balance-race.ts`.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '#app/lib/payment-messages.ts';
import { deriveManageKey, signManageToken } from '#server/bookings/manage-link.ts';
import type { Database } from '#server/db/client.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { type FakePayment, type FakeRazorpay, startFakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { deliverWebhook, KEYS, openOrders, razorpayEnv, sendCheckoutAnswer, webhookEvent } from './drills/payments.ts';
import { type Answer, call, count, pause, postJson, shuffle } from './drills/support.ts';
import type { RunningServer } from './server.ts';
import { onTwoServers } from './two-servers.ts';

export interface BalanceRaceOptions {
  /** Confirmed bookings with something due. */
  bookings: number;
  /** Tabs paying each booking's balance at once. */
  tabs: number;
  /** What is due on each booking, in paise. */
  duePaise: number;
  databaseUrl: string;
}

export interface BalanceRaceResult {
  /** Payments and refunds fired at once (tabs plus owner's refunds). */
  operations: number;
  /** Answers of 5xx or none at all, among every request of the race. */
  errors: number;
  byStatus: Record<string, number>;
  /** Balance payments the provider captured, and the bookings whose balance the database shows paid. */
  balancePayments: number;
  balancesSettled: number;
  /** Bookings with more than one balance payment at the provider, plus orders paid more than once. */
  doublePayments: number;
  /** Payments the provider captured that the database does not record on a paid order. */
  unrecordedPayments: number;
  /** Refunds recorded (not failed) and refused with a sentence. */
  refunds: number;
  refundsRefused: number;
  /** Refunds the provider refused (asked for more than a payment held there, say). */
  refundsFailed: number;
  /** Forms sent twice that made more than one refund. */
  doubleRefunds: number;
  /** Bookings or payments refunded beyond what was paid, in the database or at the provider. */
  overRefunds: number;
  /** Bookings where paid − refunded in the database differs from what the provider holds for them. */
  ledgerMismatches: number;
  /** Σ paid − Σ refunded in the database, and what the provider holds, in paise. */
  netPaise: number;
  providerHoldsPaise: number;
}

const AUTH_SECRET = crypto.randomBytes(32).toString('hex');
const OWNER = { email: 'balance-owner@example.org', password: 'balance race owner password' };
const TWICE_PAISE = 100_000;
// Every request queues behind the others of its booking on a machine the race saturates: an answer may
// take a while, and only a 5xx or none within this is an error.
const ANSWER_WITHIN_MS = 60_000;
const REFUSED_TEXTS = [REFUND_MESSAGES.fullyRefunded, 'is left to refund on this payment'];

/** The owner's session cookie on one server, through Better Auth's real sign-in. */
async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** What one request came to: a status, or 'network' for none. */
type Seen = (answer: Answer) => void;

/**
 * A guest's tab: PAY on the booking's page opens the balance order (clicking again, as a guest would, while
 * another tab's order is being prepared); the fake takes the payment unless the order is paid already;
 * then the browser's answer goes to this server and Razorpay's webhooks to both, some twice.
 */
async function payFromTab(servers: RunningServer[], tab: number, token: string, fake: FakeRazorpay, seen: Seen): Promise<boolean> {
  const here = servers[tab % servers.length]!;
  const there = servers[(tab + 1) % servers.length]!;
  let orderId: string | null = null;
  for (let attempt = 0; attempt < 20 && !orderId; attempt += 1) {
    const opened = await postJson(here.url, '/api/payments/orders', { kind: 'balance', booking: token }, {}, ANSWER_WITHIN_MS);
    seen(opened);
    if (opened.outcome === 200) orderId = (JSON.parse(opened.body) as { id: string }).id;
    else if (opened.outcome === 409 && opened.body.includes(CHECKOUT_MESSAGES.preparing)) await pause(100);
    // Paid meanwhile by another tab (the page now shows nothing due), or refused: this tab pays nothing.
    else return false;
  }
  if (!orderId) return false;
  // Razorpay's checkout takes one payment per order: a second tab on a paid order is told so and pays nothing.
  if (fake.orders.get(orderId)?.status === 'paid') return false;
  const { paymentId, signature, payment } = fake.capturePayment(orderId);
  const captured = webhookEvent(fake, 'payment.captured', payment);
  const orderPaid = webhookEvent(fake, 'order.paid', payment);
  const deliveries = [
    sendCheckoutAnswer(here.url, orderId, paymentId, signature, ANSWER_WITHIN_MS),
    deliverWebhook(there.url, fake, captured, ANSWER_WITHIN_MS),
    deliverWebhook(here.url, fake, orderPaid, ANSWER_WITHIN_MS),
    // Redelivered: the same event again, on the other process.
    deliverWebhook(there.url, fake, orderPaid, ANSWER_WITHIN_MS),
    ...(tab % 2 === 0 ? [sendCheckoutAnswer(there.url, orderId, paymentId, signature, ANSWER_WITHIN_MS)] : []),
  ];
  for (const answer of await Promise.all(deliveries)) seen(answer);
  return true;
}

/** The owner's Refund on the booking's details, as the form posts it. */
async function refund(server: RunningServer, cookie: string, bookingId: string, formId: string, paise: number, seen: Seen) {
  const answer = await call(
    `${server.url}/admin/bookings`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
      body: new URLSearchParams({
        intent: 'refund',
        id: bookingId,
        formId,
        amount: (paise / 100).toFixed(2),
        give: 'refund',
        reason: 'Balance race',
      }),
    },
    ANSWER_WITHIN_MS,
  );
  seen(answer);
  return answer.outcome === 409 && REFUSED_TEXTS.some((text) => answer.body.includes(text));
}

interface ProviderPayment extends FakePayment {
  bookingId: string;
}

/** Every captured payment the fake holds, with the booking its order is for (from the order's own notes, via our order). */
async function providerPayments(db: Database, fake: FakeRazorpay): Promise<ProviderPayment[]> {
  const auth = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;
  const result = await db.execute(sql`select provider_order_id, booking_id from payment_orders where provider_order_id is not null`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    provider_order_id: string;
    booking_id: string;
  }[];
  const bookingOf = new Map(rows.map((row) => [row.provider_order_id, row.booking_id]));
  const payments: ProviderPayment[] = [];
  for (const orderId of fake.orders.keys()) {
    const response = await fetch(`${fake.url}/v1/orders/${orderId}/payments`, { headers: { authorization: auth } });
    const { items } = (await response.json()) as { items: FakePayment[] };
    for (const payment of items) {
      if (payment.status === 'captured') payments.push({ ...payment, bookingId: bookingOf.get(orderId) ?? '' });
    }
  }
  return payments;
}

async function tallyRace(db: Database, fake: FakeRazorpay, race: { bookingIds: string[]; firstOrderIds: Set<string>; twice: string[] }) {
  const { bookingIds, firstOrderIds: dueOrderIds } = race;
  const payments = await providerPayments(db, fake);
  const refundedAtProvider = new Map<string, number>();
  for (const made of fake.refunds.values()) {
    if (made.status !== 'failed') refundedAtProvider.set(made.payment_id, (refundedAtProvider.get(made.payment_id) ?? 0) + made.amount);
  }
  let doublePayments = 0;
  let ledgerMismatches = 0;
  let providerHoldsPaise = 0;
  let netPaise = 0;
  let overRefunds = 0;
  for (const bookingId of bookingIds) {
    const ofBooking = payments.filter((payment) => payment.bookingId === bookingId);
    const balanceOrders = new Set(ofBooking.filter((payment) => !dueOrderIds.has(payment.order_id)).map((payment) => payment.order_id));
    doublePayments += Math.max(0, balanceOrders.size - 1);
    const holds = ofBooking.reduce((sum, payment) => sum + payment.amount - (refundedAtProvider.get(payment.id) ?? 0), 0);
    const paid = await count(
      db,
      sql`select coalesce(sum(amount_paise), 0) as n from payment_orders where booking_id = ${bookingId} and state = 'paid'`,
    );
    const refunded = await count(
      db,
      sql`select coalesce(sum(amount_paise), 0) as n from refunds where booking_id = ${bookingId} and state <> 'failed'`,
    );
    if (refunded > paid) overRefunds += 1;
    if (paid - refunded !== holds) ledgerMismatches += 1;
    providerHoldsPaise += holds;
    netPaise += paid - refunded;
  }
  // An order paid twice at the provider, or a refund beyond its payment there or here.
  const perOrder = new Map<string, number>();
  for (const payment of payments) perOrder.set(payment.order_id, (perOrder.get(payment.order_id) ?? 0) + 1);
  doublePayments += [...perOrder.values()].filter((n) => n > 1).length;
  overRefunds += payments.filter((payment) => (refundedAtProvider.get(payment.id) ?? 0) > payment.amount).length;
  overRefunds += await count(
    db,
    sql`select count(*) as n from payment_orders o where o.amount_paise <
          (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_order_id = o.id and r.state <> 'failed')`,
  );
  const recorded = payments.map((payment) => payment.id);
  const unrecordedPayments =
    recorded.length === 0
      ? 0
      : await count(
          db,
          sql`select count(*) as n from unnest(${sql.param(recorded)}::text[]) as captured(payment_id)
              where not exists (select 1 from payment_orders o where o.payment_id = captured.payment_id and o.state = 'paid')`,
        );
  const balancesSettled = await count(
    db,
    sql`select count(*) as n from bookings where id = any(${sql.param(bookingIds)}::uuid[]) and due_paise = 0
          and exists (select 1 from payment_orders o where o.booking_id = bookings.id and o.purpose = 'balance' and o.state = 'paid')`,
  );
  // A form sent twice refunds its amount once, however its rows are split over payments.
  const doubleRefunds = await count(
    db,
    sql`select count(*) as n from (select cause from refunds where cause = any(${sql.param(race.twice.map((formId) => `staff:${formId}`))}::text[])
          and state <> 'failed' group by cause having sum(amount_paise) > ${TWICE_PAISE}) as twice`,
  );
  return {
    balancePayments: payments.filter((payment) => !dueOrderIds.has(payment.order_id)).length,
    balancesSettled,
    doublePayments,
    unrecordedPayments,
    overRefunds,
    ledgerMismatches,
    netPaise,
    providerHoldsPaise,
    doubleRefunds,
    refunds: await count(db, sql`select count(distinct cause) as n from refunds where state <> 'failed'`),
    refundsFailed: await count(db, sql`select count(*) as n from refunds where state = 'failed'`),
  };
}

export async function runBalanceRace(options: BalanceRaceOptions): Promise<BalanceRaceResult> {
  const fake = await startFakeRazorpay(KEYS);
  const env = {
    ...razorpayEnv(fake),
    AUTH_SECRET,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    AUTH_SIGN_IN_LIMIT: '1000000',
  };
  try {
    return await onTwoServers('balancerace', options.databaseUrl, env, async ({ servers, db }) => {
      // Confirmed bookings paid online (retreats and stays in turn), each then owing `duePaise` more, as a
      // move to dearer dates leaves it.
      const paidOrderIds = await openOrders(db, servers[0]!.url, options.bookings, 'balance');
      for (const [i, orderId] of paidOrderIds.entries()) {
        const { paymentId, signature } = fake.capturePayment(orderId);
        const answer = await sendCheckoutAnswer(servers[i % servers.length]!.url, orderId, paymentId, signature, ANSWER_WITHIN_MS);
        if (answer.outcome !== 200) throw new Error(`paying ${orderId} answered ${answer.outcome}: ${answer.body.slice(0, 200)}`);
      }
      const result = await db.execute(
        sql`update bookings set due_paise = ${options.duePaise} where order_id = any(${sql.param(paidOrderIds)}::text[])
            returning id, (select amount_paise from payment_orders o where o.booking_id = bookings.id) as paid`,
      );
      const booked = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string; paid: number }[]).map(
        (row) => ({ id: row.id, paid: Number(row.paid) }),
      );
      if (booked.length !== options.bookings) throw new Error(`${booked.length} bookings owe their due, not ${options.bookings}`);
      const cookies = await Promise.all(servers.map(signIn));
      const key = deriveManageKey(AUTH_SECRET);

      const byStatus: Record<string, number> = {};
      const seen: Seen = (answer) => {
        byStatus[String(answer.outcome)] = (byStatus[String(answer.outcome)] ?? 0) + 1;
      };
      let refused = 0;
      const twiceFormIds: string[] = [];
      const operations: (() => Promise<unknown>)[] = [];
      for (const [b, booking] of booked.entries()) {
        const token = signManageToken(booking.id, key);
        for (let tab = 0; tab < options.tabs; tab += 1) operations.push(() => payFromTab(servers, b + tab, token, fake, seen));
        const on = (n: number) => ({ server: servers[(b + n) % servers.length]!, cookie: cookies[(b + n) % servers.length]! });
        const ask = (n: number, formId: string, paise: number) => () =>
          refund(on(n).server, on(n).cookie, booking.id, formId, paise, seen).then((no) => (refused += no ? 1 : 0));
        // One form sent twice (a double click reaching both processes): one refund.
        const twice = crypto.randomUUID();
        twiceFormIds.push(twice);
        operations.push(ask(0, twice, TWICE_PAISE), ask(1, twice, TWICE_PAISE));
        // Refunds that fit, one of everything first paid, and one of everything that could be paid.
        operations.push(ask(0, crypto.randomUUID(), 150_000), ask(1, crypto.randomUUID(), 200_000));
        operations.push(ask(0, crypto.randomUUID(), booking.paid), ask(1, crypto.randomUUID(), booking.paid + options.duePaise));
      }
      await Promise.all(shuffle(operations).map((operation) => operation()));

      const tally = await tallyRace(db, fake, {
        bookingIds: booked.map((booking) => booking.id),
        firstOrderIds: new Set(paidOrderIds),
        twice: twiceFormIds,
      });
      const errors = Object.entries(byStatus)
        .filter(([status]) => status === 'reset' || status === 'hang' || Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
      return { operations: operations.length, errors, byStatus, refundsRefused: refused, ...tally };
    });
  } finally {
    await fake.close();
  }
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(await runBalanceRace({ bookings: 10, tabs: 4, duePaise: 500_000, databaseUrl: POSTGRES_URL }));
}
