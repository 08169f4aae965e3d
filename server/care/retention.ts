import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { bookingGuests, bookings, questionnaireFiles, questionnaireResponses } from '../db/schema.ts';
import { dateRange } from '../mail/booking-times.ts';

// Guests' health answers are kept for the owner's number of days after their stay (care.retentionDays),
// then deleted by a timed job, unless the guest asked us to keep them. The response row stays, its sealed
// answers and note cleared and its files deleted, with the time it happened: the desk's lists then say
// "deleted" rather than "missing", and a reminder is never sent for a form that was filled and let go.

export const RETENTION_JOB = 'care-retention';
// Daily would do; hourly keeps the deletion within an hour of its day arriving, at the cost of one small query.
export const RETENTION_EVERY_MS = 60 * 60_000;
/** Responses cleared per transaction: a long backlog (a first run, a lowered setting) goes in short steps. */
const BATCH = 200;

type BookingDates = Pick<typeof bookings.$inferSelect, 'kind' | 'eventDate' | 'selectedSlot' | 'status' | 'cancellation' | 'updatedAt'>;

/** The booking's last day on the estate's calendar: a stay's or retreat's check-out day, else its date. */
export function lastDayOf(booking: Pick<BookingDates, 'kind' | 'eventDate' | 'selectedSlot'>): string {
  const range = booking.kind === 'event' ? null : dateRange(booking.selectedSlot);
  return range?.to ?? booking.eventDate;
}

/**
 * The day the retention period counts from. A cancelled booking's answers serve no stay after its
 * cancellation: they count from the day it was cancelled, or from its last day when that came first (a
 * booking cancelled after it took place), so they are never kept longer than a stay that happened keeps
 * them. A cancellation kept without its time (one made by staff) is dated by the booking's last change.
 */
export function retentionStartOf(booking: BookingDates, timeZone: string): string {
  const last = lastDayOf(booking);
  if (booking.status !== 'cancelled') return last;
  const at = booking.cancellation?.at ? new Date(booking.cancellation.at) : booking.updatedAt;
  const cancelledOn = Number.isNaN(at.getTime()) ? todayIn(timeZone, booking.updatedAt) : todayIn(timeZone, at);
  return cancelledOn < last ? cancelledOn : last;
}

/** Whether answers counted from `startDay` are due for deletion on `today`: from the day `retentionDays` after it. */
export function retentionExpired(startDay: string, today: string, retentionDays: number): boolean {
  return addDays(startDay, retentionDays) <= today;
}

/**
 * One round of the job: every response whose retention has run out, not kept at the guest's wish and not
 * yet erased, loses its answers, note and files. Running it twice does nothing more.
 */
export async function runRetention(db: Database, now: Date, timeZone: string): Promise<{ erased: number }> {
  const { retentionDays } = await publishedContent(db, 'care');
  const today = todayIn(timeZone, now);
  const cutoff = addDays(today, -retentionDays);
  // A booking's last day is never before its first (eventDate), so only bookings begun by the cutoff, or
  // cancelled, can have expired answers; the rest are left to later rounds without being read.
  const candidates = await db
    .select({
      id: questionnaireResponses.id,
      kind: bookings.kind,
      eventDate: bookings.eventDate,
      selectedSlot: bookings.selectedSlot,
      status: bookings.status,
      cancellation: bookings.cancellation,
      updatedAt: bookings.updatedAt,
    })
    .from(questionnaireResponses)
    .innerJoin(bookingGuests, eq(bookingGuests.id, questionnaireResponses.bookingGuestId))
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(
      and(
        isNull(questionnaireResponses.erasedAt),
        eq(questionnaireResponses.keep, false),
        or(lte(bookings.eventDate, cutoff), eq(bookings.status, 'cancelled')),
      ),
    );
  const expired = candidates.filter((row) => retentionExpired(retentionStartOf(row, timeZone), today, retentionDays)).map((row) => row.id);
  let erased = 0;
  for (let start = 0; start < expired.length; start += BATCH) {
    erased += (await eraseResponses(db, expired.slice(start, start + BATCH), now)).length;
  }
  return { erased };
}

/**
 * Clears the answers and note of the given responses and deletes their files, in one transaction: only
 * those not erased yet, and not kept at the guest's wish at this moment (a guest ticking "keep" while the
 * job runs wins). Answers the ids it erased.
 */
export function eraseResponses(db: Pick<Database, 'transaction'>, ids: readonly string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.transaction((tx) => clearResponses(tx, ids, now, { unlessKept: true }));
}

type Writer = Pick<Database, 'update' | 'delete'>;

/**
 * The clearing itself, inside the caller's transaction; the guest's own erasure uses it too, and clears
 * the answers they had asked to keep (`unlessKept: false`), which then no longer are.
 */
export async function clearResponses(tx: Writer, ids: readonly string[], now: Date, { unlessKept }: { unlessKept: boolean }) {
  if (ids.length === 0) return [];
  const cleared = await tx
    .update(questionnaireResponses)
    .set({ answers: null, reviewNote: null, keep: false, erasedAt: now, updatedAt: now })
    .where(
      and(
        inArray(questionnaireResponses.id, [...ids]),
        isNull(questionnaireResponses.erasedAt),
        unlessKept ? eq(questionnaireResponses.keep, false) : undefined,
      ),
    )
    .returning({ id: questionnaireResponses.id });
  const erasedIds = cleared.map((row) => row.id);
  if (erasedIds.length > 0) await tx.delete(questionnaireFiles).where(inArray(questionnaireFiles.responseId, erasedIds));
  return erasedIds;
}
