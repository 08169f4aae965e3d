import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema.ts';

// A cancelled booking gives back the therapy or consultation time it booked, as it gives back its rooms:
// the guest's cancel, staff's, and a reservation whose mailed link was never followed.

export async function releaseAppointments(db: Pick<Database, 'update'>, bookingId: string, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(appointments.bookingId, bookingId), inArray(appointments.status, ['held', 'booked'])))
    .returning({ id: appointments.id });
  return rows.length;
}
