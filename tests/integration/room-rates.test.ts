import { parseWithZod } from '@conform-to/zod/v4';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_RATE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { addDays, formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import { priceText, priceTextPaise } from '#app/lib/money.ts';
import { ratePeriodSchema, roomRatesSchema } from '#app/lib/schemas/admin/room-rates.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { STAY_PRICE_MESSAGES, WEEKEND_RATE_NAME } from '#app/lib/stay-price.ts';
import { listAudit } from '#server/audit/index.ts';
import { moveStayBooking } from '#server/bookings/move-stay.ts';
import { priceRoomStay } from '#server/bookings/pricing.ts';
import { createStaffBooking } from '#server/bookings/staff-stay.ts';
import { bookings, roomTypes } from '#server/db/schema.ts';
import { addRatePeriod, removeRatePeriod, updateRatePeriod, updateRoomRates } from '#server/rooms/rates-admin.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';

// A room type's rates as the owner changes them: new quotes move at once, a booking already made keeps
// what it was sold at, and a move keeps its kept nights at their sold price and prices new ones anew.

let database: TestDatabase;
const owner = { userId: 'user-1', email: 'owner@example.org' };
let typeId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [type] = await database.db.select().from(roomTypes).where(eq(roomTypes.name, 'Garden Room'));
  typeId = type!.id;
});
afterAll(async () => {
  await database?.close();
});

/** The form as the owner sends it, read as the action reads it. */
function sent<Schema extends z.ZodType>(schema: Schema, input: Record<string, string>): z.output<Schema> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value as z.output<Schema>;
}
const rates = (input: Record<string, string>) => sent(roomRatesSchema, input);
const period = (input: Record<string, string>) => sent(ratePeriodSchema, input);
/** The first Monday at least 20 days ahead: its stay's nights are Monday to Thursday, then the weekend. */
function monday(): string {
  let day = addDays(todayIn(TIME_ZONE), 20);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

describe(`a room type's rates (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('starts priced per adult at the first content, as the stay always was', async () => {
    const checkIn = monday();
    const quote = await priceRoomStay(database.db, { checkIn, checkOut: addDays(checkIn, 2), adults: 2, roomTypeId: typeId });
    expect(quote.amountPaise).toBe(342_000 * 2 * 2);
  });

  it('moves new quotes when the owner changes a price and leaves a booking already made at its price, also when moved', async () => {
    const checkIn = monday();
    const booking = await createStaffBooking(database.db, owner, {
      kind: 'stay',
      roomTypeId: typeId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    });
    expect(booking.price).toBe(priceText(342_000 * 2 * 2));

    await updateRoomRates(
      database.db,
      owner,
      typeId,
      rates({ rateBasis: 'room', nightlyRateRupees: '5000', includedAdults: '1', extraAdultRupees: '1000', minNights: '1' }),
    );
    const quote = await priceRoomStay(database.db, { checkIn, checkOut: addDays(checkIn, 2), adults: 2, roomTypeId: typeId });
    expect(quote.amountPaise).toBe((500_000 + 100_000) * 2);

    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.price).toBe(priceText(342_000 * 2 * 2));
    expect(stored!.details).toMatchObject({ nightPaise: [684_000, 684_000] });

    // One night more: the two kept nights stay at what they were sold at, the new one is at today's rate.
    const { booking: moved } = await moveStayBooking(database.db, owner, { bookingId: booking.id, checkIn, checkOut: addDays(checkIn, 3) });
    expect(priceTextPaise(moved.price)).toBe(684_000 * 2 + 600_000);
    expect(moved.details).toMatchObject({ nightPaise: [684_000, 684_000, 600_000] });
    const history = await listAudit(database.db, 'room-type', typeId);
    expect(history.at(0)?.changes).toMatchObject({ rateBasis: ['adult', 'room'], nightlyRatePaise: [342_000, 500_000] });
  });

  it('prices weekend nights and periods, and refuses a period overlapping another of the type', async () => {
    const checkIn = monday();
    await updateRoomRates(
      database.db,
      owner,
      typeId,
      rates({ rateBasis: 'adult', nightlyRateRupees: '3000', weekendRateRupees: '4000', minNights: '1' }),
    );
    const week = await priceRoomStay(database.db, { checkIn, checkOut: addDays(checkIn, 6), adults: 1, roomTypeId: typeId });
    expect(week.perNight.map((night) => night.amountPaise)).toEqual([300_000, 300_000, 300_000, 300_000, 400_000, 400_000]);
    expect(week.perNight[4]?.rateName).toBe(WEEKEND_RATE_NAME);

    const diwali = await addRatePeriod(
      database.db,
      owner,
      typeId,
      period({ name: 'Diwali week', firstNight: addDays(checkIn, 1), lastNight: addDays(checkIn, 2), nightlyRateRupees: '6000' }),
    );
    const overlapping = period({
      name: 'Festival',
      firstNight: addDays(checkIn, 2),
      lastNight: addDays(checkIn, 5),
      nightlyRateRupees: '7000',
    });
    const refused = await refusal(addRatePeriod(database.db, owner, typeId, overlapping));
    expect(refused).toMatchObject({
      status: 409,
      message: ROOM_RATE_MESSAGES.overlaps('Diwali week', formatDayMonthYear(addDays(checkIn, 1)), formatDayMonthYear(addDays(checkIn, 2))),
    });
    const withPeriod = await priceRoomStay(database.db, { checkIn, checkOut: addDays(checkIn, 3), adults: 1, roomTypeId: typeId });
    expect(withPeriod.perNight.map((night) => [night.amountPaise, night.rateName])).toEqual([
      [300_000, null],
      [600_000, 'Diwali week'],
      [600_000, 'Diwali week'],
    ]);
    // Moving the period clear of the other nights is allowed; removing it prices those nights as before.
    await updateRatePeriod(database.db, owner, typeId, diwali!.id, { ...overlapping, name: 'Diwali week', nightlyRateRupees: 6000 });
    await removeRatePeriod(database.db, owner, typeId, diwali!.id);
    const after = await priceRoomStay(database.db, { checkIn, checkOut: addDays(checkIn, 3), adults: 1, roomTypeId: typeId });
    expect(after.amountPaise).toBe(900_000);
  });

  it('refuses a stay shorter than the type’s minimum nights in every booking path', async () => {
    const checkIn = monday();
    await updateRoomRates(database.db, owner, typeId, rates({ rateBasis: 'adult', nightlyRateRupees: '3420', minNights: '3' }));
    const short = { checkIn, checkOut: addDays(checkIn, 2), adults: 1, roomTypeId: typeId };
    expect(await refusal(priceRoomStay(database.db, short))).toMatchObject({ status: 400, message: STAY_PRICE_MESSAGES.minNights(3) });
    const staff = createStaffBooking(database.db, owner, {
      kind: 'stay',
      ...short,
      customerName: 'Ravi',
      customerPhone: '+91 98765 43211',
      status: 'confirmed',
    });
    expect(await refusal(staff)).toMatchObject({ message: STAY_PRICE_MESSAGES.minNights(3) });
    await updateRoomRates(database.db, owner, typeId, rates({ rateBasis: 'adult', nightlyRateRupees: '3420', minNights: '1' }));
  });
});
