import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { MailAttachment } from '../db/schema.ts';
import { bookingSchedule } from './booking-times.ts';
import type { BookingRow } from './records.ts';

export interface IcsOptions {
  timeZone: string;
  /** The event's duration text ('60 min'); null when the event is gone or the booking is not an event. */
  duration: string | null;
  siteName: string;
  contactEmail: string;
  publicUrl: string;
  manageUrl: string;
  /** The estate's postal address (the owner's contact details), added to the location when given. */
  address?: string;
  /** TENTATIVE while a booking waits for the estate's confirmation; CANCELLED updates an entry already imported. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

export type IcsBooking = Pick<BookingRow, 'id' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot'>;

/** What a calendar entry of the booking says, the same in the calendar file and the Google Calendar link. */
export function calendarText(
  booking: Pick<IcsBooking, 'eventTitle'>,
  options: Pick<IcsOptions, 'siteName' | 'contactEmail' | 'manageUrl' | 'address'>,
) {
  return {
    title: `${booking.eventTitle} at ${options.siteName}`,
    description: options.manageUrl
      ? `Your booking at ${options.siteName}. See or cancel it: ${options.manageUrl}`
      : `Your booking at ${options.siteName}. Questions: ${options.contactEmail}`,
    location: options.address ? `${options.siteName}, ${options.address}` : options.siteName,
  };
}

/** Stable per booking, so a calendar that imports a second copy updates the first instead of adding one. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `${bookingId}@${new URL(publicUrl).hostname}`;
}

function dateArray(isoDate: string): DateArray {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/**
 * The booking as an iCalendar file. Timed events are given to `ics` as UTC instants computed in the
 * estate's zone, so every calendar shows the slot at the estate's wall-clock time; day-long bookings
 * are all-day dates, which no zone can shift. Null when the file cannot be built.
 */
export function bookingIcs(booking: IcsBooking, options: IcsOptions): string | null {
  const schedule = bookingSchedule(booking, { timeZone: options.timeZone, duration: options.duration });
  const when: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> & { end: EventAttributes['start'] } = schedule.allDay
    ? { start: dateArray(schedule.startDate), end: dateArray(schedule.endDate) }
    : { start: schedule.start.getTime(), end: schedule.end.getTime(), startInputType: 'utc', startOutputType: 'utc' };
  const text = calendarText(booking, options);
  const { error, value } = createEvent({
    ...when,
    productId: `-//${options.siteName}//Bookings//EN`,
    method: 'PUBLISH',
    uid: bookingUid(booking.id, options.publicUrl),
    title: text.title,
    description: text.description,
    location: text.location,
    organizer: { name: options.siteName, email: options.contactEmail },
    url: options.manageUrl || options.publicUrl,
    status: options.status ?? 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) return null;
  return value;
}

export function icsAttachment(content: string): MailAttachment {
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

export interface IcsSession {
  /** The entry's id (a booking's or an appointment's): a calendar importing the file again, after a move, updates the entry it has. */
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Where to come, as the mail says it. */
  location: string;
}

/** One therapy session as an iCalendar file, its instants in UTC; null when the file cannot be built. */
export function sessionIcs(
  session: IcsSession,
  options: Pick<IcsOptions, 'siteName' | 'contactEmail' | 'publicUrl' | 'manageUrl'>,
): string | null {
  const text = calendarText({ eventTitle: session.title }, options);
  const { error, value } = createEvent({
    start: session.startsAt.getTime(),
    end: session.endsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    productId: `-//${options.siteName}//Bookings//EN`,
    method: 'PUBLISH',
    uid: bookingUid(session.id, options.publicUrl),
    title: text.title,
    description: text.description,
    location: session.location,
    organizer: { name: options.siteName, email: options.contactEmail },
    url: options.manageUrl || options.publicUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) return null;
  return value;
}
