import { asc, desc, eq } from 'drizzle-orm';
import type { GuestHealthBooking, HealthAccessEntry } from '#app/lib/care.ts';
import type { Database } from '../db/client.ts';
import { bookingGuests, bookings, healthAccessLog, questionnaireResponses, questionnaires } from '../db/schema.ts';
import { formBookingColumns, formStatesOf } from '../questionnaires/due.ts';

// What a guest's profile shows of their health forms: each booking's forms with how far they got and the
// outcome (statuses only, never the answers), and the log of every time staff read them.

export async function guestHealthForms(db: Database, guestId: string): Promise<GuestHealthBooking[]> {
  const rows = await db
    .select({
      ...formBookingColumns,
      reference: bookings.reference,
      title: bookings.eventTitle,
      arrival: bookings.eventDate,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(eq(bookingGuests.guestId, guestId))
    .orderBy(desc(bookings.eventDate), asc(bookings.reference));
  const states = await formStatesOf(db, rows);
  return rows
    .map((row) => ({
      bookingId: row.id,
      reference: row.reference,
      title: row.title,
      arrival: row.arrival,
      forms: (states.get(row.id) ?? [])
        .filter((member) => member.guestId === guestId)
        .flatMap((member) => member.forms)
        .map((form) => ({ title: form.title, status: form.status, review: form.review, erased: form.erased, responseId: form.responseId })),
    }))
    .filter((booking) => booking.forms.length > 0);
}

/** Every view, file opening and review of a guest's answers, newest first. */
export async function healthAccessLogOf(db: Database, guestId: string, limit = 100): Promise<HealthAccessEntry[]> {
  const rows = await db
    .select({
      id: healthAccessLog.id,
      action: healthAccessLog.action,
      staffName: healthAccessLog.staffName,
      staffEmail: healthAccessLog.staffEmail,
      at: healthAccessLog.at,
      form: questionnaires.title,
    })
    .from(healthAccessLog)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.id, healthAccessLog.responseId))
    .leftJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .where(eq(healthAccessLog.guestId, guestId))
    .orderBy(desc(healthAccessLog.at), desc(healthAccessLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
