import { BOOKING_MESSAGES, type BookingReply } from '#app/lib/booking-reply.ts';
import { unpaidRetreatSchema } from '#app/lib/schemas/payment.ts';
import { db } from '../db/index.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { logger } from '../logger.ts';
import { BookingRefused } from './event-booking.ts';
import type { BookingAnswer } from './json-endpoint.ts';
import { bookedReply } from './manage-link.ts';
import { bookingRateLimit } from './rate-limits.ts';
import { createUnpaidRetreatBooking } from './retreat.ts';

/**
 * "Submit booking" without paying (SPEC §4): a pending booking the estate follows up. The retreat page's
 * action and the dialog's JSON endpoint both answer with this, so their checks and messages are one.
 */
export async function answerUnpaidRetreat(formData: FormData, ip: string): Promise<BookingAnswer> {
  const parsed = unpaidRetreatSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.failure, 400);
  if (parsed.data.website)
    return {
      reply: { ok: true, message: BOOKING_MESSAGES.success },
      status: 200,
    };
  // Inside the try, as the limit is counted in the database: an outage gets the form's message.
  // A start date outside the bookable window is refused by createUnpaidRetreatBooking (400).
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
    if (!limit.allowed)
      return {
        ...refused(BOOKING_MESSAGES.tooMany, 429),
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      };
    const booking = await createUnpaidRetreatBooking(db(), parsed.data);
    return {
      reply: { ok: true, message: BOOKING_MESSAGES.success, booking: await bookedReply(booking) },
      status: 200,
    };
  } catch (error) {
    if (error instanceof BookingRefused) return refused(error.message, error.status);
    logger.error({ err: error }, 'unpaid retreat booking failed');
    return refused(BOOKING_MESSAGES.failure, 503);
  }
}

function refused(message: string, status: number): BookingAnswer {
  const reply: BookingReply = { ok: false, message };
  return { reply, status };
}
