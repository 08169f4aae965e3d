import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema.ts';

// A cancelled booking gives back the therapy or consultation time it booked, as it gives back its rooms
// (the guest's cancel, staff's, and a reservation whose mailed link was never followed); a reservation
// confirmed keeps it.

export async function releaseAppointments(db: Pick<Database, 'update'>, bookingId: string, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(appointments.bookingId, bookingId), inArray(appointments.status, ['held', 'booked'])))
    .returning({ id: appointments.id });
  return rows.length;
}

/**
 * A reservation confirmed (its guest followed the mailed link, or staff took it over): the time it held
 * until then is its own for good.
 */
export async function keepAppointments(db: Pick<Database, 'update'>, bookingId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(appointments)
    .set({ status: 'booked', holdUntil: null, updatedAt: now })
    .where(and(eq(appointments.bookingId, bookingId), eq(appointments.status, 'held')));
}
