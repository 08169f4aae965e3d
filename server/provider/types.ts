import type { PaymentProviderName } from '#app/lib/enums.ts';

// What the payment code needs from a provider, so Razorpay and the demo checkout share one path.

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface ProviderPayment {
  id: string;
  /** Razorpay's payment status: created, authorized, captured, refunded or failed. */
  status: string;
  amount: number;
  currency: string;
}

export interface CreateOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Ties the provider's order to our payment order; Razorpay allows at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface CreateRefundInput {
  /** The provider's payment to refund. */
  paymentId: string;
  amountPaise: number;
  /** Our refund's id: the idempotency key and receipt, so a retry after a timeout is the same refund. */
  refundId: string;
  notes: Record<string, string>;
}

/** A refund as the provider knows it: Razorpay's states are pending, processed and failed. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  status: string;
  amount: number;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** Public key the browser's checkout needs (Razorpay's key id, or a fixed label for the demo). */
  keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhook(rawBody: string, signature: string | null): boolean;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  fetchPaymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

/** The provider refused our credentials (HTTP 401): the guest reads 'Authentication failed. Please contact support.' */
export class ProviderAuthError extends Error {
  override name = 'ProviderAuthError';
}

/** The provider could not be reached, timed out, or answered 5xx: worth retrying later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The provider answered without the fields we rely on (id, amount, currency), or refused the request (4xx). */
export class InvalidProviderResponse extends Error {
  override name = 'InvalidProviderResponse';
}
