import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, webhookSignature } from '#server/payments/signatures.ts';

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

export interface RecordedRequest {
  method: string;
  path: string;
  authorized: boolean;
  body: unknown;
}

export interface FakeRazorpay {
  url: string;
  requests: RecordedRequest[];
  orders: Map<string, FakeOrder>;
  /** Records a captured payment for the order, and returns what Standard Checkout would hand the browser. */
  capturePayment(orderId: string, amount?: number): { paymentId: string; signature: string; payment: FakePayment };
  /** Records a failed payment attempt for the order. */
  failPayment(orderId: string, description?: string): FakePayment;
  webhookBody(event: 'payment.captured' | 'order.paid' | 'payment.failed' | string, payment: FakePayment): string;
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
  let nextFailure: number | null = null;

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
    requests.push({ method: req.method ?? '', path, authorized, body });

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
    const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && onePayment) {
      const payment = payments.get(decodeURIComponent(onePayment[1] ?? ''));
      return payment ? send(200, payment) : error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    capturePayment(orderId, amount) {
      const order = orders.get(orderId);
      const payment: FakePayment = {
        id: `pay_${randomId()}`,
        entity: 'payment',
        order_id: orderId,
        amount: amount ?? order?.amount ?? 0,
        currency: order?.currency ?? 'INR',
        status: 'captured',
      };
      payments.set(payment.id, payment);
      if (order) order.status = 'paid';
      return { paymentId: payment.id, signature: checkoutSignature(orderId, payment.id, options.keySecret), payment };
    },
    failPayment(orderId, description = 'Payment was declined by the bank') {
      const order = orders.get(orderId);
      const payment: FakePayment = {
        id: `pay_${randomId()}`,
        entity: 'payment',
        order_id: orderId,
        amount: order?.amount ?? 0,
        currency: order?.currency ?? 'INR',
        status: 'failed',
        error_description: description,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    webhookBody(event, payment) {
      const order = orders.get(payment.order_id);
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === 'order.paid' && order) payload.order = { entity: order };
      return JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
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
