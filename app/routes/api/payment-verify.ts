import { data } from 'react-router';
import type { PaymentVerifyAnswer } from '#app/lib/api/payments.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { paymentAnswerSchema } from '#app/lib/schemas/payment.ts';
import { db } from '#server/db/index.ts';
import { readJsonBody } from '#server/http/body.ts';
import { logger } from '#server/logger.ts';
import { confirmPaidOrder, PaymentMismatch, UnknownPaymentOrder } from '#server/payments/confirm.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { paidBookingAnswer } from '../+shared/paid-booking.ts';
import { methodNotAllowed, refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/payment-verify.ts';

/**
 * POST /api/payments/verify: the checkout's answer. The signature is checked against the order id the
 * answer names, which must be one of ours; then the one confirmation path writes the booking.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ success: false, error: 'Use POST.' } satisfies PaymentVerifyAnswer, { status: 405 });
  const parsed = paymentAnswerSchema.safeParse(await refusedAsAnswer(readJsonBody(request)));
  if (!parsed.success)
    return data({ success: false, error: PAYMENT_MESSAGES.incompleteResponse } satisfies PaymentVerifyAnswer, { status: 400 });
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = parsed.data;

  if (!paymentProvider().verifyCheckout(orderId, paymentId, signature)) {
    return data(
      {
        success: false,
        verified: false,
        error: 'Invalid signature',
        message: PAYMENT_MESSAGES.invalidSignature,
      } satisfies PaymentVerifyAnswer,
      { status: 400 },
    );
  }
  try {
    const { booking, balance } = await confirmPaidOrder(db(), { providerOrderId: orderId, paymentId });
    // A booking paid after its rooms were sold is not confirmed: the answer says so, never "Booking confirmed!".
    return {
      success: true,
      verified: true,
      bookingId: booking.id,
      paymentId,
      ...(await paidBookingAnswer(booking, paymentId, { balance })),
    } satisfies PaymentVerifyAnswer;
  } catch (error) {
    if (error instanceof UnknownPaymentOrder) {
      return data(
        {
          success: false,
          error: 'Unknown order',
          message: PAYMENT_MESSAGES.verificationFailed('Unknown order', paymentId),
        } satisfies PaymentVerifyAnswer,
        { status: 404 },
      );
    }
    if (error instanceof PaymentMismatch) {
      logger.error({ err: error, orderId, paymentId }, 'payment does not match its order');
      return data(
        {
          success: false,
          error: 'Amount mismatch',
          message: PAYMENT_MESSAGES.verificationFailed('Amount mismatch', paymentId),
        } satisfies PaymentVerifyAnswer,
        { status: 409 },
      );
    }
    // Paid but not saved: the order stays recorded, and the webhook or reconciliation will retry.
    logger.error({ err: error, orderId, paymentId }, 'booking could not be saved after payment');
    return data(
      { success: false, error: 'Database error', message: PAYMENT_MESSAGES.databaseError(paymentId) } satisfies PaymentVerifyAnswer,
      { status: 503 },
    );
  }
}

export function loader() {
  return methodNotAllowed();
}
