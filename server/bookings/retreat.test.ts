import { describe, expect, it } from 'vitest';
import { addMonths, BOOKING_DATE_MESSAGES } from '#app/lib/booking-window.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { bookings } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { Refusal } from '../refusal.ts';
import { createUnpaidRetreatBooking } from './retreat.ts';

let database: TestDatabase;

openTestDatabase((opened) => (database = opened));

const guest = { occupancy: 'double' as const, guests: 1, name: 'Meena Pillai', email: 'meena@example.org', mobile: '+91 98765 43210' };

describe(`createUnpaidRetreatBooking (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('refuses a start before tomorrow or beyond the horizon with 400, whatever the form says, and stores nothing', async () => {
    const today = todayIn(TIME_ZONE);
    // A month beyond the horizon, so that the test holds even if the date turns while it runs.
    const tooFar = addMonths(addMonths(today, 18), 1);
    for (const startDate of ['1900-01-01', addDays(today, -1), today, tooFar]) {
      const error = await createUnpaidRetreatBooking(database.db, { ...guest, startDate }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error, startDate).toBeInstanceOf(Refusal);
      expect((error as Refusal).status).toBe(400);
      expect((error as Refusal).message).toEqual(
        startDate === tooFar ? expect.stringContaining('18 months ahead') : BOOKING_DATE_MESSAGES.retreatFromTomorrow,
      );
    }
    expect(await database.db.select().from(bookings)).toEqual([]);
  });

  it('books a start from tomorrow as pending', async () => {
    const startDate = addDays(todayIn(TIME_ZONE), 2);
    const booking = await createUnpaidRetreatBooking(database.db, { ...guest, startDate });
    expect(booking).toMatchObject({ status: 'pending', eventDate: startDate, kind: 'retreat' });
  });
});
