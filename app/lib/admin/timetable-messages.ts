import { formatShortDate } from '#app/lib/dates.ts';
import { CLASS_MESSAGES } from './messages.ts';

// What staff are told about a class's dated events: after a save that guests' bookings held back, and when
// the job that keeps the timetable could not run.

export const TIMETABLE_MESSAGES = {
  /** 'Class updated successfully. Guests have booked these dates, so they keep their old details: 3 Dec 2026.' */
  updated(kept: readonly string[]): string {
    if (kept.length === 0) return CLASS_MESSAGES.updated;
    return `${CLASS_MESSAGES.updated}. Guests have booked these dates, so they keep their old details: ${kept.map(formatShortDate).join(', ')}.`;
  },
  unreadableTime: (entry: string) => `Write each weekly time as a weekday and a time, such as Mon 7:00 AM (not "${entry}").`,
  unknownInstructor: 'Choose an instructor from the list, or none.',
  jobFailed: (error: string) => `The timetable could not make the classes' next dates; it will try again. Last error: ${error}`,
} as const;
