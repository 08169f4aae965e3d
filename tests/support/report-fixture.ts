import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, paymentOrders, roomClosures, roomHolds, roomTypes } from '#server/db/schema.ts';
import { requestRefund } from '#server/refunds/start.ts';
import { bookingRequest, createEvent, TIME_ZONE } from './factories.ts';
import { demoProvider, payDemoOrder, payStay, startEventCheckout } from './paid-orders.ts';

// The reports' fixture: one week of the estate, Monday 2 to Sunday 8 November 2026 in India,
// with a booking on each side of it, made through the same factories and server functions as real
// bookings. Then each row is moved to the instant the test names, so its figures can be worked out by
// hand (server/admin/reports/reports.test.ts does, in its comments).

/** An instant on the estate's wall clock (India, UTC+05:30). */
export const ist = (wall: string) => new Date(`${wall}:00+05:30`);

/** The online class's price, and the stay's: 2 adults, 2 nights at ₹3,420 per adult per night. */
export const SOUND_BATH_PAISE = 100_000;
export const STAY_PAISE = 2 * 2 * 342_000;
export const REFUND_PAISE = 40_000;

async function setCreated(db: Database, bookingId: string, at: Date) {
  await db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, bookingId));
}

async function setPaid(db: Database, bookingId: string, at: Date) {
  await setCreated(db, bookingId, at);
  await db.update(paymentOrders).set({ paidAt: at, createdAt: at }).where(eq(paymentOrders.bookingId, bookingId));
}

async function atEstate(db: Database, eventId: string, slot: string, createdAt: Date) {
  const { booking } = await createEventBooking(db, bookingRequest({ eventId, slot }), {
    timeZone: TIME_ZONE,
    now: ist('2026-10-20T09:00'),
  });
  await setCreated(db, booking.id, createdAt);
  return booking;
}

async function paidSeat(db: Database, eventId: string, paidAt: Date, name: string) {
  const customer = { name, email: `${name.toLowerCase()}@example.org`, phone: '9876543210' };
  const started = await startEventCheckout(db, { eventId, slot: '6:00 PM' }, customer, { now: ist('2026-11-04T10:00') });
  if (started.state !== 'open') throw new Error(`expected an open checkout, got ${started.state}`);
  const { booking } = await payDemoOrder(db, started.providerOrderId);
  await setPaid(db, booking.id, paidAt);
  return booking;
}

export async function createFixtureWeek(db: Database) {
  // Monday 3 Nov: two slots of 4 seats. Sunday 8 Nov: one online slot of 5 seats. Monday 9 Nov: next week.
  const hatha = await createEvent(db, { title: 'Hatha', eventDate: '2026-11-03', timeSlots: ['8:00 AM', '11:00 AM'], slotCapacity: 4 });
  const soundBath = await createEvent(db, {
    title: 'Sound bath',
    eventDate: '2026-11-08',
    timeSlots: ['6:00 PM'],
    slotCapacity: 5,
    paymentMode: 'online',
    pricePaise: SOUND_BATH_PAISE,
    price: 'Rs 1000',
  });
  const yin = await createEvent(db, { title: 'Yin', eventDate: '2026-11-09', timeSlots: ['7:00 AM'], slotCapacity: 10 });

  // Three seats in Hatha at 8, the first made at the week's first instant; one at 11 made the instant
  // before the week began, and cancelled since.
  await atEstate(db, hatha.id, '8:00 AM', ist('2026-11-02T00:00'));
  await atEstate(db, hatha.id, '8:00 AM', ist('2026-11-03T07:00'));
  await atEstate(db, hatha.id, '8:00 AM', ist('2026-11-05T12:00'));
  const cancelled = await atEstate(db, hatha.id, '11:00 AM', new Date(ist('2026-11-02T00:00').getTime() - 1000));
  await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));

  // Two seats of the sound bath paid online on Wednesday; ₹400 of the first refunded on Friday.
  const firstSeat = await paidSeat(db, soundBath.id, ist('2026-11-04T15:30'), 'Asha');
  await paidSeat(db, soundBath.id, ist('2026-11-04T16:00'), 'Ravi');
  await requestRefund(
    db,
    demoProvider,
    {
      bookingId: firstSeat.id,
      amountPaise: REFUND_PAISE,
      reason: 'Left early',
      cause: `reports-fixture:${firstSeat.id}`,
      actor: { userId: null, email: 'owner@example.org' },
    },
    ist('2026-11-06T11:00'),
  );

  // Yin's one seat, made on Monday 9 November: the next week.
  await atEstate(db, yin.id, '7:00 AM', ist('2026-11-09T05:30'));

  // A Garden Room stay for Friday and Saturday night, paid on Sunday evening; booked for dates the booking
  // window accepts, then moved onto the fixture's nights.
  const checkIn = addDays(todayIn(TIME_ZONE), 30);
  const stay = await payStay(db, checkIn, addDays(checkIn, 2), { name: 'Meera', email: 'meera@example.org', phone: '9876543210' });
  await setPaid(db, stay.booking.id, ist('2026-11-08T22:30'));
  await db.update(roomHolds).set({ checkIn: '2026-11-06', checkOut: '2026-11-08' }).where(eq(roomHolds.bookingId, stay.booking.id));

  // Wednesday night the whole estate is closed; Thursday night the Forest Singles (3 rooms) are.
  const [forest] = await db.select().from(roomTypes).where(eq(roomTypes.name, 'Forest Single'));
  await db.insert(roomClosures).values([
    { roomTypeId: null, firstNight: '2026-11-04', lastNight: '2026-11-04', reason: 'Estate day off' },
    { roomTypeId: forest!.id, firstNight: '2026-11-05', lastNight: '2026-11-05', reason: 'Painting' },
  ]);
  return { hatha, soundBath, yin, stay: stay.booking };
}
