import { bookingDateProblem, type BookingWindow, type DatedBooking } from '#app/lib/booking-window.ts';
import { todayIn } from '#app/lib/dates.ts';
import { config } from '../config.ts';
import { Refusal } from '../refusal.ts';

/** Today in the estate's zone and the configured horizon: what app/lib/booking-window.ts judges dates against. */
export function bookingWindow(now: Date = new Date()): BookingWindow {
  const { TIME_ZONE, BOOKING_HORIZON_MONTHS } = config();
  return { today: todayIn(TIME_ZONE, now), horizonMonths: BOOKING_HORIZON_MONTHS };
}

/** Refuses (400, with the guest's sentence) a stay's check-in or a retreat's start outside the bookable dates. */
export function refuseUnbookableDate(kind: DatedBooking, date: string, window: BookingWindow = bookingWindow()): void {
  const problem = bookingDateProblem(kind, date, window);
  if (problem) throw new Refusal(problem, 400);
}
