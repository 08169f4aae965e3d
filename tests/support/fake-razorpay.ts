import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, webhookSignature } from '#server/provider/signatures.ts';

// A stand-in for Razorpay's REST API (Orders and Payments) on 127.0.0.1, so the live provider's
// code is tested over real HTTP, and a recorder of what it was asked (to assert the amount charged).

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'created' | 'paid';
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  error_description?: string | null;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorized: boolean;
  body: unknown;
  /** The X-Refund-Idempotency header, when one was sent. */
  idempotencyKey?: string;
}

/**
 * How the refund endpoint misbehaves for a drill: 'down' answers 503 creating nothing; 'lost-answer'
 * creates the refund and then answers 504, as a timeout after Razorpay acted would look.
 */
export type RefundOutage = 'down' | 'lost-answer' | null;

export interface FakeRazorpay {
  url: string;
  requests: RecordedRequest[];
  orders: Map<string, FakeOrder>;
  /** Records a captured payment for the order, and returns what Standard Checkout would hand the browser. */
  capturePayment(orderId: string, amount?: number): { paymentId: string; signature: string; payment: FakePayment };
  /** Records a failed payment attempt for the order. */
  failPayment(orderId: string, description?: string): FakePayment;
  webhookBody(event: 'payment.captured' | 'order.paid' | 'payment.failed' | string, payment: FakePayment): string;
  refunds: Map<string, FakeRefund>;
  /** Records a captured payment outside any order flow (e.g. for a paid order made through the demo path). */
  addCapturedPayment(paymentId: string, amount: number): FakePayment;
  /** Razorpay settles the refund: its status becomes processed or failed; the webhook body to post is returned. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): string;
  /** `refund.processed` / `refund.failed` as Razorpay sends it: payload.refund.entity and payload.payment.entity. */
  refundWebhookBody(event: 'refund.processed' | 'refund.failed', refund: FakeRefund): string;
  setRefundOutage(outage: RefundOutage): void;
  signWebhook(body: string, webhookSecret: string): string;
  /** The next API request answers this HTTP status with a Razorpay-style error. */
  failNextWith(status: number): void;
  close(): Promise<void>;
}

export async function startFakeRazorpay(options: { keyId: string; keySecret: string }): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: RecordedRequest[] = [];
  const refunds = new Map<string, FakeRefund>();
  /** Idempotency key → the refund made under it and the body that made it. */
  const refundKeys = new Map<string, { refundId: string; body: string }>();
  let nextFailure: number | null = null;
  let refundOutage: RefundOutage = null;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const authorized = req.headers.authorization === expectedAuth;
    const idempotencyKey = typeof req.headers['x-refund-idempotency'] === 'string' ? req.headers['x-refund-idempotency'] : undefined;
    requests.push({ method: req.method ?? '', path, authorized, body, ...(idempotencyKey ? { idempotencyKey } : {}) });

    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, code: string, description: string) => send(status, { error: { code, description } });

    if (nextFailure !== null) {
      const status = nextFailure;
      nextFailure = null;
      return error(
        status,
        status === 401 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
        status === 401 ? 'Authentication failed' : 'Injected failure',
      );
    }
    if (!authorized) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');

    if (req.method === 'POST' && path === '/v1/orders') {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100) {
        return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      }
      if (input.currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'The currency is invalid');
      if (typeof input.receipt === 'string' && input.receipt.length > 40) {
        return error(400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.');
      }
      const order: FakeOrder = {
        id: `order_${randomId()}`,
        entity: 'order',
        amount: input.amount,
        currency: input.currency,
        receipt: typeof input.receipt === 'string' ? input.receipt : null,
        notes: (input.notes ?? {}) as Record<string, string>,
        status: 'created',
      };
      orders.set(order.id, order);
      return send(200, order);
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === 'GET' && orderPayments) {
      const orderId = decodeURIComponent(orderPayments[1] ?? '');
      if (!orders.has(orderId)) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = [...payments.values()].filter((payment) => payment.order_id === orderId);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(path);
    if (refundPath) {
      const payment = payments.get(decodeURIComponent(refundPath[1] ?? ''));
      if (req.method === 'GET' && path.endsWith('/refunds')) {
        if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const items = [...refunds.values()].filter((refund) => refund.payment_id === payment.id);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (req.method === 'POST' && path.endsWith('/refund')) {
        if (refundOutage === 'down') return error(503, 'SERVER_ERROR', 'The refund service is unavailable');
        if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        const made = createRefund(payment, body, idempotencyKey);
        if ('error' in made) return error(400, 'BAD_REQUEST_ERROR', made.error);
        if (refundOutage === 'lost-answer') return error(504, 'SERVER_ERROR', 'Gateway timeout');
        return send(200, made.refund);
      }
    }
    const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && onePayment) {
      const payment = payments.get(decodeURIComponent(onePayment[1] ?? ''));
      return payment ? send(200, payment) : error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  });

  /** Razorpay's rules: same key and body → the same refund; same key, other body → refused; never beyond the payment. */
  function createRefund(payment: FakePayment, body: unknown, key: string | undefined): { refund: FakeRefund } | { error: string } {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const canonical = JSON.stringify(body ?? null);
    if (key) {
      const earlier = refundKeys.get(key);
      if (earlier) {
        if (earlier.body !== canonical) return { error: 'Different request body sent for the same idempotency key' };
        return { refund: refunds.get(earlier.refundId)! };
      }
    }
    if (payment.status !== 'captured') return { error: 'The payment has not been captured' };
    const amount = input.amount ?? payment.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return { error: 'The amount must be atleast INR 1.00' };
    }
    if (typeof input.receipt === 'string' && input.receipt.length > 40) return { error: 'receipt: the length must be no more than 40.' };
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_id === payment.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + amount > payment.amount) return { error: 'The total refund amount is greater than the refund payment amount' };
    const refund: FakeRefund = {
      id: `rfnd_${randomId()}`,
      entity: 'refund',
      payment_id: payment.id,
      amount,
      currency: payment.currency,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      notes: (input.notes ?? {}) as Record<string, string>,
      status: 'pending',
      speed_requested: typeof input.speed === 'string' ? input.speed : 'normal',
      created_at: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (key) refundKeys.set(key, { refundId: refund.id, body: canonical });
    return { refund };
  }

  function refundWebhookBody(event: 'refund.processed' | 'refund.failed', refund: FakeRefund): string {
    const payment = payments.get(refund.payment_id);
    return eventBody(event, { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) });
  }

  /** A webhook's body as Razorpay sends it: the event, and the entities it carries. */
  function eventBody(event: string, payload: Record<string, unknown>): string {
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  /** A payment of an order (of its amount unless told), kept as Razorpay keeps it. */
  function newPayment(orderId: string, status: 'captured' | 'failed', amount?: number, description?: string): FakePayment {
    const order = orders.get(orderId);
    const payment: FakePayment = {
      id: `pay_${randomId()}`,
      entity: 'payment',
      order_id: orderId,
      amount: amount ?? order?.amount ?? 0,
      currency: order?.currency ?? 'INR',
      status,
      ...(description ? { error_description: description } : {}),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    capturePayment(orderId, amount) {
      const order = orders.get(orderId);
      const payment = newPayment(orderId, 'captured', amount);
      if (order) order.status = 'paid';
      return { paymentId: payment.id, signature: checkoutSignature(orderId, payment.id, options.keySecret), payment };
    },
    failPayment(orderId, description = 'Payment was declined by the bank') {
      return newPayment(orderId, 'failed', undefined, description);
    },
    webhookBody(event, payment) {
      const order = orders.get(payment.order_id);
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === 'order.paid' && order) payload.order = { entity: order };
      return eventBody(event, payload);
    },
    refunds,
    addCapturedPayment(paymentId, amount) {
      const payment: FakePayment = { id: paymentId, entity: 'payment', order_id: '', amount, currency: 'INR', status: 'captured' };
      payments.set(payment.id, payment);
      return payment;
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`the fake has no refund ${refundId}`);
      refund.status = status;
      return refundWebhookBody(status === 'processed' ? 'refund.processed' : 'refund.failed', { ...refund });
    },
    refundWebhookBody,
    setRefundOutage(outage) {
      refundOutage = outage;
    },
    signWebhook(body, webhookSecret) {
      return webhookSignature(body, webhookSecret);
    },
    failNextWith(status) {
      nextFailure = status;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function randomId(): string {
  // Razorpay ids are 14 alphanumeric characters after the prefix.
  return crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14);
}
