import { describe, expect, it } from 'vitest';
import { addMonths, bookableDates, BOOKING_DATE_MESSAGES, bookingDateProblem, type BookingWindow } from './booking-window.ts';

const window: BookingWindow = { today: '2026-11-23', horizonMonths: 18 };

describe('adding months to a date', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', 18)).toBe('2028-05-23');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('the dates a stay or a retreat can be booked for', () => {
  it('opens a stay from today and a retreat from tomorrow, both until the horizon', () => {
    expect(bookableDates('stay', window)).toEqual({ min: '2026-11-23', max: '2028-05-23' });
    expect(bookableDates('retreat', window)).toEqual({ min: '2026-11-24', max: '2028-05-23' });
    expect(bookableDates('stay', { ...window, horizonMonths: 3 }).max).toBe('2027-02-23');
  });

  it('accepts the first and the last day, and refuses a day either side with a sentence', () => {
    expect(bookingDateProblem('stay', '2026-11-23', window)).toBeNull();
    expect(bookingDateProblem('stay', '2028-05-23', window)).toBeNull();
    expect(bookingDateProblem('retreat', '2026-11-24', window)).toBeNull();
    expect(bookingDateProblem('retreat', '2028-05-23', window)).toBeNull();

    expect(bookingDateProblem('stay', '2026-11-22', window)).toBe(BOOKING_DATE_MESSAGES.stayFromToday);
    expect(bookingDateProblem('retreat', '2026-11-23', window)).toBe(BOOKING_DATE_MESSAGES.retreatFromTomorrow);
    expect(bookingDateProblem('stay', '2000-01-01', window)).toBe(BOOKING_DATE_MESSAGES.stayFromToday);
    expect(bookingDateProblem('retreat', '1900-01-01', window)).toBe(BOOKING_DATE_MESSAGES.retreatFromTomorrow);

    const tooFar = 'Bookings open up to 18 months ahead. Please choose a date on or before May 23, 2028.';
    expect(bookingDateProblem('stay', '2028-05-24', window)).toBe(tooFar);
    expect(bookingDateProblem('retreat', '9999-12-31', window)).toBe(tooFar);
  });

  it('refuses what is not a calendar date', () => {
    expect(bookingDateProblem('stay', '2026-02-30', window)).toBe(BOOKING_DATE_MESSAGES.stayFromToday);
    expect(bookingDateProblem('retreat', '', window)).toBe(BOOKING_DATE_MESSAGES.retreatFromTomorrow);
  });
});
