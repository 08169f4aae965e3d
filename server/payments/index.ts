import { config } from '../config.ts';
import { singleton } from '../singleton.ts';
import { activeProvider } from './active.ts';
import type { PaymentProvider } from './provider.ts';

/** The provider this process uses, chosen once from the settings. */
export function paymentProvider(): PaymentProvider {
  return singleton('paymentProvider', () => activeProvider(config()));
}
