import { and, eq, gt, inArray, isNull, lte, min, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, confirmByMailSentence } from '#app/lib/booking-reply.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bookings, roomHolds } from '../db/schema.ts';
import { rateLimitSubject } from '../http/rate-limit-subject.ts';
import { Refusal } from '../refusal.ts';
import { releaseAppointments } from './appointment-release.ts';

// A reservation a guest makes without paying (a class paid at the estate, the retreat's SUBMIT BOOKING)
// costs them nothing, so it may hold its seat or rooms only briefly: until the guest follows the link
// mailed to them, for UNCONFIRMED_HOLD_MINUTES. Every count of seats and rooms ignores a hold past that
// moment at once; the reconciliation timer then marks such reservations cancelled and frees their rooms.
// Each e-mail address and each client may have only UNCONFIRMED_HOLD_LIMIT of them waiting at a time, so
// that nobody can take a calendar's seats or the retreat's rooms by typing addresses that are not theirs.

/** Who asks for a reservation from a public form: the client's address, as the rate limits count it. */
export interface GuestHold {
  client: string;
}

/** Namespaces of the transaction locks that queue one guest's requests (distinct from every other lock). */
const EMAIL_LOCK = 4_242_011;
const CLIENT_LOCK = 4_242_012;

/**
 * What a guest is told when a public form has taken their reservation: the specification's success
 * sentence, then how long it is held for the mailed link. A bot's form is answered with the same words,
 * though nothing was kept.
 */
export function reservationTakenMessage(): string {
  return `${BOOKING_MESSAGES.success} ${confirmByMailSentence(config().UNCONFIRMED_HOLD_MINUTES)}`;
}

/** A reservation that still waits for its guest's link at `now`, its hold not lapsed. */
export function waitingForLink(now: Date | Placeholder | SQL): SQL {
  return and(eq(bookings.status, 'pending'), gt(bookings.holdUntil, now))!;
}

/** What a new reservation from a public form stores: when its hold lapses, and who asked for it. */
export function guestHoldColumns(hold: GuestHold, now: Date): { holdUntil: Date; holdClient: string } {
  return { holdUntil: new Date(now.getTime() + config().UNCONFIRMED_HOLD_MINUTES * 60_000), holdClient: rateLimitSubject(hold.client) };
}

/**
 * Makes concurrent requests of one address or one client (in any number of processes) wait for each
 * other until their transactions end, so that the count below cannot be passed by sending many at once.
 * Take it first in the transaction, before any row lock, so that every request locks in the same order.
 */
export async function lockGuest(tx: Database, who: { email: string; hold: GuestHold }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${who.email.trim().toLowerCase()}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${rateLimitSubject(who.hold.client)}))`);
}

/**
 * Refuses (429) a new reservation when the address or the client already has UNCONFIRMED_HOLD_LIMIT
 * waiting for their links; it may try again when the first of them lapses (or sooner, by confirming one).
 */
export async function refuseTooManyWaiting(tx: Database, who: { email: string; hold: GuestHold }, now: Date): Promise<void> {
  const email = who.email.trim().toLowerCase();
  const client = rateLimitSubject(who.hold.client);
  const [counted] = await tx
    .select({
      byEmail: sql<number>`count(*) filter (where lower(${bookings.customerEmail}) = ${email})::int`,
      byClient: sql<number>`count(*) filter (where ${bookings.holdClient} = ${client})::int`,
      firstLapse: min(bookings.holdUntil),
    })
    .from(bookings)
    .where(and(waitingForLink(now), or(eq(sql`lower(${bookings.customerEmail})`, email), eq(bookings.holdClient, client))));
  const limit = config().UNCONFIRMED_HOLD_LIMIT;
  if (!counted || (Number(counted.byEmail) < limit && Number(counted.byClient) < limit)) return;
  const lapsesIn = counted.firstLapse ? Math.ceil((counted.firstLapse.getTime() - now.getTime()) / 1000) : 60;
  throw new Refusal(BOOKING_MESSAGES.unconfirmedLimit, 429, { retryAfterSeconds: Math.max(1, lapsesIn) });
}

/**
 * Cancels the reservations whose link was not followed in time and gives back the rooms they held; no
 * mail goes to their unconfirmed addresses. Their seats and rooms were already counted as free; this
 * only makes the record say so. Safe to run from several processes: a row is taken once.
 */
export async function lapseUnconfirmedBookings(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'cancelled', holdClient: null, updatedAt: now })
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdUntil, now)))
    .returning({ id: bookings.id });
  if (lapsed.length === 0) return 0;
  for (const { id } of lapsed) await releaseAppointments(db, id, now);
  await db
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(
          roomHolds.bookingId,
          lapsed.map((row) => row.id),
        ),
        isNull(roomHolds.releasedAt),
      ),
    );
  return lapsed.length;
}
