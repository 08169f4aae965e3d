import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { ROOM_REFUSAL_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { PAID_NO_ROOM_HREF } from '#app/lib/admin/rooms-view.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { RoomTypeInput, StaffBookingInput } from '#app/lib/schemas/admin/rooms.ts';
import { listAudit } from '#server/audit/index.ts';
import { listBookings } from '#server/bookings/admin.ts';
import { bookings, roomTypes } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { createStaffBooking } from '../bookings/staff-stay.ts';
import { createClosure, deleteClosure, listClosures } from './closures-admin.ts';
import { countPaidWithoutRoom, dayMovements, nightBookings, occupancyGrid } from './occupancy.ts';
import { createRoomType, deleteRoomType, listRoomTypes, updateRoomType } from './types-admin.ts';
import { roomTypeColumns } from './unit-count.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
const today = todayIn(TIME_ZONE);
const night = (days: number) => addDays(today, days);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function typeNamed(name: string) {
  const [type] = await database.db.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.name, name));
  if (!type) throw new Error(`no type ${name}`);
  return type;
}

function inputOf(type: Awaited<ReturnType<typeof typeNamed>>, overrides: Partial<RoomTypeInput> = {}): RoomTypeInput {
  const { name, description, roomCount, adultsPerRoom, sortOrder, active, forRetreat } = type;
  return { name, description, roomCount, adultsPerRoom, sortOrder, active, forRetreat, ...overrides };
}

async function bookStay(typeName: string, checkIn: string, checkOut: string, adults: number, customerName = 'Asha Rao') {
  const input: StaffBookingInput = {
    kind: 'stay',
    roomTypeId: (await typeNamed(typeName)).id,
    checkIn,
    checkOut,
    adults,
    customerName,
    customerEmail: 'asha@example.org',
    customerPhone: '+91 98765 43210',
    status: 'confirmed',
  };
  return createStaffBooking(database.db, actor, input);
}

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`room types (${label})`, () => {
  it('creates, edits and deletes a type, audited', async () => {
    const created = await createRoomType(database.db, actor, {
      name: 'Tree House',
      description: 'Up in the mango tree.',
      roomCount: 2,
      adultsPerRoom: 2,
      sortOrder: 9,
      active: true,
      forRetreat: false,
    });
    const updated = await updateRoomType(database.db, actor, created.id, { ...created, roomCount: 3 }, '/uploads/room-images/t.webp');
    expect(updated).toMatchObject({ roomCount: 3, imageUrl: '/uploads/room-images/t.webp' });
    expect((await listAudit(database.db, 'room-type', created.id)).map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(await deleteRoomType(database.db, actor, created.id)).toMatchObject({ name: 'Tree House' });
    expect((await listRoomTypes(database.db)).map((type) => type.name)).toEqual(['River Cottage', 'Garden Room', 'Forest Single']);
    expect(await updateRoomType(database.db, actor, created.id, { ...created })).toBeNull();
  });

  it('refuses a second type of the same name at its field', async () => {
    const error = await refusal(createRoomType(database.db, actor, inputOf(await typeNamed('Garden Room'), { forRetreat: false })));
    expect(error.fieldErrors?.name).toBeDefined();
  });

  it('marks one type as the retreat’s and unmarks the other, in one go', async () => {
    const forest = await typeNamed('Forest Single');
    await updateRoomType(database.db, actor, forest.id, inputOf(forest, { forRetreat: true }));
    const marked = (await listRoomTypes(database.db)).filter((type) => type.forRetreat).map((type) => type.name);
    expect(marked).toEqual(['Forest Single']);
    const garden = await typeNamed('Garden Room');
    expect((await listAudit(database.db, 'room-type', garden.id))[0]!.changes).toEqual({ forRetreat: [true, false] });
    await updateRoomType(database.db, actor, garden.id, inputOf(garden, { forRetreat: true }));
    expect((await listRoomTypes(database.db)).filter((type) => type.forRetreat).map((type) => type.name)).toEqual(['Garden Room']);
  });

  it('refuses fewer rooms than some night has taken, naming the nights', async () => {
    await bookStay('River Cottage', night(60), night(62), 7);
    const cottage = await typeNamed('River Cottage');
    const error = await refusal(updateRoomType(database.db, actor, cottage.id, inputOf(cottage, { roomCount: 2 })));
    const sentence = ROOM_REFUSAL_MESSAGES.tooFewRooms('River Cottage', 3, [night(60), night(61)], true);
    expect(sentence).toMatch(/^3 rooms of River Cottage are taken on \d+ \w+ \d{4} and \d+ \w+ \d{4}: keep at least 3\.$/);
    expect(error.status).toBe(409);
    expect(error.fieldErrors?.roomCount).toEqual([sentence]);
    expect((await typeNamed('River Cottage')).roomCount).toBe(4);
    expect(await updateRoomType(database.db, actor, cottage.id, inputOf(cottage, { roomCount: 3 }))).toMatchObject({ roomCount: 3 });
  });

  it('refuses to delete a type with bookings: deactivate it instead', async () => {
    const cottage = await typeNamed('River Cottage');
    const error = await refusal(deleteRoomType(database.db, actor, cottage.id));
    expect(error.message).toBe('River Cottage has bookings: deactivate it instead.');
    expect(await updateRoomType(database.db, actor, cottage.id, inputOf(cottage, { active: false }))).toMatchObject({ active: false });
    await updateRoomType(database.db, actor, cottage.id, inputOf(cottage, { active: true }));
  });
});

describe(`closed nights (${label})`, () => {
  it('refuses to close nights with guests, naming them; closes and reopens free ones', async () => {
    const forest = await typeNamed('Forest Single');
    await bookStay('Forest Single', night(70), night(71), 1);
    const error = await refusal(
      createClosure(database.db, actor, { roomTypeId: forest.id, firstNight: night(68), lastNight: night(72), reason: 'Painting' }),
    );
    expect(error.message).toBe(ROOM_REFUSAL_MESSAGES.guestsBooked([night(70)]));
    expect(error.message).toMatch(/^Guests are booked on \d+ \w+ \d{4}: move or cancel their bookings first\.$/);
    // Another type's nights are free.
    const garden = await typeNamed('Garden Room');
    const closure = await createClosure(database.db, actor, {
      roomTypeId: garden.id,
      firstNight: night(70),
      lastNight: night(71),
      reason: 'Painting',
    });
    expect(closure).toMatchObject({ roomTypeId: garden.id });
    expect((await listAudit(database.db, 'room-closure', closure!.id))[0]!.action).toBe('create');
    const grid = await occupancyGrid(database.db, night(69), new Date(), 4);
    const gardenRow = grid.rows.find((row) => row.typeName === 'Garden Room')!;
    expect(gardenRow.cells.map((cell) => cell.closed)).toEqual([false, true, true, false]);
    const forestRow = grid.rows.find((row) => row.typeName === 'Forest Single')!;
    expect(forestRow.cells.map((cell) => `${cell.taken} / ${cell.total}`)).toEqual(['0 / 3', '1 / 3', '0 / 3', '0 / 3']);
    expect(await listClosures(database.db, today)).toContainEqual(expect.objectContaining({ id: closure!.id, typeName: 'Garden Room' }));
    expect(await deleteClosure(database.db, actor, closure!.id)).toMatchObject({ id: closure!.id });
    expect(await deleteClosure(database.db, actor, closure!.id)).toBeNull();
  });

  it('closes the whole estate only where no type has guests', async () => {
    const whole = await refusal(createClosure(database.db, actor, { firstNight: night(69), lastNight: night(71), reason: 'Festival' }));
    expect(whole.message).toBe(ROOM_REFUSAL_MESSAGES.guestsBooked([night(70)]));
    const closure = await createClosure(database.db, actor, { firstNight: night(80), lastNight: night(81), reason: 'Festival' });
    expect(closure).toMatchObject({ roomTypeId: null });
    const grid = await occupancyGrid(database.db, night(80), new Date(), 3);
    expect(grid.rows.map((row) => row.cells.map((cell) => cell.closed))).toEqual([
      [true, true, false],
      [true, true, false],
      [true, true, false],
    ]);
    expect(grid).toMatchObject({ from: night(80), next: night(83), previous: night(77) });
    // Closed nights sell nothing.
    await refusal(bookStay('Garden Room', night(80), night(81), 2));
  });
});

describe(`the house (${label})`, () => {
  it('lists a night’s bookings and a day’s arrivals and departures, without cancelled ones', async () => {
    const stay = await bookStay('Garden Room', night(90), night(93), 3, 'Ravi Menon');
    const cancelled = await bookStay('Garden Room', night(90), night(92), 2, 'Gone Guest');
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    const onNight = await nightBookings(database.db, night(91));
    expect(onNight.lines.map((line) => line.customerName)).toEqual(['Ravi Menon']);
    expect(onNight.lines[0]).toMatchObject({
      reference: stay.reference,
      typeName: 'Garden Room',
      rooms: 2,
      adults: 3,
      checkIn: night(90),
      checkOut: night(93),
      nights: 3,
      status: 'confirmed',
      paid: false,
    });
    expect((await dayMovements(database.db, night(90))).arrivals.map((line) => line.customerName)).toEqual(['Ravi Menon']);
    const leaving = await dayMovements(database.db, night(93));
    expect(leaving).toMatchObject({ arrivals: [], departures: [expect.objectContaining({ reference: stay.reference })] });
  });

  it('counts the bookings paid with no room', async () => {
    expect(await countPaidWithoutRoom(database.db)).toBe(0);
    const paid = await bookStay('Garden Room', night(100), night(101), 1);
    await database.db.update(bookings).set({ paidWithoutRoom: true, paymentId: 'pay_1' }).where(eq(bookings.id, paid.id));
    expect(await countPaidWithoutRoom(database.db)).toBe(1);
    // The link of the Rooms screen lists exactly those on the Bookings screen.
    const listed = await listBookings(database.db, parseBookingFilters(new URLSearchParams(PAID_NO_ROOM_HREF.split('?')[1])));
    expect(listed.rows.map((row) => [row.id, row.paidWithoutRoom])).toEqual([[paid.id, true]]);
  });
});
