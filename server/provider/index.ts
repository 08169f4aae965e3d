import { config } from '../config.ts';
import { activeProvider } from './active.ts';
import type { PaymentProvider } from './types.ts';

// Cached per module copy, not on globalThis: the provider's errors are checked with instanceof, so
// the server build's routes must get a provider built from their own copy of the error classes.
let cached: PaymentProvider | undefined;

/** The provider this process uses, chosen once from the settings. */
export function paymentProvider(): PaymentProvider {
  cached ??= activeProvider(config());
  return cached;
}
