import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { type CareSummary, careSummaryOf, formStatesOf, partySizeOf } from './due.ts';

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
