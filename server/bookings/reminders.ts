import { and, between, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appointments, bookings, mailOutbox } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { bookingSchedule, reminderDueAt, scheduleStart } from '../mail/booking-times.ts';
import { reminderMessage } from '../mail/messages/guest.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { BookingRow } from '../mail/records.ts';
import { manageLink } from './manage-link.ts';

export const reminderKey = (bookingId: string) => `reminder:${bookingId}`;

/**
 * True when the booking's reminder is due at `now`: from 24 h before an event slot (10:00 of the day
 * before a retreat or stay) until it begins. A booking made after that moment gets none: its own
 * confirmation arrived moments ago and says the same.
 */
export function reminderIsDue(
  booking: Pick<BookingRow, 'kind' | 'eventDate' | 'selectedSlot' | 'createdAt'>,
  now: Date,
  timeZone: string,
): boolean {
  // The reminder only says when and where, so the slot's start is all it needs; the duration is irrelevant.
  const schedule = bookingSchedule(booking, { timeZone });
  const due = reminderDueAt(schedule, timeZone);
  return due <= now && now < scheduleStart(schedule, timeZone) && booking.createdAt <= due;
}

/**
 * Queues one reminder for every booking, not cancelled, whose reminder is due and not yet queued.
 * The dedupe key makes this safe to run from several processes at once and as often as wanted.
 * Returns how many reminders this run queued.
 */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const timeZone = config().TIME_ZONE;
  const today = todayIn(timeZone, now);
  // Every booking due within the next day starts today or tomorrow (in the estate's zone); the
  // exact moment is decided below, where the slot's time can be read.
  const candidates = await db
    .select({ booking: bookings })
    .from(bookings)
    .leftJoin(mailOutbox, eq(mailOutbox.dedupeKey, sql`'reminder:' || ${bookings.id}::text`))
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        between(bookings.eventDate, today, addDays(today, 1)),
        isNull(mailOutbox.id),
        // A reservation still waiting for its guest's link: its address gets nothing else until then.
        isNull(bookings.holdUntil),
        // A therapy's booking: each of its sessions is reminded for its own time (appointment-reminders.ts).
        notExists(db.select({ id: appointments.id }).from(appointments).where(eq(appointments.bookingId, bookings.id))),
      ),
    );

  const estate = await estateOf(db);
  let queued = 0;
  for (const { booking } of candidates) {
    if (!reminderIsDue(booking, now, timeZone)) continue;
    try {
      const manageUrl = await manageLink(booking.id, db).catch(() => '');
      const added = await enqueueMail(db, {
        kind: 'reminder',
        to: booking.customerEmail,
        ...reminderMessage(estate, booking, manageUrl),
        dedupeKey: reminderKey(booking.id),
        bookingId: booking.id,
      });
      if (added) queued += 1;
    } catch (error) {
      // One booking's trouble must not keep the others from their reminders.
      logger.error({ err: error, bookingId: booking.id }, 'reminder not queued');
    }
  }
  return queued;
}
