import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments, authUser, bookings, mailOutbox, practitioners, services, treatmentRooms } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { icsAttachment, sessionIcs } from '../mail/ics.ts';
import { appointmentReminderMessage, sessionPlace } from '../mail/messages/appointment.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { manageLink } from './manage-link.ts';

// A guest with a therapy booked is reminded by mail 24 hours before it, with the session's calendar file.
// The queued mail's dedupe key is the record that it went: it names the appointment and its start, so
// however many processes run the job each start is reminded once, and a session moved since is reminded
// again for its new time.

export const APPOINTMENT_REMINDERS_JOB = 'appointment-reminders';
export const APPOINTMENT_REMINDERS_EVERY_MS = 5 * 60_000;
const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** The reminder's key: the appointment and its start, in whole seconds since 1970. */
export function appointmentReminderKey(appointmentId: string, startsAt: Date): string {
  return `appointment-reminder:${appointmentId}:${Math.floor(startsAt.getTime() / 1000)}`;
}

// The same key, written by the database for the join that leaves out the sessions reminded already.
const keyOfRow = sql`'appointment-reminder:' || ${appointments.id}::text || ':' || floor(extract(epoch from ${appointments.startsAt}))::bigint::text`;

/**
 * Queues the reminder of every booked session starting within the next 24 hours and not reminded for
 * that start yet. A session booked less than a day ahead gets none: its confirmation arrived moments
 * ago and says the same. Answers how many were queued.
 */
export async function queueAppointmentReminders(db: Database, now: Date, timeZone: string): Promise<{ reminded: number }> {
  const rows = await db
    .select({
      appointment: appointments,
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        customerEmail: bookings.customerEmail,
      },
      serviceName: services.name,
      practitionerName: authUser.name,
      practitionerTitle: practitioners.title,
      roomName: treatmentRooms.name,
      sessions: sql<number>`(select count(*)::int from appointments s where s.booking_id = ${bookings.id})`,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .leftJoin(treatmentRooms, eq(treatmentRooms.id, appointments.roomId))
    .leftJoin(mailOutbox, eq(mailOutbox.dedupeKey, keyOfRow))
    .where(
      and(
        eq(appointments.status, 'booked'),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
        sql`${appointments.createdAt} <= ${appointments.startsAt} - interval '24 hours'`,
        ne(bookings.status, 'cancelled'),
        // A reservation still waiting for its guest's link: its address gets nothing else until then.
        isNull(bookings.holdUntil),
        isNotNull(bookings.customerEmail),
        isNull(mailOutbox.id),
      ),
    );
  if (rows.length === 0) return { reminded: 0 };
  const estate = await estateOf(db);
  let reminded = 0;
  for (const row of rows) {
    const { appointment, booking } = row;
    try {
      const manageUrl = await manageLink(booking.id, db).catch(() => '');
      const facts = {
        serviceName: row.serviceName,
        startsAt: appointment.startsAt,
        endsAt: appointment.endsAt,
        practitionerName: row.practitionerName,
        practitionerTitle: row.practitionerTitle,
        roomName: row.roomName,
        reference: booking.reference,
        customerName: booking.customerName,
      };
      const ics = sessionIcs(
        {
          // The booking's own calendar entry (its confirmation's) when the session is all it holds, so the
          // guest's calendar moves that entry rather than adding a second; else an entry of the session's own.
          id: Number(row.sessions) > 1 ? appointment.id : booking.id,
          title: row.serviceName,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          location: sessionPlace(facts, estate),
        },
        { ...estate, manageUrl },
      );
      const added = await enqueueMail(db, {
        kind: 'appointment-reminder',
        to: booking.customerEmail,
        ...appointmentReminderMessage(estate, facts, { manageUrl, timeZone, calendar: ics !== null }),
        attachments: ics ? [icsAttachment(ics)] : [],
        dedupeKey: appointmentReminderKey(appointment.id, appointment.startsAt),
        bookingId: booking.id,
      });
      if (added) reminded += 1;
    } catch (error) {
      // One session's trouble must not keep the others from their reminders; the next round tries it again.
      logger.error({ err: error, appointmentId: appointment.id }, 'an appointment reminder was not queued');
    }
  }
  return { reminded };
}
