import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, type BookingStatus } from '../db/schema.ts';
import { type BookingSchedule, bookingSchedule } from '../mail/booking-times.ts';
import { bookingIcs, calendarText, type IcsBooking, type IcsOptions } from '../mail/ics.ts';
import { eventDuration } from './event-duration.ts';
import { managePath } from './manage-link.ts';

// "Add to calendar" on the guest's booking page: the calendar file (server/mail/ics.ts) and a link to
// Google Calendar's event template, both from the same schedule and the same words.

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

type BookingRow = typeof bookings.$inferSelect;

/** The estate as calendar entries name it. */
export type CalendarEstate = Pick<IcsOptions, 'siteName' | 'contactEmail' | 'publicUrl' | 'address'>;

export interface CalendarSettings {
  timeZone: string;
  estate: CalendarEstate;
}

/** '20270110' for an all-day date; '20261205T020000Z' for an instant, in UTC as Google reads it. */
function googleDates(schedule: BookingSchedule): string {
  if (schedule.allDay) return `${schedule.startDate.replaceAll('-', '')}/${schedule.endDate.replaceAll('-', '')}`;
  const utc = (instant: Date) =>
    instant
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}Z$/, 'Z');
  return `${utc(schedule.start)}/${utc(schedule.end)}`;
}

/** A link that opens Google Calendar with the booking filled in, for the guest to save. */
export function googleCalendarUrl(booking: IcsBooking, options: IcsOptions): string {
  const schedule = bookingSchedule(booking, { timeZone: options.timeZone, duration: options.duration });
  const text = calendarText(booking, options);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    dates: googleDates(schedule),
    details: text.description,
    location: text.location,
  });
  return `${GOOGLE_TEMPLATE}?${params.toString()}`;
}

const icsStatus: Record<BookingStatus, NonNullable<IcsOptions['status']>> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** Everything a calendar entry of this booking needs: the event's duration and the guest's own link. */
export async function calendarOptions(db: Database, row: BookingRow, settings: CalendarSettings): Promise<IcsOptions & { path: string }> {
  const path = await managePath(row.id, db);
  return {
    ...settings.estate,
    timeZone: settings.timeZone,
    duration: await eventDuration(db, row),
    manageUrl: `${settings.estate.publicUrl}${path}`,
    status: icsStatus[row.status],
    path,
  };
}

/** The booking as a calendar file named by its reference; null when there is no such booking. */
export async function bookingCalendarFile(
  db: Database,
  bookingId: string,
  settings: CalendarSettings,
): Promise<{ filename: string; content: string } | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const content = bookingIcs(row, await calendarOptions(db, row, settings));
  return content ? { filename: `${row.reference}.ics`, content } : null;
}
