import { parseWithZod } from '@conform-to/zod/v4';
import type { BookedReply } from '#app/lib/booking-reply.ts';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { eventBookingSchema } from '#app/lib/schemas/event-booking.ts';
import { db } from '../db/index.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../refusal.ts';
import { siteSettings } from '../site.ts';
import { createEventBooking } from './event-booking.ts';
import { bookedReply } from './manage-link.ts';
import { bookingRateLimit } from './rate-limits.ts';

/**
 * A guest's booking from the calendar's CONTACT DETAILS form, as the page's action (no JavaScript)
 * and the dialog's JSON endpoint both receive it: the booking made and its page, or null when the form
 * is accepted without one (a bot's, or a repeat of a booking made minutes ago). Throws a Refusal for a
 * form to correct (400, with its field errors), too many bookings (429) or a slot that cannot be had.
 * The seat is held only until the guest follows the link mailed to them.
 */
export async function bookFromCalendarForm(formData: FormData, ip: string): Promise<BookedReply | null> {
  const submission = parseWithZod(formData, { schema: eventBookingSchema });
  if (submission.status !== 'success') {
    const fieldErrors = (submission.error ?? {}) as Record<string, string[]>;
    const firstError = Object.values(fieldErrors).flat().find(Boolean);
    throw new Refusal(firstError ?? BOOKING_MESSAGES.failure, 400, { fieldErrors });
  }
  // Bots that fill the hidden field are answered as people are, and nothing is stored.
  if (submission.value.website) return null;

  // The limit is counted in the database too: with the database away the guest gets the form's failure
  // message from the route layer, not the whole page replaced by an error page.
  const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
  if (!limit.allowed) throw new Refusal(BOOKING_MESSAGES.tooMany, 429, { retryAfterSeconds: limit.retryAfterSeconds });
  const { eventId, slot, name, email, mobile } = submission.value;
  const { booking, duplicate } = await createEventBooking(
    db(),
    { eventId, slot, name, email, mobile },
    { timeZone: siteSettings().timeZone, guestHold: { client: ip } },
  );
  // A repeat of a booking made minutes ago gets the same answer without its link: knowing someone's
  // e-mail and slot must not hand over their booking (the first answer and the mail carry it).
  if (duplicate) return null;
  // One seat fewer on the calendar.
  clearPageCache();
  return bookedReply(booking);
}
