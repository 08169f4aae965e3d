import crypto from 'node:crypto';

// Razorpay's two signatures, both hex HMAC-SHA256. The demo provider signs the same way, so the
// server path after checkout is identical for both.

/** Standard Checkout's `razorpay_signature`: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** `X-Razorpay-Signature`: HMAC of the raw request body (exact bytes, never re-serialised JSON). */
export function webhookSignature(rawBody: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

const HEX = /^[0-9a-f]+$/i;

/**
 * Compares two hex signatures in constant time, so response timing tells an attacker nothing about
 * how many leading characters of a forged signature were right. Anything that is not hex of the
 * same length is simply unequal (timingSafeEqual would throw on different lengths).
 */
export function signaturesMatch(expected: string, received: string): boolean {
  if (typeof expected !== 'string' || typeof received !== 'string') return false;
  if (expected.length === 0 || expected.length !== received.length) return false;
  if (expected.length % 2 !== 0 || !HEX.test(expected) || !HEX.test(received)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
