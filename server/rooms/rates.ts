import { asc, eq, inArray } from 'drizzle-orm';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { RatePeriod, RoomRates } from '#app/lib/stay-price.ts';
import type { Database } from '../db/client.ts';
import { roomRatePeriods, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// A room type's rates as the one pricing function (app/lib/stay-price.ts) reads them: the type's own
// columns and its rate periods, read from the database each time, so a change is priced from the next quote.

type RoomTypeRates = Pick<
  typeof roomTypes.$inferSelect,
  | 'id'
  | 'adultsPerRoom'
  | 'rateBasis'
  | 'nightlyRatePaise'
  | 'includedAdults'
  | 'extraAdultPaise'
  | 'weekendRatePaise'
  | 'weekendExtraAdultPaise'
  | 'minNights'
>;

/** The rates of a type's row and its periods. */
export function ratesOf(type: RoomTypeRates, periods: readonly RatePeriod[]): RoomRates {
  return {
    basis: type.rateBasis,
    adultsPerRoom: type.adultsPerRoom,
    ratePaise: type.nightlyRatePaise,
    includedAdults: type.includedAdults,
    extraAdultPaise: type.extraAdultPaise,
    weekend:
      type.weekendRatePaise === null
        ? null
        : { ratePaise: type.weekendRatePaise, extraAdultPaise: type.weekendExtraAdultPaise ?? type.extraAdultPaise },
    minNights: type.minNights,
    periods,
  };
}

/** Each type's rate periods, in the order of their first nights. */
export async function loadRatePeriods(db: Database, typeIds: string[]): Promise<Map<string, (RatePeriod & { id: string })[]>> {
  const byType = new Map<string, (RatePeriod & { id: string })[]>(typeIds.map((id) => [id, []]));
  if (typeIds.length === 0) return byType;
  const rows = await db
    .select({
      id: roomRatePeriods.id,
      roomTypeId: roomRatePeriods.roomTypeId,
      name: roomRatePeriods.name,
      firstNight: roomRatePeriods.firstNight,
      lastNight: roomRatePeriods.lastNight,
      ratePaise: roomRatePeriods.nightlyRatePaise,
      extraAdultPaise: roomRatePeriods.extraAdultPaise,
    })
    .from(roomRatePeriods)
    .where(inArray(roomRatePeriods.roomTypeId, typeIds))
    .orderBy(asc(roomRatePeriods.firstNight));
  for (const { roomTypeId, ...period } of rows) byType.get(roomTypeId)?.push(period);
  return byType;
}

/** The rates of several types at once (the stay page's choices). */
export async function loadRatesOf(db: Database, types: readonly RoomTypeRates[]): Promise<Map<string, RoomRates>> {
  const periods = await loadRatePeriods(
    db,
    types.map((type) => type.id),
  );
  return new Map(types.map((type) => [type.id, ratesOf(type, periods.get(type.id) ?? [])]));
}

/** A bookable type's rates; refuses (400) a type that does not exist or sells nothing new. */
export async function loadRoomRates(db: Database, typeId: string): Promise<RoomRates & { typeId: string; typeName: string }> {
  const [type] = await db.select().from(roomTypes).where(eq(roomTypes.id, typeId));
  if (!type || !type.active) throw new Refusal(ROOM_MESSAGES.unknownRoom, 400);
  const rates = (await loadRatesOf(db, [type])).get(type.id)!;
  return { ...rates, typeId: type.id, typeName: type.name };
}

/** The first active type in the estate's order: what a stay is priced at before a type is chosen. */
export async function firstRoomTypeId(db: Database): Promise<string | null> {
  const [type] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.active, true))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name))
    .limit(1);
  return type?.id ?? null;
}

/** The rates of every type for sale, in the estate's order: what the stay page quotes before any dates. */
export async function activeRates(db: Database): Promise<RoomRates[]> {
  const types = await db.select().from(roomTypes).where(eq(roomTypes.active, true)).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
  const rates = await loadRatesOf(db, types);
  return types.map((type) => rates.get(type.id)!);
}
