import { eq, type SQL, sql } from 'drizzle-orm';
import type { BookingKind } from '#app/lib/enums.ts';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { careSummaryOf, formStatesOf, partySizeOf } from '../questionnaires/due.ts';

// Which bookings are guided by a doctor, and whether one waits for a practitioner's review before it is
// confirmed: read by who may read whose answers (server/care/access.ts), the checkout that confirms a
// paid booking, and staff confirming one by hand.

type Reader = Pick<Database, 'select'>;

/**
 * A condition on the bookings row named `b` (its alias in the query): a retreat marked as guided by a doctor, or a stay of at
 * least `fromNights` nights (none when it is 0). Retreat bookings made while there was one retreat name
 * none: they were for the first.
 */
export function doctorGuidedBooking(fromNights: number, b: SQL = sql.raw('b')): SQL {
  const stays = fromNights > 0 ? sql`(${b}.kind = 'stay' and coalesce((${b}.details->>'nights')::int, 0) >= ${fromNights})` : sql`false`;
  return sql`((${b}.kind = 'retreat' and coalesce((
      select r.doctor_guided from retreats r
      where r.id::text = coalesce(${b}.details->'retreat'->>'id', (select r1.id::text from retreats r1 where r1.slug = ${FIRST_RETREAT_SLUG}))
    ), false)) or ${stays})`;
}

type BookingRow = { id: string; kind: BookingKind; eventId: string | null; details: unknown };

/**
 * Whether the owner's setting holds this booking back until a practitioner has marked its guests'
 * answers reviewed: it is doctor-guided, asks for forms, and not every one is sent and reviewed.
 */
export async function waitsForCareReview(db: Reader, booking: BookingRow): Promise<boolean> {
  const { reviewBeforeConfirm, doctorGuidedFromNights } = await publishedContent(db, 'care');
  if (!reviewBeforeConfirm) return false;
  const [guided] = await db
    .select({ guided: sql<boolean>`${doctorGuidedBooking(doctorGuidedFromNights, sql.raw('"bookings"'))}` })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (!guided?.guided) return false;
  const row = booking as Parameters<typeof formStatesOf>[1][number];
  const states = await formStatesOf(db, [row]);
  const summary = careSummaryOf(states.get(booking.id) ?? [], partySizeOf(row));
  return summary !== null && summary !== 'reviewed';
}
