import { bookingSchedule, type BookingSchedule } from '../mail/booking-times.ts';
import { calendarText, type IcsBooking, type IcsOptions } from '../mail/ics.ts';

// "Add to calendar" on the guest's booking page: the calendar file (server/mail/ics.ts) and this link
// to Google Calendar's event template, both from the same schedule and the same words.

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** '20270110' for an all-day date; '20261205T020000Z' for an instant, in UTC as Google reads it. */
function googleDates(schedule: BookingSchedule): string {
  if (schedule.allDay) return `${schedule.startDate.replaceAll('-', '')}/${schedule.endDate.replaceAll('-', '')}`;
  const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
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
