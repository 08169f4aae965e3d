import crypto from 'node:crypto';
import { addDays } from '#app/lib/dates.ts';
import { signDemoPayment } from '#server/provider/demo.ts';
import { type Answer, postJson } from './drills/support.ts';
import type { RunningServer } from './server.ts';

export interface StayOrderBurst {
  count: number;
  roomTypeId: string;
  checkIn: string;
  /** Adults in the one room; two unless the type sleeps more. */
  adults?: number;
  /** Names the guests' addresses: `<tag>-guest-1@example.org`, … */
  tag: string;
  /** What guest i's order carries besides the stay: a promo code, the state the guest lives in, an address of its own. */
  extra?: (i: number) => { promoCode?: string; state?: string; email?: string };
}

/**
 * One-night stays (for two adults unless told), opened at once by as many new guests through the checkout's endpoint,
 * spread over the servers: the start of every race about what a checkout takes (a number, a code's use).
 */
export function openStayOrders(servers: RunningServer[], burst: StayOrderBurst): Promise<Answer[]> {
  return Promise.all(Array.from({ length: burst.count }, (_, i) => openStayOrder(servers[i % servers.length]!, burst, i)));
}

/** Guest i's one-night stay of the burst, opened on one server: the races that open checkouts one after another use it alone. */
export function openStayOrder(server: RunningServer, burst: Omit<StayOrderBurst, 'count'>, i: number): Promise<Answer> {
  const { promoCode, state, email } = burst.extra?.(i) ?? {};
  return postJson(server.url, '/api/payments/orders', {
    kind: 'stay',
    checkIn: burst.checkIn,
    checkOut: addDays(burst.checkIn, 1),
    adults: burst.adults ?? 2,
    roomTypeId: burst.roomTypeId,
    ...(promoCode === undefined ? {} : { promoCode }),
    idempotencyKey: crypto.randomUUID(),
    customer: {
      name: `Guest ${i + 1}`,
      email: email ?? `${burst.tag}-guest-${i + 1}@example.org`,
      mobile: '+91 98765 43210',
      ...(state === undefined ? {} : { state }),
    },
  });
}

/** Pays every held checkout at once, spread over the servers, through the same answer a guest's browser sends. */
export function payHeldOrders(servers: RunningServer[], orderIds: string[], demoSecret: string): Promise<Answer[]> {
  return Promise.all(
    orderIds.map((orderId, i) => {
      const { paymentId, signature } = signDemoPayment(orderId, demoSecret);
      return postJson(servers[i % servers.length]!.url, '/api/payments/verify', {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
    }),
  );
}
