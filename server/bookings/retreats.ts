import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { retreatPackage } from '#app/content/retreat.ts';
import {
  FIRST_RETREAT_SLUG,
  isRetreatPhoto,
  RETREAT_MESSAGES,
  type RetreatDepartureView,
  type RetreatView,
  type StaffRetreatChoice,
} from '#app/lib/retreat-view.ts';
import type { Database } from '../db/client.ts';
import { type BookedRetreat, bookings, paymentOrders, retreatDepartures, retreats } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// The retreats as the database holds them: what the pages show and what a booking is priced from.

type RetreatRow = typeof retreats.$inferSelect;

/** The days a retreat spans: it ends on the day after its last night. */
export const retreatDays = (nights: number) => nights + 1;

/** A departure's guests: its bookings not cancelled (nor lapsed unconfirmed), and checkouts still open for it. */
async function departureGuests(db: Database, departureIds: string[]): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (departureIds.length === 0) return taken;
  const booked = await db
    .select({
      id: sql<string>`${bookings.details}->'retreat'->>'departureId'`,
      guests: sql<number>`coalesce(sum(coalesce((${bookings.details}->>'guests')::int, 1)), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        inArray(sql`${bookings.details}->'retreat'->>'departureId'`, departureIds),
        inArray(bookings.status, ['pending', 'confirmed', 'completed']),
        // A reservation whose link was not followed in time has let its place go, as its rooms.
        or(ne(bookings.status, 'pending'), isNull(bookings.holdUntil), gt(bookings.holdUntil, new Date())),
      ),
    )
    .groupBy(sql`1`);
  const open = await db
    .select({
      id: sql<string>`${paymentOrders.details}->'retreat'->>'departureId'`,
      guests: sql<number>`coalesce(sum(coalesce((${paymentOrders.details}->>'guests')::int, 1)), 0)::int`,
    })
    .from(paymentOrders)
    .where(
      and(
        inArray(sql`${paymentOrders.details}->'retreat'->>'departureId'`, departureIds),
        eq(paymentOrders.state, 'created'),
        sql`${paymentOrders.bookingId} is null`,
      ),
    )
    .groupBy(sql`1`);
  for (const row of [...booked, ...open]) taken.set(row.id, (taken.get(row.id) ?? 0) + Number(row.guests));
  return taken;
}

async function withDepartures(db: Database, rows: RetreatRow[]): Promise<RetreatView[]> {
  const ids = rows.map((row) => row.id);
  const departures = ids.length
    ? await db.select().from(retreatDepartures).where(inArray(retreatDepartures.retreatId, ids)).orderBy(asc(retreatDepartures.startDate))
    : [];
  const taken = await departureGuests(
    db,
    departures.map((departure) => departure.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    nights: row.nights,
    days: retreatDays(row.nights),
    summary: row.summary,
    cardText: row.cardText,
    programmeRupees: row.programmeRupees,
    occupancies: row.occupancies,
    description: row.description,
    instructors: row.instructors,
    highlights: row.highlights,
    itinerary: row.itinerary,
    facilities: row.facilities,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    photo: isRetreatPhoto(row.photo) ? row.photo : null,
    depositRule: row.depositRule,
    active: row.active,
    doctorGuided: row.doctorGuided,
    departures: departures
      .filter((departure) => departure.retreatId === row.id)
      .map((departure): RetreatDepartureView => ({
        id: departure.id,
        startDate: departure.startDate,
        places: departure.places,
        placesLeft: Math.max(0, departure.places - (taken.get(departure.id) ?? 0)),
      })),
  }));
}

/** The retreats in their order; only those on sale unless `all`. */
export async function listRetreats(db: Database, options: { all?: boolean } = {}): Promise<RetreatView[]> {
  const rows = await db
    .select()
    .from(retreats)
    .where(options.all ? undefined : eq(retreats.active, true))
    .orderBy(asc(retreats.sortOrder), asc(retreats.createdAt));
  return withDepartures(db, rows);
}

/** The retreat at /rejuvenation/<slug>, if it is on sale. */
export async function findRetreat(db: Database, slug: string): Promise<RetreatView | undefined> {
  const rows = await db
    .select()
    .from(retreats)
    .where(and(eq(retreats.slug, slug), eq(retreats.active, true)));
  const [found] = await withDepartures(db, rows);
  return found;
}

/** The retreats on sale as the phone booking form offers them: each with its length and open departures. */
export async function staffRetreatChoices(db: Database): Promise<StaffRetreatChoice[]> {
  return (await listRetreats(db)).map((retreat) => ({
    slug: retreat.slug,
    title: retreat.title,
    nights: retreat.nights,
    departures: retreat.departures
      .filter((departure) => departure.placesLeft > 0)
      .map((departure) => ({ startDate: departure.startDate, placesLeft: departure.placesLeft })),
  }));
}

/**
 * The retreat a booking is for, priced from the database (never from the browser), and its departure
 * when it has fixed ones: a Refusal (400) for a retreat not on sale, a date that is not one of its
 * departures, or more guests than the departure has places left.
 */
export async function retreatToBook(
  db: Database,
  request: { retreat?: string; startDate: string; guests: number },
): Promise<{ retreat: RetreatView; booked: BookedRetreat }> {
  const retreat = await findRetreat(db, request.retreat ?? FIRST_RETREAT_SLUG);
  if (!retreat) throw new Refusal(RETREAT_MESSAGES.unknown, 400);
  const booked: BookedRetreat = { id: retreat.id, slug: retreat.slug, title: retreat.title, nights: retreat.nights };
  if (retreat.departures.length === 0) return { retreat, booked };
  const departure = retreat.departures.find((candidate) => candidate.startDate === request.startDate);
  if (!departure) throw new Refusal(RETREAT_MESSAGES.chooseDeparture, 400);
  if (request.guests > departure.placesLeft) throw new Refusal(RETREAT_MESSAGES.full(departure.placesLeft), 409);
  return { retreat, booked: { ...booked, departureId: departure.id } };
}

/**
 * Takes the departure's row lock for the rest of the transaction, then counts its places again: two
 * guests booking its last place at once cannot both have it.
 */
export async function lockDeparturePlaces(db: Database, booked: BookedRetreat | undefined, guests: number) {
  if (!booked?.departureId) return;
  const [departure] = await db.select().from(retreatDepartures).where(eq(retreatDepartures.id, booked.departureId)).for('update');
  if (!departure) throw new Refusal(RETREAT_MESSAGES.chooseDeparture, 400);
  const taken = (await departureGuests(db, [departure.id])).get(departure.id) ?? 0;
  const left = Math.max(0, departure.places - taken);
  if (guests > left) throw new Refusal(RETREAT_MESSAGES.full(left), 409);
}

/** The first retreat's content as its row: seeded into every new database (server/seed.ts). */
export function firstRetreatRow() {
  const { cta: _label, days: _days, description, ...content } = retreatPackage;
  // The last paragraph is the price sentence, which the page derives from the figures it has.
  return { ...content, description: description.slice(0, -1), slug: FIRST_RETREAT_SLUG, sortOrder: 1 };
}

/**
 * What a retreat booking moved to another start is for: the same retreat and length as booked; with
 * fixed departures, the departure of the new date, if it has room for the booking's guests.
 */
export async function movedRetreat(
  db: Database,
  booked: BookedRetreat | undefined,
  startDate: string,
  guests: number,
): Promise<BookedRetreat | undefined> {
  if (!booked?.departureId) return booked;
  const [departure] = await db
    .select({ id: retreatDepartures.id })
    .from(retreatDepartures)
    .where(and(eq(retreatDepartures.retreatId, booked.id), eq(retreatDepartures.startDate, startDate)));
  if (!departure) throw new Refusal(RETREAT_MESSAGES.chooseDeparture, 400);
  const moved = { ...booked, departureId: departure.id };
  await lockDeparturePlaces(db, moved, guests);
  return moved;
}
