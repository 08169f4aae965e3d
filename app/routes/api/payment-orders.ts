import { data } from 'react-router';
import type { PaidOrder, PaymentOrder, RefusedOrder } from '#app/lib/api/payments.ts';
import { CHECKOUT_MESSAGES, normaliseIndianPhone, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { paymentOrderSchema } from '#app/lib/schemas/payment.ts';
import { bookingRateLimit } from '#server/bookings/rate-limits.ts';
import { db } from '#server/db/index.ts';
import { firstIssue, readJsonBody } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { DuplicateBooking, startPayment } from '#server/payments/checkout.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { InvalidProviderResponse, ProviderAuthError } from '#server/provider/types.ts';
import { Refusal } from '#server/refusal.ts';
import { paidBookingAnswer } from '../+shared/paid-booking.ts';
import { methodNotAllowed, refusedAsAnswer, refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/payment-orders.ts';

/** POST /api/payments/orders: prices what is booked and opens a provider order. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const parsed = paymentOrderSchema.safeParse(await refusedAsAnswer(readJsonBody(request)));
  if (!parsed.success) return refusedWith(firstIssue(parsed.error), 400);
  if (parsed.data.website) return refusedWith(PAYMENT_MESSAGES.orderFailed, 400);

  const { customer, website: _website, ...booked } = parsed.data;
  const provider = paymentProvider();
  // The limit is counted in the database, so it sits inside the try: with the database away the guest
  // gets the checkout's failure message, not a bare server error.
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), requestInfo(context).ip);
    if (!limit.allowed) return refusedWith(CHECKOUT_MESSAGES.tooMany, 429);
    const started = await startPayment(db(), provider, {
      ...booked,
      customer: { name: customer.name, email: customer.email, phone: customer.mobile, state: customer.state ?? null },
    });
    // The same checkout after its payment went through: its booking, never a second order.
    if (started.state === 'paid') return await paidAnswer(started.booking);
    return {
      id: started.providerOrderId,
      amount: started.amountPaise,
      currency: started.currency,
      keyId: started.keyId,
      provider: provider.name,
      prefill: { name: customer.name, email: customer.email, contact: normaliseIndianPhone(customer.mobile) },
    } satisfies PaymentOrder;
  } catch (error) {
    if (error instanceof DuplicateBooking) {
      // The reference only to the browser that holds the booking's link (DuplicateBooking decides).
      const duplicate = { error: error.message, duplicate: error.reference ? { reference: error.reference } : {} } satisfies RefusedOrder;
      return data(duplicate, { status: error.status });
    }
    // The sentence alone: a promo code's refusal names its field, which the checkout does not show.
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
}

async function paidAnswer(booking: Parameters<typeof paidBookingAnswer>[0]) {
  return { paid: true, ...(await paidBookingAnswer(booking, booking.paymentId ?? '')) } satisfies PaidOrder;
}

export function loader() {
  return methodNotAllowed();
}
