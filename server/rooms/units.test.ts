import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_REFUSAL_MESSAGES, UNIT_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { listAudit } from '#server/audit/index.ts';
import { roomHolds, roomUnitNights, roomUnits } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { createStaffBooking } from '../bookings/staff-stay.ts';
import { createClosure } from './closures-admin.ts';
import { loadStock, releaseRooms, takeRooms } from './inventory.ts';
import { freeRooms, nightsOf } from './stock.ts';
import { createRoomType, updateRoomType } from './types-admin.ts';
import { moveToUnit } from './units-admin.ts';

// Rooms by name: which unit each hold sleeps in, night by night, checked by reading the unit-nights.

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
let day = 40;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A type of its own for each test, so tests never share nights. */
async function freshType(rooms: number) {
  const name = `Wing ${crypto.randomUUID().slice(0, 8)}`;
  const type = await createRoomType(database.db, actor, {
    name,
    description: 'Test rooms.',
    roomCount: rooms,
    adultsPerRoom: 1,
    sortOrder: 9,
    active: true,
    forRetreat: false,
  });
  const units = await database.db.select().from(roomUnits).where(eq(roomUnits.roomTypeId, type.id)).orderBy(asc(roomUnits.sortOrder));
  return { type, units };
}

function nextNights() {
  day += 5;
  return addDays(todayIn(TIME_ZONE), day);
}

async function take(typeId: string, checkIn: string, nights: number, rooms = 1) {
  return database.db.transaction((tx) => takeRooms(tx, { roomTypeId: typeId, checkIn, checkOut: addDays(checkIn, nights), rooms }, {}));
}

/** Night → unit name of the hold's unit-nights. */
async function unitsOf(holdId: string) {
  const rows = await database.db
    .select({ night: roomUnitNights.night, name: roomUnits.name })
    .from(roomUnitNights)
    .innerJoin(roomUnits, eq(roomUnits.id, roomUnitNights.unitId))
    .where(eq(roomUnitNights.holdId, holdId))
    .orderBy(asc(roomUnitNights.night), asc(roomUnits.name));
  return rows.map((row) => `${row.night} ${row.name}`);
}

function stay(typeId: string, checkIn: string, nights: number, name = 'Asha Rao') {
  return {
    kind: 'stay' as const,
    roomTypeId: typeId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: 1,
    customerName: name,
    customerEmail: 'asha@example.org',
    customerPhone: '+91 98765 43210',
    status: 'confirmed' as const,
  };
}

describe(`room units (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('names a new type’s units after it, and counts its rooms by them', async () => {
    const { type, units } = await freshType(3);
    expect(units.map((unit) => unit.name)).toEqual([`${type.name} 1`, `${type.name} 2`, `${type.name} 3`]);
    expect(type.roomCount).toBe(3);
  });

  it('gives the first free unit, the same for every night where one is free throughout, split only when none is', async () => {
    const { type } = await freshType(3);
    const first = nextNights();
    const second = addDays(first, 1);
    const a = await take(type.id, first, 1);
    const b = await take(type.id, second, 1);
    const c = await take(type.id, first, 1);
    const d = await take(type.id, second, 1);
    const e = await take(type.id, second, 1);
    expect(await unitsOf(a.id)).toEqual([`${first} ${type.name} 1`]);
    expect(await unitsOf(b.id)).toEqual([`${second} ${type.name} 1`]);
    expect(await unitsOf(c.id)).toEqual([`${first} ${type.name} 2`]);
    expect(await unitsOf(d.id)).toEqual([`${second} ${type.name} 2`]);
    expect(await unitsOf(e.id)).toEqual([`${second} ${type.name} 3`]);
    // B given back: unit 1 is free on the second night, and no unit is free on both.
    await database.db.update(roomHolds).set({ releasedAt: new Date() }).where(eq(roomHolds.id, b.id));
    const whole = await take(type.id, first, 2);
    expect(await unitsOf(whole.id)).toEqual([`${first} ${type.name} 3`, `${second} ${type.name} 1`]);
    const three = await take(type.id, nextNights(), 3, 2);
    expect((await unitsOf(three.id)).length).toBe(6);
  });

  it('frees a released booking’s units and reuses a lapsed checkout’s', async () => {
    const { type } = await freshType(1);
    const night = nextNights();
    const booking = await createStaffBooking(database.db, actor, stay(type.id, night, 2));
    const [held] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(await unitsOf(held!.id)).toHaveLength(2);
    await releaseRooms(database.db, { bookingId: booking.id });
    expect(await unitsOf(held!.id)).toEqual([]);
    const past = new Date(Date.now() - 60_000);
    const lapsing = await database.db.transaction((tx) =>
      takeRooms(
        tx,
        { roomTypeId: type.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1 },
        { expiresAt: new Date(Date.now() + 1000) },
        past,
      ),
    );
    expect(await unitsOf(lapsing.id)).toHaveLength(1);
    // An hour on, the checkout has lapsed: its unit goes to the next guest.
    const later = new Date(Date.now() + 3_600_000);
    const next = await database.db.transaction((tx) =>
      takeRooms(tx, { roomTypeId: type.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1 }, {}, later),
    );
    expect(await unitsOf(next.id)).toEqual([`${night} ${type.name} 1`]);
    expect(await unitsOf(lapsing.id)).toEqual([]);
  });

  it('gives units to holds made before units were kept when the type is next sold', async () => {
    const { type } = await freshType(2);
    const night = nextNights();
    // Made a minute earlier: holds are given units oldest first, and two made within one clock tick would
    // otherwise be ordered by their random ids.
    const [old] = await database.db
      .insert(roomHolds)
      .values({ roomTypeId: type.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1, createdAt: new Date(Date.now() - 60_000) })
      .returning();
    const fresh = await take(type.id, night, 1);
    expect(await unitsOf(old!.id)).toEqual([`${night} ${type.name} 1`]);
    expect(await unitsOf(fresh.id)).toEqual([`${night} ${type.name} 2`]);
  });

  it('refuses one unit to two guests on one night in the database itself', async () => {
    const { type, units } = await freshType(2);
    const night = nextNights();
    const hold = await take(type.id, night, 1);
    const [other] = await database.db
      .insert(roomHolds)
      .values({ roomTypeId: type.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1 })
      .returning();
    await expect(database.db.insert(roomUnitNights).values({ unitId: units[0]!.id, night, holdId: other!.id })).rejects.toThrow();
    expect(await unitsOf(hold.id)).toEqual([`${night} ${type.name} 1`]);
  });

  it('closes one unit: the others stay sellable, the type sells one room fewer, and a unit with a guest is refused', async () => {
    const { type, units } = await freshType(3);
    const night = nextNights();
    await createClosure(database.db, actor, {
      roomTypeId: type.id,
      unitId: units[1]!.id,
      firstNight: night,
      lastNight: addDays(night, 1),
      reason: 'Plumbing',
    });
    const stock = await loadStock(database.db, { from: night, to: addDays(night, 2) }, new Date(), [type.id]);
    expect(freeRooms(stock.types[0]!, nightsOf(night, addDays(night, 2)), stock.holds, stock.closures)).toBe(2);
    const first = await createStaffBooking(database.db, actor, stay(type.id, night, 2, 'One'));
    const second = await createStaffBooking(database.db, actor, stay(type.id, night, 2, 'Two'));
    const holds = await database.db
      .select()
      .from(roomHolds)
      .where(inArray(roomHolds.bookingId, [first.id, second.id]));
    const names = (await Promise.all(holds.map((hold) => unitsOf(hold.id)))).flat().map((line) => line.slice(11));
    expect(names.sort()).toEqual([`${type.name} 1`, `${type.name} 1`, `${type.name} 3`, `${type.name} 3`]);
    const full = await refusal(createStaffBooking(database.db, actor, stay(type.id, night, 1, 'Three')));
    expect(full.message).toBe(ROOM_MESSAGES.noRooms);
    const busy = await refusal(
      createClosure(database.db, actor, {
        roomTypeId: type.id,
        unitId: units[0]!.id,
        firstNight: night,
        lastNight: night,
        reason: 'Paint',
      }),
    );
    expect(busy.message).toBe(ROOM_REFUSAL_MESSAGES.unitHasGuests(`${type.name} 1`, [night]));
    // The night after the guests leave, unit 1 closes.
    const after = addDays(night, 2);
    await createClosure(database.db, actor, {
      roomTypeId: type.id,
      unitId: units[0]!.id,
      firstNight: after,
      lastNight: after,
      reason: 'Paint',
    });
  });

  it('moves a guest to a free unit, and refuses a unit taken or closed on any of their nights', async () => {
    const { type, units } = await freshType(3);
    const night = nextNights();
    const guest = await createStaffBooking(database.db, actor, stay(type.id, night, 2, 'Mover'));
    await createStaffBooking(database.db, actor, stay(type.id, addDays(night, 1), 1, 'Blocker'));
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, guest.id));
    const move = (to: number) => moveToUnit(database.db, actor, { holdId: hold!.id, fromUnitId: units[0]!.id, toUnitId: units[to]!.id });
    const taken = await refusal(move(1));
    expect(taken.message).toBe(UNIT_MESSAGES.taken(`${type.name} 2`, [addDays(night, 1)]));
    await createClosure(database.db, actor, {
      roomTypeId: type.id,
      unitId: units[2]!.id,
      firstNight: night,
      lastNight: night,
      reason: 'Paint',
    });
    const closed = await refusal(move(2));
    expect(closed.message).toBe(UNIT_MESSAGES.closed(`${type.name} 3`, [night]));
    expect(await unitsOf(hold!.id)).toEqual([`${night} ${type.name} 1`, `${addDays(night, 1)} ${type.name} 1`]);
    const [other] = await database.db
      .select()
      .from(roomHolds)
      .where(and(eq(roomHolds.roomTypeId, type.id), eq(roomHolds.checkIn, addDays(night, 1))));
    // The blocker leaves unit 2 for unit 3 (open on its night): then the mover can go to unit 2.
    await moveToUnit(database.db, actor, { holdId: other!.id, fromUnitId: units[1]!.id, toUnitId: units[2]!.id });
    await move(1);
    expect(await unitsOf(hold!.id)).toEqual([`${night} ${type.name} 2`, `${addDays(night, 1)} ${type.name} 2`]);
    const history = await listAudit(database.db, 'booking', guest.id);
    expect(history.some((entry) => JSON.stringify(entry.changes).includes(`${type.name} 2`))).toBe(true);
  });

  it('lowers the rooms by deactivating free units, moving guests off a unit that goes', async () => {
    const { type, units } = await freshType(3);
    const night = nextNights();
    const booking = await createStaffBooking(database.db, actor, stay(type.id, night, 1));
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    await moveToUnit(database.db, actor, { holdId: hold!.id, fromUnitId: units[0]!.id, toUnitId: units[2]!.id });
    const { name, description, adultsPerRoom, sortOrder, active, forRetreat } = type;
    await updateRoomType(database.db, actor, type.id, { name, description, adultsPerRoom, sortOrder, active, forRetreat, roomCount: 1 });
    const left = await database.db
      .select()
      .from(roomUnits)
      .where(and(eq(roomUnits.roomTypeId, type.id), eq(roomUnits.active, true)));
    expect(left).toHaveLength(1);
    expect((await unitsOf(hold!.id)).map((line) => line.slice(11))).toEqual([left[0]!.name]);
  });
});
