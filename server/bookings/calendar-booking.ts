import { parseWithZod } from '@conform-to/zod/v4';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { eventBookingSchema } from '#app/lib/schemas/event-booking.ts';
import { db } from '../db/index.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { logger } from '../logger.ts';
import { siteSettings } from '../site.ts';
import { BookingRefused, createEventBooking } from './event-booking.ts';
import type { BookingAnswer } from './json-endpoint.ts';
import { bookedReply } from './manage-link.ts';
import { bookingRateLimit } from './rate-limits.ts';

/**
 * A guest's booking from the calendar's CONTACT DETAILS form, as the page's action (no JavaScript)
 * and the dialog's JSON endpoint both receive it: the same checks, messages and statuses for both.
 */
export async function answerCalendarBooking(formData: FormData, ip: string): Promise<BookingAnswer> {
  const submission = parseWithZod(formData, { schema: eventBookingSchema });
  if (submission.status !== 'success') {
    const fieldErrors = (submission.error ?? {}) as Record<string, string[]>;
    const firstError = Object.values(fieldErrors).flat().find(Boolean);
    return { reply: { ok: false, message: firstError ?? BOOKING_MESSAGES.failure, fieldErrors }, status: 400 };
  }
  // Bots that fill the hidden field are answered as people are, and nothing is stored.
  if (submission.value.website) return { reply: { ok: true, message: BOOKING_MESSAGES.success }, status: 200 };

  // The limit is counted in the database too, so it sits inside the try: with the database away the
  // guest gets the form's failure message (SPEC §8), not the whole page replaced by an error page.
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
    if (!limit.allowed) {
      return { reply: { ok: false, message: BOOKING_MESSAGES.tooMany }, status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } };
    }
    const { eventId, slot, name, email, mobile } = submission.value;
    const { booking, duplicate } = await createEventBooking(db(), { eventId, slot, name, email, mobile }, { timeZone: siteSettings().timeZone });
    // A repeat of a booking made minutes ago gets the same answer without its link: knowing someone's
    // e-mail and slot must not hand over their booking (the first answer and the mail carry it).
    if (duplicate) return { reply: { ok: true, message: BOOKING_MESSAGES.success }, status: 200 };
    return { reply: { ok: true, message: BOOKING_MESSAGES.success, booking: await bookedReply(booking) }, status: 200 };
  } catch (error) {
    if (error instanceof BookingRefused) return { reply: { ok: false, message: error.message }, status: error.status };
    logger.error({ err: error }, 'calendar booking failed');
    return { reply: { ok: false, message: BOOKING_MESSAGES.failure }, status: 503 };
  }
}
