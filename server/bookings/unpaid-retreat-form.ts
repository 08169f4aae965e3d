import type { BookedReply } from '#app/lib/booking-reply.ts';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { unpaidRetreatSchema } from '#app/lib/schemas/payment.ts';
import { db } from '../db/index.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../refusal.ts';
import { bookedReply } from './manage-link.ts';
import { bookingRateLimit } from './rate-limits.ts';
import { createUnpaidRetreatBooking } from './retreat.ts';

/**
 * "Submit booking" without paying: a pending booking the estate follows up. The retreat page's
 * action and the dialog's JSON endpoint both take it from here, so their checks and messages are one.
 * The booking made and its page, or null for a bot's form; a Refusal for a form to correct (400), too
 * many bookings (429) or a start date outside the bookable window (400, from createUnpaidRetreatBooking).
 * The rooms are held only until the guest follows the link mailed to them.
 */
export async function bookUnpaidRetreatForm(formData: FormData, ip: string): Promise<BookedReply | null> {
  const parsed = unpaidRetreatSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Refusal(parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.failure, 400);
  if (parsed.data.website) return null;
  const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
  if (!limit.allowed) throw new Refusal(BOOKING_MESSAGES.tooMany, 429, { retryAfterSeconds: limit.retryAfterSeconds });
  const booking = await createUnpaidRetreatBooking(db(), parsed.data, { guestHold: { client: ip } });
  // Its rooms are held: fewer left on the stay's page.
  clearPageCache();
  return bookedReply(booking);
}
