import { BOOKING_ADMIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { isIsoDate } from '#app/lib/dates.ts';
import { STAY_MESSAGES } from '#app/lib/schemas/stay.ts';
import { z } from '#app/lib/schemas/z.ts';
import { BOOKING_LIMITS } from './booking.ts';
import { wholeNumber } from './record.ts';

// The Move dialog's two confirmations. What the booking becomes is read from the event or priced by
// the server; the browser only says where to, and (for a stay) which price it was shown.

const bookingId = z.uuid({ error: BOOKING_ADMIN_MESSAGES.notFound });

function isoDate(label: string) {
  const message = `Please enter the ${label} as a date.`;
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

export const moveEventSchema = z.object({
  intent: z.literal('move-event'),
  id: bookingId,
  eventId: z.uuid({ error: MOVE_MESSAGES.chooseEvent }),
  slot: z.string({ error: MOVE_MESSAGES.chooseSlot }).trim().min(1, MOVE_MESSAGES.chooseSlot).max(BOOKING_LIMITS.slot),
});

export const moveStaySchema = z
  .object({
    intent: z.literal('move-stay'),
    id: bookingId,
    // A stay's new check-in, or the retreat's new start.
    checkIn: isoDate('check-in'),
    checkOut: isoDate('check-out').optional(),
    roomTypeId: z.uuid({ error: 'Please choose a room type.' }).optional(),
    adults: wholeNumber('Adults', 1, 8).optional(),
    expectedPaise: wholeNumber('The previewed price', 0, 1_000_000_000),
  })
  .refine((value) => value.checkOut === undefined || value.checkOut > value.checkIn, {
    message: STAY_MESSAGES.checkOutAfterCheckIn,
    path: ['checkOut'],
  });
