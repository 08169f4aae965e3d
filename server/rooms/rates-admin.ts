import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { ROOM_RATE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import type { RatePeriodView } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { formatPaise, rupeesToPaise } from '#app/lib/money.ts';
import type { RatePeriodInput, RoomRatesInput } from '#app/lib/schemas/admin/room-rates.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { roomRatePeriods, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { lockRoomTypes } from './inventory.ts';
import { loadRatePeriods } from './rates.ts';

// The owner's side of a type's price: its rates and its rate periods. Every change locks the type's row
// first, so two periods saved at once cannot both pass the overlap check, and goes into the type's history.
// A booking already made keeps the nights' prices it was sold at (its details' nightPaise): nothing here
// touches bookings.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

const paise = (rupees: number | undefined) => (rupees === undefined ? null : rupeesToPaise(rupees));

/** The rates' columns from the form. */
function rateColumns(input: RoomRatesInput) {
  return {
    rateBasis: input.rateBasis,
    nightlyRatePaise: rupeesToPaise(input.nightlyRateRupees),
    includedAdults: input.includedAdults,
    extraAdultPaise: rupeesToPaise(input.extraAdultRupees),
    weekendRatePaise: paise(input.weekendRateRupees),
    weekendExtraAdultPaise: input.weekendRateRupees === undefined ? null : paise(input.weekendExtraAdultRupees),
    minNights: input.minNights,
  };
}

/** Saves a type's rates; null when there is no such type. */
export async function updateRoomRates(db: Database, actor: Actor, typeId: string, input: RoomRatesInput, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await lockRoomTypes(tx, [typeId]);
    if (!before) return null;
    const columns = rateColumns(input);
    const changes = Object.fromEntries(
      Object.entries(columns)
        .filter(([field, value]) => before[field as keyof typeof columns] !== value)
        .map(([field, value]) => [field, [before[field as keyof typeof columns], value] as [unknown, unknown]]),
    );
    await tx
      .update(roomTypes)
      .set({ ...columns, updatedAt: now })
      .where(eq(roomTypes.id, typeId));
    if (Object.keys(changes).length > 0) await recordFieldChanges(tx, { actor, entity: 'room-type', entityId: typeId, changes });
    return { ...before, ...columns };
  });
}

/** A type's periods as the owner's list shows them. */
export async function listRatePeriods(db: Database, typeId: string): Promise<RatePeriodView[]> {
  return (await loadRatePeriods(db, [typeId])).get(typeId) ?? [];
}

/** How a period reads in the type's history: "Diwali week: 1 Nov 2026 to 7 Nov 2026, ₹5,000 + ₹1,500 per extra adult". */
function periodText(period: { name: string; firstNight: string; lastNight: string; nightlyRatePaise: number; extraAdultPaise: number }) {
  const nights = `${formatDayMonthYear(period.firstNight)} to ${formatDayMonthYear(period.lastNight)}`;
  return `${period.name}: ${nights}, ${formatPaise(period.nightlyRatePaise)} + ${formatPaise(period.extraAdultPaise)} per extra adult`;
}

/** Refuses (409) nights that overlap another period of the type, naming it. Runs with the type's row locked. */
async function refuseOverlap(tx: Database, typeId: string, input: RatePeriodInput, exceptId: string | null) {
  const [other] = await tx
    .select()
    .from(roomRatePeriods)
    .where(
      and(
        eq(roomRatePeriods.roomTypeId, typeId),
        lte(roomRatePeriods.firstNight, input.lastNight),
        gte(roomRatePeriods.lastNight, input.firstNight),
        exceptId ? ne(roomRatePeriods.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return;
  const sentence = ROOM_RATE_MESSAGES.overlaps(other.name, formatDayMonthYear(other.firstNight), formatDayMonthYear(other.lastNight));
  throw new Refusal(sentence, 409, { fieldErrors: { firstNight: [sentence] } });
}

function periodColumns(input: RatePeriodInput) {
  return {
    name: input.name,
    firstNight: input.firstNight,
    lastNight: input.lastNight,
    nightlyRatePaise: rupeesToPaise(input.nightlyRateRupees),
    extraAdultPaise: rupeesToPaise(input.extraAdultRupees),
  };
}

/** Adds a period to a type, or refuses an overlap; null when there is no such type. */
export async function addRatePeriod(db: Database, actor: Actor, typeId: string, input: RatePeriodInput) {
  return db.transaction(async (tx) => {
    const [type] = await lockRoomTypes(tx, [typeId]);
    if (!type) return null;
    await refuseOverlap(tx, typeId, input, null);
    const [added] = await tx
      .insert(roomRatePeriods)
      .values({ roomTypeId: typeId, ...periodColumns(input) })
      .returning();
    if (!added) throw new Error('the rate period was not stored');
    await recordFieldChanges(tx, { actor, entity: 'room-type', entityId: typeId, changes: { ratePeriod: [null, periodText(added)] } });
    return added;
  });
}

async function lockedPeriod(tx: Database, typeId: string, periodId: string) {
  const [type] = await lockRoomTypes(tx, [typeId]);
  if (!type) return null;
  const [period] = await tx
    .select()
    .from(roomRatePeriods)
    .where(and(eq(roomRatePeriods.id, periodId), eq(roomRatePeriods.roomTypeId, typeId)));
  return period ?? null;
}

/** Changes a period's name, nights or rates, or refuses an overlap; null when there is no such period. */
export async function updateRatePeriod(db: Database, actor: Actor, typeId: string, periodId: string, input: RatePeriodInput) {
  return db.transaction(async (tx) => {
    const before = await lockedPeriod(tx, typeId, periodId);
    if (!before) return null;
    await refuseOverlap(tx, typeId, input, periodId);
    const [after] = await tx.update(roomRatePeriods).set(periodColumns(input)).where(eq(roomRatePeriods.id, periodId)).returning();
    if (!after) return null;
    await recordFieldChanges(tx, {
      actor,
      entity: 'room-type',
      entityId: typeId,
      changes: { ratePeriod: [periodText(before), periodText(after)] },
    });
    return after;
  });
}

/** Removes a period; null when there is no such period. */
export async function removeRatePeriod(db: Database, actor: Actor, typeId: string, periodId: string) {
  return db.transaction(async (tx) => {
    const before = await lockedPeriod(tx, typeId, periodId);
    if (!before) return null;
    await tx.delete(roomRatePeriods).where(eq(roomRatePeriods.id, periodId));
    await recordFieldChanges(tx, { actor, entity: 'room-type', entityId: typeId, changes: { ratePeriod: [periodText(before), null] } });
    return before;
  });
}
