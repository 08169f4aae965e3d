import { config } from '../config.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';

/**
 * Codes checked per address in ten minutes: three for each booking BOOKING_RATE_LIMIT lets one client
 * start, plenty for a guest trying a few codes, far too few to guess them.
 */
export function promoQuoteRateLimit(): RateLimitRule {
  return { name: 'promo-quote', limit: config().BOOKING_RATE_LIMIT * 3, windowSeconds: 600 };
}
