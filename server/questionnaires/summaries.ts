import { and, eq, inArray } from 'drizzle-orm';
import type { BookingCareView } from '#app/lib/care.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { type CareSummary, careSummaryOf, formStatesOf, partySizeOf } from './due.ts';
import { waitsForCareReview } from './doctor-guided.ts';

// The one word the front desk sees of each booking's health forms (Today, the rosters, their CSV, the
// bookings list), read for many bookings at once.

/** Each booking's care summary by id; a booking that asks no form is absent. */
export async function careSummaries(db: Pick<Database, 'select'>, bookingIds: readonly string[]): Promise<Map<string, CareSummary>> {
  const result = new Map<string, CareSummary>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: bookings.id, kind: bookings.kind, eventId: bookings.eventId, details: bookings.details })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  const states = await formStatesOf(db, rows);
  for (const row of rows) {
    const summary = careSummaryOf(states.get(row.id) ?? [], partySizeOf(row));
    if (summary) result.set(row.id, summary);
  }
  return result;
}

/** One booking's named guests and their forms' statuses (never the answers); null when it asks for none. */
export async function bookingCare(db: Pick<Database, 'select'>, bookingId: string): Promise<BookingCareView | null> {
  const [row] = await db
    .select({ id: bookings.id, kind: bookings.kind, eventId: bookings.eventId, details: bookings.details, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const party = (await formStatesOf(db, [row])).get(row.id) ?? [];
  if (party.every((member) => member.forms.length === 0)) return null;
  return {
    waitingForReview: row.status === 'pending' && (await waitsForCareReview(db, row)),
    partySize: partySizeOf(row),
    guests: party.map((member) => ({
      name: member.name,
      forms: member.forms.map((form) => ({ title: form.title, status: form.status, review: form.review, erased: form.erased })),
    })),
  };
}

/** Which of these bookings are pending and held back for care review (the owner's setting). */
export async function waitingForCare(db: Pick<Database, 'select'>, bookingIds: readonly string[]): Promise<Set<string>> {
  const result = new Set<string>();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({ id: bookings.id, kind: bookings.kind, eventId: bookings.eventId, details: bookings.details })
    .from(bookings)
    .where(and(inArray(bookings.id, [...bookingIds]), eq(bookings.status, 'pending')));
  for (const row of rows) if (await waitsForCareReview(db, row)) result.add(row.id);
  return result;
}
