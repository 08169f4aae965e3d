import { addDays, formatLongUsDate, isIsoDate } from './dates.ts';

// Which dates a stay or the retreat can be booked for, once for every path that takes one: the stay's
// quote, the retreat booked without paying, the payment order, and the date inputs' min and max.
// Pure: the server supplies `today` (in TIME_ZONE) and the horizon (BOOKING_HORIZON_MONTHS).

export type DatedBooking = 'stay' | 'retreat';

export interface BookingWindow {
  /** Today in the estate's zone, 'YYYY-MM-DD'. */
  today: string;
  /** How many months ahead the last bookable date is. */
  horizonMonths: number;
}

export interface DateRange {
  min: string;
  max: string;
}

export const BOOKING_DATE_MESSAGES = {
  stayFromToday: 'Please choose a check-in date from today onwards.',
  retreatFromTomorrow: 'Please choose a start date from tomorrow onwards.',
  tooFar: (months: number, max: string) =>
    `Bookings open up to ${months} month${months === 1 ? '' : 's'} ahead. Please choose a date on or before ${formatLongUsDate(max)}.`,
} as const;

/** The same day `months` later; the month's last day when it is shorter (31 August + 6 months is 28 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The first and last date a stay may check in or the retreat may start: today (the retreat tomorrow) to the horizon. */
export function bookableDates(kind: DatedBooking, window: BookingWindow): DateRange {
  return { min: kind === 'stay' ? window.today : addDays(window.today, 1), max: addMonths(window.today, window.horizonMonths) };
}

/** Why this check-in or start date cannot be booked, in a sentence for the guest; null when it can. */
export function bookingDateProblem(kind: DatedBooking, date: string, window: BookingWindow): string | null {
  const { min, max } = bookableDates(kind, window);
  if (!isIsoDate(date) || date < min)
    return kind === 'stay' ? BOOKING_DATE_MESSAGES.stayFromToday : BOOKING_DATE_MESSAGES.retreatFromTomorrow;
  if (date > max) return BOOKING_DATE_MESSAGES.tooFar(window.horizonMonths, max);
  return null;
}
