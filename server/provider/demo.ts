import crypto from 'node:crypto';
import { checkoutSignature, signaturesMatch } from './signatures.ts';
import type { PaymentProvider, ProviderOrder } from './types.ts';

// A provider for development and demonstrations: no money moves. It keeps no state, because any
// app process may create an order and another verify it; the order's amount lives in our own
// payment_orders row, and the signature is an HMAC with a secret every process shares, so the
// server path after checkout is the same as with Razorpay.

export const DEMO_KEY_ID = 'demo';

export function createDemoProvider(options: { secret: string }): PaymentProvider {
  return {
    name: 'demo',
    keyId: DEMO_KEY_ID,

    async createOrder(input): Promise<ProviderOrder> {
      return { id: `order_demo_${randomId()}`, amount: input.amountPaise, currency: input.currency };
    },

    verifyCheckout(orderId, paymentId, signature) {
      if (!orderId || !paymentId || !signature) return false;
      return signaturesMatch(checkoutSignature(orderId, paymentId, options.secret), signature);
    },

    // The demo has no webhooks; a request claiming to be one is refused.
    verifyWebhook() {
      return false;
    },

    // Demo payments are confirmed by the checkout answer only; there is nothing to reconcile.
    async fetchOrderPayments() {
      return [];
    },

    // No money moves and no webhook follows, so the refund is processed at once. Its id comes from ours:
    // asking again (a retry) gives the same refund, as Razorpay's idempotency key does.
    async createRefund(input) {
      const id = `rfnd_demo_${crypto.createHash('sha256').update(input.refundId).digest('base64url').slice(0, 14)}`;
      return { id, paymentId: input.paymentId, status: 'processed', amount: input.amountPaise, notes: input.notes };
    },

    // Every demo refund is settled by its create answer: nothing is left for reconciliation to ask about.
    async fetchPaymentRefunds() {
      return [];
    },
  };
}

/** What the demo checkout endpoint answers when the guest presses "pay": the ids and their signature. */
export function signDemoPayment(orderId: string, secret: string): { paymentId: string; signature: string } {
  const paymentId = `pay_demo_${randomId()}`;
  return { paymentId, signature: checkoutSignature(orderId, paymentId, secret) };
}

function randomId(): string {
  return crypto.randomBytes(9).toString('base64url');
}
