import { data } from 'react-router';
import type { PaidOrder, PaymentOrder, RefusedOrder } from '#app/lib/api/payments.ts';
import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { BALANCE_MESSAGES, CHECKOUT_MESSAGES, normaliseIndianPhone, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { balanceOrderSchema, paymentOrderSchema } from '#app/lib/schemas/payment.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { readManageToken } from '#server/bookings/manage-link.ts';
import { bookingRateLimit } from '#server/bookings/rate-limits.ts';
import { db } from '#server/db/index.ts';
import { firstIssue, readJsonBody } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { startBalancePayment } from '#server/payments/balance.ts';
import { DuplicateBooking, startPayment } from '#server/payments/checkout.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { InvalidProviderResponse, ProviderAuthError } from '#server/provider/types.ts';
import { Refusal } from '#server/refusal.ts';
import { paidBookingAnswer } from '../+shared/paid-booking.ts';
import { methodNotAllowed, refusedAsAnswer, refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/payment-orders.ts';

type PaymentOrderRequest = z.output<typeof paymentOrderSchema>;

/** POST /api/payments/orders: prices what is booked (or what is due on a booking) and opens a provider order. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await refusedAsAnswer(readJsonBody(request));
  if (typeof body === 'object' && body !== null && 'kind' in body && body.kind === 'balance') {
    const balance = balanceOrderSchema.safeParse(body);
    if (!balance.success) return refusedWith(firstIssue(balance.error), 400);
    if (balance.data.website) return refusedWith(PAYMENT_MESSAGES.orderFailed, 400);
    return balanceOrder(balance.data.booking, context);
  }
  const parsed = paymentOrderSchema.safeParse(body);
  if (!parsed.success) return refusedWith(firstIssue(parsed.error), 400);
  if (parsed.data.website) return refusedWith(PAYMENT_MESSAGES.orderFailed, 400);

  const provider = paymentProvider();
  // The limit is counted in the database, so it sits inside the try: with the database away the guest
  // gets the checkout's failure message, not a bare server error.
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), requestInfo(context).ip);
    if (!limit.allowed) return refusedWith(CHECKOUT_MESSAGES.tooMany, 429);
    const ordered = await withStay(parsed.data);
    if (!ordered) return refusedWith(APPOINTMENT_MESSAGES.stayNotFound, 404);
    const { customer, website: _website, ...booked } = ordered;
    const started = await startPayment(db(), provider, {
      ...booked,
      customer: { name: customer.name, email: customer.email, phone: customer.mobile, state: customer.state ?? null },
    });
    // The same checkout after its payment went through: its booking, never a second order.
    if (started.state === 'paid') return await paidAnswer(started.booking);
    return orderAnswer(started, provider.name, { name: customer.name, email: customer.email, phone: customer.mobile });
  } catch (error) {
    if (error instanceof DuplicateBooking) {
      // The reference only to the browser that holds the booking's link (DuplicateBooking decides).
      const duplicate = { error: error.message, duplicate: error.reference ? { reference: error.reference } : {} } satisfies RefusedOrder;
      return data(duplicate, { status: error.status });
    }
    // The sentence alone: a promo code's refusal names its field, which the checkout does not show.
    return orderRefused(error);
  }
}

/**
 * A therapy booked from a stay's page names the stay by that page's token: the stay it reads back is
 * priced and linked; a wrong or forged token, none (null, answered as a stay that is not there).
 */
async function withStay(asked: PaymentOrderRequest) {
  if (asked.kind !== 'appointment') return asked;
  const { stay, ...rest } = asked;
  if (!stay) return rest;
  const stayBookingId = await readManageToken(stay);
  return stayBookingId ? { ...rest, stayBookingId } : null;
}

/** What is due on a booking already made: its page's token names it; the amount is its due, never the browser's. */
async function balanceOrder(token: string, context: Route.ActionArgs['context']) {
  const provider = paymentProvider();
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), requestInfo(context).ip);
    if (!limit.allowed) return refusedWith(CHECKOUT_MESSAGES.tooMany, 429);
    // A wrong or forged token is answered as a booking that is not there.
    const bookingId = await readManageToken(token);
    if (!bookingId) return refusedWith(BALANCE_MESSAGES.notFound, 404);
    const started = await startBalancePayment(db(), provider, bookingId);
    return orderAnswer(started, provider.name, { ...started.customer, email: started.customer.email ?? '' });
  } catch (error) {
    return orderRefused(error);
  }
}

/** The order as the browser's checkout opens it, with who pays for the provider to prefill. */
function orderAnswer(
  started: { providerOrderId: string; amountPaise: number; currency: 'INR'; keyId: string },
  provider: PaymentOrder['provider'],
  customer: { name: string; email: string; phone: string },
): PaymentOrder {
  return {
    id: started.providerOrderId,
    amount: started.amountPaise,
    currency: started.currency,
    keyId: started.keyId,
    provider,
    prefill: { name: customer.name, email: customer.email, contact: normaliseIndianPhone(customer.phone) },
  };
}

/** A refusal in its own words; the provider's and the database's failures in the checkout's. */
function orderRefused(error: unknown) {
  if (error instanceof Refusal) return refusedWith(error.message, error.status);
  if (error instanceof ProviderAuthError) {
    logger.error({ err: error }, 'payment provider refused our credentials');
    return data({ error: PAYMENT_MESSAGES.authFailed } satisfies RefusedOrder, { status: 502 });
  }
  if (error instanceof InvalidProviderResponse) {
    logger.error({ err: error }, 'payment provider answered an order we cannot use');
    return data({ error: PAYMENT_MESSAGES.invalidOrderResponse } satisfies RefusedOrder, { status: 502 });
  }
  logger.error({ err: error }, 'payment order could not be created');
  return data({ error: PAYMENT_MESSAGES.orderFailed } satisfies RefusedOrder, { status: 503 });
}

async function paidAnswer(booking: Parameters<typeof paidBookingAnswer>[0]) {
  return { paid: true, ...(await paidBookingAnswer(booking, booking.paymentId ?? '')) } satisfies PaidOrder;
}

export function loader() {
  return methodNotAllowed();
}
