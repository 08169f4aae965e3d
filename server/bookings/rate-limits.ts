import { config } from '../config.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';

/** Calendar bookings per IP address in ten minutes (BOOKING_RATE_LIMIT). */
export function bookingRateLimit(): RateLimitRule {
  return { name: 'event-booking', limit: config().BOOKING_RATE_LIMIT, windowSeconds: 600 };
}

/** Presses of a mailed confirmation link's button per IP address in ten minutes: a guest needs one, a script hunting tokens many. */
export const confirmLinkRateLimit: RateLimitRule = { name: 'booking-confirm', limit: 20, windowSeconds: 600 };
