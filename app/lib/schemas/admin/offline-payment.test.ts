import { describe, expect, it } from 'vitest';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { offlinePaymentSchema } from './offline-payment.ts';

const parse = (amount: unknown) => offlinePaymentSchema.safeParse({ id: 'x', method: 'cash', amount });

describe('Mark paid’s amount', () => {
  it('is all that is due when left empty, and whole paise when typed in rupees', () => {
    expect(parse('').data?.amount).toBeUndefined();
    expect(parse(undefined).data?.amount).toBeUndefined();
    expect(parse('1500').data?.amount).toBe(150_000);
    expect(parse(' 1500.5 ').data?.amount).toBe(150_050);
  });

  it.each(['0', '0.99', '-5', '1e3', '12.345', 'five', '123456789'])('refuses %s with a sentence', (amount) => {
    const result = parse(amount);
    expect(result.success).toBe(false);
    expect([OFFLINE_PAYMENT_MESSAGES.amount, OFFLINE_PAYMENT_MESSAGES.positive]).toContain(result.error?.issues[0]?.message);
  });
});
