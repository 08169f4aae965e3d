import { checkoutSignature, signaturesMatch, webhookSignature } from './signatures.ts';
import {
  InvalidProviderResponse,
  type PaymentProvider,
  ProviderAuthError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailable,
} from './types.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Without it no webhook can be verified, so every webhook is refused. */
  webhookSecret?: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiBase: string;
  fetch?: typeof fetch;
}

/** A hung provider must not hold a guest's request (or the reconciliation job) forever. */
const TIMEOUT_MS = 10_000;

/** Razorpay over its REST API (Orders and Payments), with Basic auth of key id and secret. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // Connection refused, DNS failure, reset or timeout: nothing was learned about the order.
      throw new ProviderUnavailable(`Razorpay could not be reached: ${describe(error)}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (response.status === 401) throw new ProviderAuthError('Razorpay refused the API credentials (401)');
    if (response.status >= 500) throw new ProviderUnavailable(`Razorpay answered ${response.status}`);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new InvalidProviderResponse(`Razorpay answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) {
      // Razorpay's errors read { error: { code, description } }; the description is the server error the guest is shown.
      const description =
        isRecord(json) && isRecord(json.error) && typeof json.error.description === 'string' ? json.error.description : '';
      throw new InvalidProviderResponse(description || `Razorpay answered ${response.status}`);
    }
    return json;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder(input): Promise<ProviderOrder> {
      const json = await call('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt.slice(0, 40),
        notes: input.notes,
      });
      if (!isRecord(json) || typeof json.id !== 'string' || !json.id) throw new InvalidProviderResponse('Razorpay order has no id');
      if (typeof json.amount !== 'number' || typeof json.currency !== 'string') {
        throw new InvalidProviderResponse('Razorpay order has no amount or currency');
      }
      return { id: json.id, amount: json.amount, currency: json.currency };
    },

    verifyCheckout(orderId, paymentId, signature) {
      if (!orderId || !paymentId || !signature) return false;
      return signaturesMatch(checkoutSignature(orderId, paymentId, options.keySecret), signature);
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) return false;
      return signaturesMatch(webhookSignature(rawBody, options.webhookSecret), signature);
    },

    async fetchOrderPayments(orderId): Promise<ProviderPayment[]> {
      const json = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      if (!isRecord(json) || !Array.isArray(json.items)) throw new InvalidProviderResponse('Razorpay payments list has no items');
      return json.items.flatMap((item: unknown) =>
        isRecord(item) &&
        typeof item.id === 'string' &&
        typeof item.status === 'string' &&
        typeof item.amount === 'number' &&
        typeof item.currency === 'string'
          ? [{ id: item.id, status: item.status, amount: item.amount, currency: item.currency }]
          : [],
      );
    },

    async createRefund(input): Promise<ProviderRefund> {
      // Razorpay answers the same refund again for the same key and body, and refuses a different body.
      const json = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', receipt: input.refundId.slice(0, 40), notes: input.notes },
        { 'X-Refund-Idempotency': input.refundId },
      );
      const refund = refundOf(json);
      if (!refund) throw new InvalidProviderResponse('Razorpay refund has no id, amount or status');
      return refund;
    },

    async fetchPaymentRefunds(paymentId): Promise<ProviderRefund[]> {
      const json = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`);
      if (!isRecord(json) || !Array.isArray(json.items)) throw new InvalidProviderResponse('Razorpay refunds list has no items');
      return json.items.flatMap((item: unknown) => {
        const refund = refundOf(item);
        return refund ? [refund] : [];
      });
    },
  };
}

function refundOf(json: unknown): ProviderRefund | null {
  if (!isRecord(json) || typeof json.id !== 'string' || !json.id) return null;
  if (typeof json.amount !== 'number' || typeof json.status !== 'string' || typeof json.payment_id !== 'string') return null;
  const notes: Record<string, string> = {};
  if (isRecord(json.notes)) for (const [key, value] of Object.entries(json.notes)) if (typeof value === 'string') notes[key] = value;
  return { id: json.id, paymentId: json.payment_id, status: json.status, amount: json.amount, notes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}
