import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import { createDemoProvider } from './demo.ts';
import { createRazorpayProvider } from './razorpay.ts';
import type { PaymentProvider } from './types.ts';

type PaymentConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
  | 'RAZORPAY_API_BASE'
  | 'PAYMENTS'
  | 'DEMO_PAYMENT_SECRET'
  | 'DATABASE_URL'
  | 'dataDir'
>;

/**
 * Razorpay when both keys are set, otherwise the demo checkout. A production site without keys
 * would take "payments" that move no money, so production refuses the demo unless PAYMENTS=demo
 * says that is intended; PAYMENTS=razorpay without keys is refused as well.
 */
export function activeProvider(config: PaymentConfig): PaymentProvider {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  if (keyId && keySecret && config.PAYMENTS !== 'demo') {
    return createRazorpayProvider({
      keyId,
      keySecret,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
    });
  }
  if (config.PAYMENTS === 'razorpay') {
    throw new Error('PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to be set.');
  }
  if (config.NODE_ENV === 'production' && config.PAYMENTS !== 'demo') {
    throw new Error(
      'No Razorpay keys are set (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET), and the demo checkout takes no real money. ' +
        'Set the keys, or set PAYMENTS=demo to run the demo checkout in production on purpose.',
    );
  }
  return createDemoProvider({ secret: demoSecret(config) });
}

/**
 * The demo checkout's signing secret. A random secret per process would break as soon as two
 * processes share a database (one signs, another verifies), and nothing may be kept in process
 * memory anyway; so when DEMO_PAYMENT_SECRET is unset it is derived from what every process of one
 * site already shares, its database location. The demo moves no money, so a guessable secret only
 * lets someone "pay" a demo order without pressing the demo's button.
 */
export function demoSecret(config: Pick<Config, 'DEMO_PAYMENT_SECRET' | 'DATABASE_URL' | 'dataDir'>): string {
  if (config.DEMO_PAYMENT_SECRET) return config.DEMO_PAYMENT_SECRET;
  return crypto
    .createHmac('sha256', 'retreat-estate demo payment secret v1')
    .update(config.DATABASE_URL ?? config.dataDir)
    .digest('hex');
}
