import { describe, expect, it } from 'vitest';
import { normaliseIndianPhone, PAYMENT_MESSAGES } from './payment-messages.ts';

describe('payment messages', () => {
  it('normalises phones to +91 and ten digits', () => {
    expect(normaliseIndianPhone('98765 43210')).toBe('+919876543210');
    expect(normaliseIndianPhone('+91-98765-43210')).toBe('+919876543210');
    expect(normaliseIndianPhone('0 98765 43210')).toBe('+919876543210');
  });
  it('fills the specification texts', () => {
    expect(PAYMENT_MESSAGES.success('pay_1')).toBe('Payment successful! Payment ID: pay_1. Booking confirmed!');
    expect(PAYMENT_MESSAGES.paymentFailed('Card declined')).toBe('Payment failed: Card declined. Please try again.');
  });
});
