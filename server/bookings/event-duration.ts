import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type bookings, calendarEvents } from '../db/schema.ts';

/**
 * The duration text ('60 min') of the event a booking is for; null when the booking is not a calendar
 * slot or its event was deleted. The calendar file, the Google Calendar link and the guest's page read it.
 */
export async function eventDuration(
  db: Pick<Database, 'select'>,
  booking: Pick<typeof bookings.$inferSelect, 'kind' | 'eventId'>,
): Promise<string | null> {
  if (booking.kind !== 'event' || !booking.eventId) return null;
  const [event] = await db.select({ duration: calendarEvents.duration }).from(calendarEvents).where(eq(calendarEvents.id, booking.eventId));
  return event?.duration ?? null;
}
