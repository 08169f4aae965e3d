import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { activeProvider, demoSecret } from './active.ts';

describe('activeProvider', () => {
  it('uses Razorpay when both keys are set', () => {
    const provider = activeProvider(parseConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }));
    expect(provider).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_x' });
  });

  it('uses the demo checkout without keys, outside production', () => {
    expect(activeProvider(parseConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).name).toBe('demo');
    expect(activeProvider(parseConfig({ NODE_ENV: 'development', RAZORPAY_KEY_SECRET: '' })).name).toBe('demo');
  });

  it('refuses the demo in production unless PAYMENTS=demo says so', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(32),
      HEALTH_DATA_KEY: Buffer.alloc(32, 3).toString('base64'),
    } as const;
    expect(() => activeProvider(parseConfig(production))).toThrow(/PAYMENTS=demo/);
    expect(activeProvider(parseConfig({ ...production, PAYMENTS: 'demo' })).name).toBe('demo');
    expect(() => activeProvider(parseConfig({ PAYMENTS: 'razorpay' }))).toThrow(/RAZORPAY_KEY_ID/);
  });

  it('derives the same demo secret in every process of one site, and another for another site', () => {
    const a = parseConfig({ DATABASE_URL: 'postgres://db.internal/estate' });
    expect(demoSecret(a)).toBe(demoSecret(parseConfig({ DATABASE_URL: 'postgres://db.internal/estate' })));
    expect(demoSecret(a)).not.toBe(demoSecret(parseConfig({ DATABASE_URL: 'postgres://db.internal/other' })));
    expect(demoSecret(parseConfig({ DEMO_PAYMENT_SECRET: 'chosen' }))).toBe('chosen');
  });
});
