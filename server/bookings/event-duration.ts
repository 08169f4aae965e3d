import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type bookings, calendarEvents } from '../db/schema.ts';

/**
 * The duration text ('60 min') of the session an appointment is for, or of the event a booking is for; null when the booking is not a calendar
 * slot or its event was deleted. The calendar file, the Google Calendar link and the guest's page read it.
 */
export async function eventDuration(
  db: Pick<Database, 'select'>,
  booking: Pick<typeof bookings.$inferSelect, 'kind' | 'eventId' | 'details'>,
): Promise<string | null> {
  // An appointment keeps the length of its session as booked.
  if (booking.kind === 'appointment') return booking.details?.kind === 'appointment' ? `${booking.details.durationMinutes} min` : null;
  if (booking.kind !== 'event' || !booking.eventId) return null;
  const [event] = await db.select({ duration: calendarEvents.duration }).from(calendarEvents).where(eq(calendarEvents.id, booking.eventId));
  return event?.duration ?? null;
}
