import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY_DESK_MESSAGES } from '#app/lib/admin/stay-desk.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceTextPaise } from '#app/lib/money.ts';
import { listAudit } from '#server/audit/index.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { createRoomType } from '../rooms/types-admin.ts';
import { recordOfflinePayment } from './offline-payment.ts';
import { sendPaymentLink } from './payment-link.ts';
import { createStaffBooking } from './staff-stay.ts';
import { checkInStay, checkOutStay, stayDesk } from './stay-desk.ts';

// The stays at the door: arrivals with their unit and balance, checked in and out with who and when.

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'desk@example.org' };
const clock = { timeZone: TIME_ZONE };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`the stay desk (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('checks a stay in and out with its unit and balance (once, whether a link was sent or part paid), takes payment, and keeps each step in the history', async () => {
    const type = await createRoomType(database.db, actor, {
      name: 'Desk Wing',
      description: 'Two rooms.',
      roomCount: 2,
      adultsPerRoom: 2,
      sortOrder: 9,
      active: true,
      forRetreat: false,
    });
    const today = todayIn(TIME_ZONE);
    const booking = await createStaffBooking(database.db, actor, {
      kind: 'stay',
      roomTypeId: type.id,
      checkIn: today,
      checkOut: addDays(today, 2),
      adults: 2,
      customerName: 'Meera Nair',
      customerEmail: 'meera@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    });
    let desk = await stayDesk(database.db, today);
    const arrival = desk.arrivals.find((line) => line.bookingId === booking.id)!;
    expect(arrival.units.map((unit) => unit.name)).toEqual(['Desk Wing 1']);
    const price = priceTextPaise(booking.price)!;
    expect(arrival.duePaise).toBe(price);
    expect(desk.inHouse.map((line) => line.bookingId)).toContain(booking.id);
    // A payment link sent makes the price its due: the same money, shown once.
    await sendPaymentLink(database.db, actor, booking.id);
    expect((await stayDesk(database.db, today)).arrivals.find((line) => line.bookingId === booking.id)?.duePaise).toBe(price);
    // Part paid at the desk: the balance is what the arrival shows.
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi', reference: 'UPI-1', amountPaise: 100_000 });
    const part = (await stayDesk(database.db, today)).arrivals.find((line) => line.bookingId === booking.id)!;
    expect(part).toMatchObject({ paid: true, duePaise: price - 100_000 });

    expect((await refusal(checkOutStay(database.db, actor, booking.id, clock))).message).toBe(STAY_DESK_MESSAGES.notCheckedIn);
    await checkInStay(database.db, actor, booking.id, clock);
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' });
    desk = await stayDesk(database.db, today);
    const inHouse = desk.inHouse.find((line) => line.bookingId === booking.id)!;
    expect(inHouse).toMatchObject({ duePaise: 0, paid: true, checkedInBy: 'desk@example.org', checkedOutAt: null });

    await checkOutStay(database.db, actor, booking.id, clock);
    desk = await stayDesk(database.db, today);
    expect(desk.inHouse.find((line) => line.bookingId === booking.id)?.checkedOutBy).toBe('desk@example.org');
    const history = await listAudit(database.db, 'booking', booking.id);
    const said = JSON.stringify(history.map((entry) => entry.changes));
    expect(said).toContain('checked_in');
    expect(said).toContain('checkedOut');
    expect(said).toContain('paid by cash');
  });

  it('refuses to check in a stay before its first night', async () => {
    const [type] = (await stayDesk(database.db, todayIn(TIME_ZONE))).arrivals;
    expect(type).toBeDefined();
    const later = addDays(todayIn(TIME_ZONE), 5);
    const booking = await createStaffBooking(database.db, actor, {
      kind: 'stay',
      roomTypeId: type!.typeId,
      checkIn: later,
      checkOut: addDays(later, 1),
      adults: 1,
      customerName: 'Early Bird',
      customerEmail: 'early@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    });
    await refusal(checkInStay(database.db, actor, booking.id, clock));
  });
});
