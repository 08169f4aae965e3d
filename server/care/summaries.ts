import { eq, inArray } from 'drizzle-orm';
import { type BookingCareView, CARE_SUMMARY_LABELS } from '#app/lib/care.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { type CareSummary, careSummaryOf, formBookingColumns, formStatesOf, partySizeOf } from '../questionnaires/due.ts';

// The one word the front desk sees of each booking's health forms (Today, the rosters, their CSV, the
// bookings list), read for many bookings at once.

/** Each booking's care summary by id; a booking that asks no form is absent. */
export async function careSummaries(db: Pick<Database, 'select'>, bookingIds: readonly string[]): Promise<Map<string, CareSummary>> {
  const result = new Map<string, CareSummary>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return result;
  const rows = await db.select(formBookingColumns).from(bookings).where(inArray(bookings.id, ids));
  const states = await formStatesOf(db, rows);
  for (const row of rows) {
    const summary = careSummaryOf(states.get(row.id) ?? [], partySizeOf(row));
    if (summary) result.set(row.id, summary);
  }
  return result;
}

/** careSummaries as the words the desk reads (the roster's CSV). */
export async function careWords(db: Pick<Database, 'select'>, bookingIds: readonly string[]): Promise<Map<string, string>> {
  const summaries = await careSummaries(db, bookingIds);
  return new Map([...summaries].map(([id, summary]) => [id, CARE_SUMMARY_LABELS[summary]]));
}

/** One booking's named guests and their forms' statuses (never the answers); null when it asks for none. */
export async function bookingCare(db: Pick<Database, 'select'>, bookingId: string): Promise<BookingCareView | null> {
  const [row] = await db
    .select({
      ...formBookingColumns,
      status: bookings.status,
      careHold: bookings.careHold,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const party = (await formStatesOf(db, [row])).get(row.id) ?? [];
  if (party.every((member) => member.forms.length === 0)) return null;
  return {
    waitingForReview: row.status === 'pending' && row.careHold,
    partySize: partySizeOf(row),
    guests: party.map((member) => ({
      name: member.name,
      forms: member.forms.map((form) => ({ title: form.title, status: form.status, review: form.review, erased: form.erased })),
    })),
  };
}
