import { afterAll, beforeAll } from 'vitest';
import { createRazorpayProvider } from '#server/provider/razorpay.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay.ts';

export interface PaymentSuite {
  database: TestDatabase;
  fake: FakeRazorpay;
  /** The real Razorpay provider, speaking to the fake. */
  razorpay: PaymentProvider;
}

/**
 * A test database and a fake Razorpay for one suite: opened before its tests, handed to `opened`,
 * and closed after them.
 */
export function openPaymentSuite(
  keys: { keyId: string; keySecret: string; webhookSecret: string },
  opened: (suite: PaymentSuite) => void,
): void {
  let suite: Partial<PaymentSuite> = {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    const fake = await startFakeRazorpay(keys);
    suite = { database, fake, razorpay: createRazorpayProvider({ ...keys, apiBase: fake.url }) };
    opened(suite as PaymentSuite);
  });
  afterAll(async () => {
    await suite.fake?.close();
    await suite.database?.close();
  });
}
