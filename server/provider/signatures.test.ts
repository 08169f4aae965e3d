import { describe, expect, it } from 'vitest';
import { checkoutSignature, signaturesMatch, webhookSignature } from './signatures.ts';

// Razorpay's published test vectors.
const CHECKOUT = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: '123456',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

describe('payment signatures', () => {
  it("reproduces Razorpay's checkout signature vector", () => {
    expect(checkoutSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.secret)).toBe(CHECKOUT.signature);
  });

  it("reproduces Razorpay's webhook signature vector", () => {
    expect(webhookSignature(WEBHOOK.body, WEBHOOK.secret)).toBe(WEBHOOK.signature);
  });

  it('matches equal signatures, whatever the hex case', () => {
    expect(signaturesMatch(CHECKOUT.signature, CHECKOUT.signature)).toBe(true);
    expect(signaturesMatch(CHECKOUT.signature, CHECKOUT.signature.toUpperCase())).toBe(true);
  });

  it('refuses a different, shorter, longer, empty or non-hex signature', () => {
    const flipped = `${CHECKOUT.signature.slice(0, -1)}${CHECKOUT.signature.endsWith('f') ? 'e' : 'f'}`;
    expect(signaturesMatch(CHECKOUT.signature, flipped)).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, CHECKOUT.signature.slice(0, -2))).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, `${CHECKOUT.signature}00`)).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, '')).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, 'z'.repeat(64))).toBe(false);
    // A checkout signature made with the wrong secret.
    expect(signaturesMatch(CHECKOUT.signature, checkoutSignature(CHECKOUT.orderId, CHECKOUT.paymentId, 'other'))).toBe(false);
  });
});
