import { bookableDates, bookingDateProblem, type BookingWindow, type DateRange } from '../booking-window.ts';
import { addDays, isIsoDate } from '../dates.ts';
import { z } from './z.ts';

// The stay's validation texts, word for word as the specification has them.
export const STAY_MESSAGES = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  adults: 'Adults must be between 1 and 8.',
  // Ours: the specification sets no longest stay; the stay page invites longer ones to talk to the estate.
  tooLong: 'Stays of up to 30 nights can be booked here. For a longer stay, please contact us.',
} as const;

/** The longest stay booked online; it also keeps every amount far inside what an order can carry. */
export const MAX_STAY_NIGHTS = 30;

/**
 * Nights between two dates ('YYYY-MM-DD') or moments ('YYYY-MM-DDTHH:mm') read in one zone, as the
 * stay counts them: the days between, a part of a day rounded up. Zero or less when check-out is not later.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const moment = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`);
  return Math.ceil((moment(checkOut) - moment(checkIn)) / 86_400_000);
}

const isoDate = z
  .string({ error: STAY_MESSAGES.datesRequired })
  .trim()
  .min(1, STAY_MESSAGES.datesRequired)
  .refine(isIsoDate, STAY_MESSAGES.datesRequired);

export const staySearchSchema = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: z.coerce
      .number({ error: STAY_MESSAGES.adults })
      .int(STAY_MESSAGES.adults)
      .min(1, STAY_MESSAGES.adults)
      .max(8, STAY_MESSAGES.adults),
    promoCode: z.string().trim().max(40, 'Promo codes are at most 40 characters.').optional(),
  })
  .refine((value) => value.checkOut > value.checkIn, { message: STAY_MESSAGES.checkOutAfterCheckIn, path: ['checkOut'] })
  .refine((value) => !(nightsBetween(value.checkIn, value.checkOut) > MAX_STAY_NIGHTS), {
    message: STAY_MESSAGES.tooLong,
    path: ['checkOut'],
  });

export type StaySearch = z.infer<typeof staySearchSchema>;

/**
 * The search as the server answers it: the checks above, and a check-in the estate takes bookings for
 * (app/lib/booking-window.ts, the same rule as the payment order's). The browser keeps `staySearchSchema`.
 */
export function bookableStaySchema(window: BookingWindow) {
  return staySearchSchema.superRefine((value, context) => {
    const problem = bookingDateProblem('stay', value.checkIn, window);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['checkIn'] });
  });
}

/** The date inputs' min and max: check-in within the bookable dates, check-out a night to MAX_STAY_NIGHTS after. */
export function stayDateLimits(window: BookingWindow): { checkIn: DateRange; checkOut: DateRange } {
  const checkIn = bookableDates('stay', window);
  return { checkIn, checkOut: { min: addDays(checkIn.min, 1), max: addDays(checkIn.max, MAX_STAY_NIGHTS) } };
}
