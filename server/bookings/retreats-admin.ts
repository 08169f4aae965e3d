import { and, asc, eq, sql } from 'drizzle-orm';
import { retreatPackage } from '#app/content/retreat.ts';
import type { Occupancy } from '#app/content/types.ts';
import { RETREAT_ADMIN_MESSAGES, type RetreatAdminView } from '#app/lib/admin/retreat-messages.ts';
import { type DepartureInput, depositRuleOfInput, type RetreatInput } from '#app/lib/schemas/admin/retreat.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, retreatDepartures, retreats } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { listRetreats } from './retreats.ts';

// The owner keeps the retreats at /admin/retreats: their texts, length and figures, and their fixed
// departures. Every change is in the record's history. A booking keeps the price, length and title it was
// made with (its own columns and details), so an edit here changes only what is booked from now on.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** The rooms' rates as the form gives them; their labels and the guests each takes are the first retreat's. */
function occupanciesOf(input: RetreatInput): Occupancy[] {
  const rate = { double: input.doubleRupees, single: input.singleRupees };
  return retreatPackage.occupancies.map((option) => ({ ...option, nightlyRupees: rate[option.id] }));
}

function columns(input: RetreatInput) {
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    cardText: input.cardText,
    description: input.description,
    nights: input.nights,
    programmeRupees: input.programmeRupees,
    occupancies: occupanciesOf(input),
    itinerary: input.itinerary,
    instructors: input.instructors,
    highlights: input.highlights,
    facilities: input.facilities,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    photo: input.photo || null,
    depositRule: depositRuleOfInput(input),
    active: input.active,
    doctorGuided: input.doctorGuided,
  };
}

/** Every retreat, on sale or not, with its departures and their places left. */
export async function listAllRetreats(db: Database): Promise<RetreatAdminView[]> {
  return listRetreats(db, { all: true });
}

export async function findRetreatById(db: Database, id: string): Promise<RetreatAdminView | null> {
  return (await listAllRetreats(db)).find((retreat) => retreat.id === id) ?? null;
}

function slugTaken(slug: string): Refusal {
  const sentence = RETREAT_ADMIN_MESSAGES.slugTaken(slug);
  return new Refusal(sentence, 409, { fieldErrors: { slug: [sentence] } });
}

async function refuseTakenSlug(db: Database, slug: string, id: string | null) {
  const [same] = await db.select({ id: retreats.id }).from(retreats).where(eq(retreats.slug, slug));
  if (same && same.id !== id) throw slugTaken(slug);
}

export async function createRetreat(db: Database, actor: Actor, input: RetreatInput): Promise<RetreatAdminView> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${retreats} in share row exclusive mode`);
    await refuseTakenSlug(tx, input.slug, null);
    const [last] = await tx
      .select({ sortOrder: retreats.sortOrder })
      .from(retreats)
      .orderBy(sql`${retreats.sortOrder} desc`)
      .limit(1);
    const [row] = await tx
      .insert(retreats)
      .values({ ...columns(input), sortOrder: (last?.sortOrder ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('the retreat was not stored');
    await recordAudit(tx, { actor, entity: 'retreat', entityId: row.id, action: 'create', before: null, after: row });
    return row.id;
  });
  return (await findRetreatById(db, id))!;
}

/** Saves the owner's changes; null when there is no such retreat. */
export async function updateRetreat(db: Database, actor: Actor, id: string, input: RetreatInput): Promise<RetreatAdminView | null> {
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${retreats} in share row exclusive mode`);
    const [before] = await tx.select().from(retreats).where(eq(retreats.id, id)).for('update');
    if (!before) return null;
    await refuseTakenSlug(tx, input.slug, id);
    const [after] = await tx
      .update(retreats)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(retreats.id, id))
      .returning();
    await recordAudit(tx, { actor, entity: 'retreat', entityId: id, action: 'update', before, after: after! });
    return after!;
  });
  return saved && findRetreatById(db, id);
}

/** The guests booked on a departure: its bookings not cancelled. */
async function bookedGuests(db: Database, departureId: string): Promise<number> {
  const [row] = await db
    .select({ guests: sql<number>`coalesce(sum(coalesce((${bookings.details}->>'guests')::int, 1)), 0)::int` })
    .from(bookings)
    .where(and(sql`${bookings.details}->'retreat'->>'departureId' = ${departureId}`, sql`${bookings.status} <> 'cancelled'`));
  return Number(row?.guests ?? 0);
}

/** Adds a departure to a retreat (recorded in the retreat's history); null when there is no such retreat. */
export async function addDeparture(db: Database, actor: Actor, retreatId: string, input: DepartureInput) {
  return db.transaction(async (tx) => {
    const [retreat] = await tx.select({ id: retreats.id }).from(retreats).where(eq(retreats.id, retreatId)).for('update');
    if (!retreat) return null;
    const [same] = await tx
      .select({ id: retreatDepartures.id })
      .from(retreatDepartures)
      .where(and(eq(retreatDepartures.retreatId, retreatId), eq(retreatDepartures.startDate, input.startDate)));
    if (same)
      throw new Refusal(RETREAT_ADMIN_MESSAGES.departureTaken, 409, {
        fieldErrors: { startDate: [RETREAT_ADMIN_MESSAGES.departureTaken] },
      });
    const before = await departuresOf(tx, retreatId);
    const [row] = await tx.insert(retreatDepartures).values({ retreatId, startDate: input.startDate, places: input.places }).returning();
    await recordAudit(tx, {
      actor,
      entity: 'retreat',
      entityId: retreatId,
      action: 'update',
      before: { departures: before },
      after: { departures: await departuresOf(tx, retreatId) },
    });
    return row!;
  });
}

async function departuresOf(db: Database, retreatId: string) {
  const rows = await db
    .select({ startDate: retreatDepartures.startDate, places: retreatDepartures.places })
    .from(retreatDepartures)
    .where(eq(retreatDepartures.retreatId, retreatId))
    .orderBy(asc(retreatDepartures.startDate));
  return rows.map((row) => `${row.startDate} (${row.places})`).join(', ');
}

/** Removes a departure nobody is booked on; a Refusal (409) while it has guests; null when there is none. */
export async function removeDeparture(db: Database, actor: Actor, departureId: string) {
  return db.transaction(async (tx) => {
    const [departure] = await tx.select().from(retreatDepartures).where(eq(retreatDepartures.id, departureId)).for('update');
    if (!departure) return null;
    const guests = await bookedGuests(tx, departureId);
    if (guests > 0) throw new Refusal(RETREAT_ADMIN_MESSAGES.departureBooked(guests), 409);
    const before = await departuresOf(tx, departure.retreatId);
    await tx.delete(retreatDepartures).where(eq(retreatDepartures.id, departureId));
    await recordAudit(tx, {
      actor,
      entity: 'retreat',
      entityId: departure.retreatId,
      action: 'update',
      before: { departures: before },
      after: { departures: await departuresOf(tx, departure.retreatId) },
    });
    return departure;
  });
}

/**
 * Deletes a retreat nobody booked (with its departures); one with bookings is refused (409), as its
 * bookings name it: the owner takes it off sale instead. Null when there is no such retreat.
 */
export async function removeRetreat(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(retreats).where(eq(retreats.id, id)).for('update');
    if (!before) return null;
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.details}->'retreat'->>'id' = ${id}`)
      .limit(1);
    if (booked) throw new Refusal(RETREAT_ADMIN_MESSAGES.retreatBooked, 409);
    await tx.delete(retreats).where(eq(retreats.id, id));
    await recordAudit(tx, { actor, entity: 'retreat', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
