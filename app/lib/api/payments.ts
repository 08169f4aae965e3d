import type { PaymentProviderName } from '../enums.ts';
import type { RefusedAnswer } from './answer.ts';

// What the checkouts' endpoints answer (app/routes/api/payment-*.ts, demo-checkout.ts), and what the
// checkout script (components/payments/checkout-dialog.enhance.ts) reads.

/** A payment recorded: its booking's reference and page, the rooms it took, and the sentence to show. */
export interface PaidBookingAnswer {
  reference: string;
  bookingUrl: string;
  /** Paid after its rooms were sold: nothing is booked, and `message` says it will be refunded. */
  paidWithoutRoom: boolean;
  /** Paid after its promo code had gone to another booking: `message` says what is due. */
  discountNotApplied: boolean;
  /** The rooms it took ('Garden Room, 2 rooms'), when it took any. */
  room: string | null;
  message: string;
}

/** POST /api/payments/orders: an order to open in the provider's checkout. */
export interface PaymentOrder {
  id: string;
  amount: number;
  currency: string;
  keyId: string;
  provider: PaymentProviderName;
  prefill: { name: string; email: string; contact: string };
}

/** The same checkout asked again after it was paid: its booking, and no new order. */
export type PaidOrder = { paid: true } & PaidBookingAnswer;

/** A refused order; a confirmed booking for the same dates names its reference only to the browser that holds its link. */
export type RefusedOrder = RefusedAnswer & { duplicate?: { reference?: string } };

export type PaymentOrderAnswer = PaymentOrder | PaidOrder | RefusedOrder;

/** POST /api/payments/verify: the booking written, or why not (`message` is the sentence for the guest). */
export type PaymentVerifyAnswer =
  | ({ success: true; verified: true; bookingId: string; paymentId: string } & PaidBookingAnswer)
  | { success: false; verified?: false; error: string; message?: string }
  | RefusedAnswer;

/** POST /api/payments/demo: an answer signed as Razorpay signs its own, or the declined payment's reason. */
export type DemoCheckoutAnswer =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { error: { description: string } }
  | RefusedAnswer;
