import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { processedWebhookEvents } from '../db/schema.ts';
import { jsonHasUnstorableText } from '../http/storable.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { applyRefundWebhook, refundEntityOf, type RefundWebhookOutcome } from '../refunds/webhook.ts';
import { confirmPaidOrder, PaymentMismatch, UnknownPaymentOrder } from './confirm.ts';
import { markOrderFailed } from './unpaid.ts';

/** Missing or wrong X-Razorpay-Signature: answer 401 and change nothing. */
export class WebhookSignatureInvalid extends Error {
  override name = 'WebhookSignatureInvalid';
  readonly status = 401;
}

/** A correctly signed body we cannot read: answer 400. */
export class WebhookMalformed extends Error {
  override name = 'WebhookMalformed';
  readonly status = 400;
}

export type WebhookOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'failure-recorded'
  | 'failure-ignored'
  | 'duplicate'
  | 'ignored'
  | 'unknown-order'
  | 'mismatch'
  | RefundWebhookOutcome;

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/**
 * POST /api/payments/razorpay/webhook, after the raw body was read (the signature covers its exact
 * bytes). Every outcome except a bad signature or body should be answered 2xx, because Razorpay
 * retries anything else: an order we do not know or a payment that does not match its order will
 * not get better by being redelivered. Throws only for a bad signature/body or a database failure,
 * in which case the event is not recorded as processed, so Razorpay's retry gets another chance.
 */
export async function handleWebhook(db: Database, provider: PaymentProvider, rawBody: string, headers: HeaderBag): Promise<WebhookOutcome> {
  if (!provider.verifyWebhook(rawBody, header(headers, 'x-razorpay-signature'))) {
    throw new WebhookSignatureInvalid('Invalid webhook signature');
  }
  const event = parse(rawBody);

  // Razorpay may deliver one event several times; its id makes the redelivery a no-op.
  const eventId = header(headers, 'x-razorpay-event-id');
  if (eventId) {
    const inserted = await db
      .insert(processedWebhookEvents)
      .values({ eventId })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
  }

  try {
    return await dispatch(db, event);
  } catch (error) {
    // Not processed after all: forget the id so that Razorpay's retry is handled.
    if (eventId)
      await db
        .delete(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, eventId))
        .catch(() => {});
    throw error;
  }
}

interface PaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  error_description?: string | null;
}

type ParsedEvent = { event: string; payment: PaymentEntity | null; payload: Record<string, unknown> };

async function dispatch(db: Database, event: ParsedEvent): Promise<WebhookOutcome> {
  const payment = event.payment;
  switch (event.event) {
    case 'order.paid':
    case 'payment.captured': {
      if (!payment) throw new WebhookMalformed(`${event.event} without a payment entity`);
      try {
        const result = await confirmPaidOrder(db, {
          providerOrderId: payment.order_id,
          paymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
        });
        return result.alreadyConfirmed ? 'already-confirmed' : 'confirmed';
      } catch (error) {
        if (error instanceof UnknownPaymentOrder) return 'unknown-order';
        if (error instanceof PaymentMismatch) {
          // Money was taken for the wrong amount: keep the evidence on the order for manual recovery.
          await markOrderFailed(db, payment.order_id, `${error.name}: ${error.message}`);
          return 'mismatch';
        }
        throw error;
      }
    }
    case 'payment.failed': {
      if (!payment) throw new WebhookMalformed('payment.failed without a payment entity');
      const reason = payment.error_description || 'Payment failed';
      return (await markOrderFailed(db, payment.order_id, reason)) ? 'failure-recorded' : 'failure-ignored';
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refund = refundEntityOf(event.payload);
      if (!refund) throw new WebhookMalformed(`${event.event} without a refund entity`);
      return applyRefundWebhook(db, event.event, refund);
    }
    default:
      return 'ignored';
  }
}

/** Reads `{ event, payload: { payment: { entity } } }`, checking only what dispatch relies on. */
function parse(rawBody: string): ParsedEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookMalformed('Webhook body is not JSON');
  }
  if (!isRecord(json) || typeof json.event !== 'string') throw new WebhookMalformed('Webhook body has no event');
  // A NUL or a lone UTF-16 half would fail (or be silently altered) in the database on every redelivery.
  if (jsonHasUnstorableText(json)) throw new WebhookMalformed('Webhook body has text that cannot be stored');
  const payload = isRecord(json.payload) ? json.payload : {};
  const entity = isRecord(payload.payment) && isRecord(payload.payment.entity) ? payload.payment.entity : null;
  if (!entity) return { event: json.event, payment: null, payload };
  const { id, order_id: orderId, amount, currency, error_description: errorDescription } = entity;
  if (typeof id !== 'string' || typeof orderId !== 'string' || !orderId || typeof amount !== 'number' || typeof currency !== 'string') {
    return { event: json.event, payment: null, payload };
  }
  return {
    event: json.event,
    payment: { id, order_id: orderId, amount, currency, error_description: typeof errorDescription === 'string' ? errorDescription : null },
    payload,
  };
}

function header(headers: HeaderBag, name: string): string | null {
  const value = headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()]);
  if (Array.isArray(value)) return value[0] ?? null;
  return value || null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
