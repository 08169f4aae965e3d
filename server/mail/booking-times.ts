import { addDays, isIsoDate } from '#app/lib/dates.ts';
import { slotMinutes } from '#app/lib/events.ts';
import { zonedInstant } from '../zoned-time.ts';
import type { BookingRow } from './records.ts';

export { zonedInstant };

// When a booking happens, as instants: the calendar file and the reminders both need it, and both
// must read the estate's wall clock (TIME_ZONE), never the server's own zone.

export const DEFAULT_DURATION_MINUTES = 60;
/** The retreat is 3 days; its selected_slot says so too, this is for a row whose slot cannot be read. */
const RETREAT_DAYS = 3;
/** Day-long bookings (retreat, stay) are reminded from this hour of the estate's day before. */
const ALL_DAY_REMINDER_HOUR = 10;
const REMINDER_LEAD_MS = 24 * 60 * 60_000;

export type BookingSchedule =
  | { allDay: false; start: Date; end: Date }
  /** Dates in the estate's zone; `endDate` is exclusive, as in iCalendar. */
  | { allDay: true; startDate: string; endDate: string };

/** Minutes in a duration as staff type it: '60 min', '45 mins', '1 hr 30 min', '2 hours', '1.5 hrs'; null when none. */
export function durationMinutes(text: string | null | undefined): number | null {
  if (!text) return null;
  const pattern = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)(?![a-z])/gi;
  let total = 0;
  let found = false;
  for (const match of text.matchAll(pattern)) {
    const amount = Number(match[1]);
    const unit = match[2]!.toLowerCase();
    total += unit.startsWith('h') ? amount * 60 : amount;
    found = true;
  }
  const minutes = Math.round(total);
  return found && minutes > 0 ? minutes : null;
}

/** 'YYYY-MM-DD to YYYY-MM-DD' (retreats and stays) as its two dates, or null. */
export function dateRange(slot: string): { from: string; to: string } | null {
  const match = /^\s*(\d{4}-\d{2}-\d{2})\s+to\s+(\d{4}-\d{2}-\d{2})\s*$/.exec(slot);
  if (!match || !isIsoDate(match[1]!) || !isIsoDate(match[2]!) || match[2]! < match[1]!) return null;
  return { from: match[1]!, to: match[2]! };
}

type ScheduledBooking = Pick<BookingRow, 'kind' | 'eventDate' | 'selectedSlot'>;

/**
 * An event booking runs from its slot for the event's duration; the retreat and a stay are whole
 * days, from the first to the last (the stay's check-out day included: the guest is still there
 * that morning). An event slot that is not a time falls back to the whole event date.
 */
export function bookingSchedule(booking: ScheduledBooking, options: { timeZone: string; duration?: string | null }): BookingSchedule {
  // An appointment is a timed session like a class: its slot is the start time in the estate's zone.
  if (booking.kind === 'event' || booking.kind === 'appointment') {
    const minutes = slotMinutes(booking.selectedSlot);
    if (minutes !== null) {
      const start = zonedInstant(booking.eventDate, minutes, options.timeZone);
      const length = durationMinutes(options.duration) ?? DEFAULT_DURATION_MINUTES;
      return { allDay: false, start, end: new Date(start.getTime() + length * 60_000) };
    }
    return { allDay: true, startDate: booking.eventDate, endDate: addDays(booking.eventDate, 1) };
  }
  const range = dateRange(booking.selectedSlot);
  if (range) return { allDay: true, startDate: range.from, endDate: addDays(range.to, 1) };
  const days = booking.kind === 'retreat' ? RETREAT_DAYS : 1;
  return { allDay: true, startDate: booking.eventDate, endDate: addDays(booking.eventDate, days) };
}

/** When the booking begins, as an instant: a day-long booking begins at midnight of its first day. */
export function scheduleStart(schedule: BookingSchedule, timeZone: string): Date {
  return schedule.allDay ? zonedInstant(schedule.startDate, 0, timeZone) : schedule.start;
}

/** When its reminder becomes due: 24 h before a slot; 10:00 on the day before a day-long booking. */
export function reminderDueAt(schedule: BookingSchedule, timeZone: string): Date {
  if (!schedule.allDay) return new Date(schedule.start.getTime() - REMINDER_LEAD_MS);
  return zonedInstant(addDays(schedule.startDate, -1), ALL_DAY_REMINDER_HOUR * 60, timeZone);
}
