import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import { CARE_DAYS_AHEAD, type CareQueueRow } from '#app/lib/care.ts';
import { addDays } from '#app/lib/dates.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, guests } from '../db/schema.ts';
import { formBookingColumns, formStatesOf } from '../questionnaires/due.ts';
import { careAccessOf, readableGuests } from './access.ts';

// The Care screen's list: every form asked of the guests arriving in the coming days and of those in
// the house today, with how far each got and what the practitioner made of it. A practitioner sees the
// guests they may read (access.ts); the owner sees all.

// How long a stay or retreat lasts, from what was booked: a retreat booked while there was one (two nights) names none.
const nightsOf = sql<number>`coalesce((${bookings.details}->>'nights')::int, (${bookings.details}->'retreat'->>'nights')::int, case when ${bookings.kind} = 'retreat' then 2 else 1 end)`;

export async function careQueue(db: Database, staff: StaffSession, today: string, options: { toReview: boolean }): Promise<CareQueueRow[]> {
  const access = await careAccessOf(db, staff);
  if (access.kind === 'none') return [];
  const rows = await db
    .select({
      ...formBookingColumns,
      reference: bookings.reference,
      arrival: bookings.eventDate,
    })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        sql`${bookings.eventDate} <= ${addDays(today, CARE_DAYS_AHEAD)}::date`,
        sql`${bookings.eventDate} + ${nightsOf} > ${today}::date`,
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.reference));
  const states = await formStatesOf(db, rows);
  const members = [...states.values()].flat();
  const guestIds = [...new Set(members.map((member) => member.guestId))];
  const readable = new Set(
    guestIds.length
      ? (
          await db
            .select({ id: guests.id })
            .from(guests)
            .where(and(inArray(guests.id, guestIds), await readableGuests(db, access, guests.id)))
        ).map((row) => row.id)
      : [],
  );
  const result: CareQueueRow[] = [];
  for (const booking of rows) {
    for (const member of states.get(booking.id) ?? []) {
      if (!readable.has(member.guestId)) continue;
      for (const form of member.forms) {
        const row: CareQueueRow = {
          responseId: form.status === 'complete' && !form.erased ? form.responseId : null,
          guestId: member.guestId,
          guestName: member.name,
          bookingId: booking.id,
          reference: booking.reference,
          title: form.title,
          arrival: booking.arrival,
          status: form.status,
          review: form.review,
          canRead: form.status === 'complete' && !form.erased,
        };
        if (options.toReview && !(row.canRead && row.review === null)) continue;
        result.push(row);
      }
    }
  }
  return result;
}
