import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { paymentOrderSchema } from '#app/lib/schemas/payment.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { confirmPath } from '#server/bookings/confirm-link.ts';
import { confirmByGuestLink } from '#server/bookings/guest-confirm.ts';
import { lapseUnconfirmedBookings } from '#server/bookings/guest-hold.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { appointments, bookings, paymentOrders, services } from '#server/db/schema.ts';
import { withGst } from '#server/invoices/index.ts';
import { reserveAppointment } from '#server/payments/appointment-reservation.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { markOrderFailed } from '#server/payments/unpaid.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { listStarts } from '#server/therapies/schedule-data.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { createTherapyScene } from '../support/therapies.ts';

// Booking a therapy paid online: the checkout prices the service itself and holds its time with the order;
// a failed checkout gives the time back, a paid one books it, and of two guests after the last free time
// one holds it and the other is told it is gone.

const SECRET = 'appointment-test-secret';
const provider = createDemoProvider({ secret: SECRET });
const serverUrl = process.env.TEST_DATABASE_URL;
const PRICE_PAISE = 350_000;

let handles: DatabaseHandle[] = [];
let cleanup = async () => {};
let db: Database;
let guests = 0;

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
  db = handles[0]!.db;
});
afterAll(async () => {
  await cleanup();
});

/** 10:00 on the estate's clock, two days ahead: well past the online lead time, inside everyone's hours. */
const day = () => addDays(todayIn(TIME_ZONE), 2);
const tenOClock = () => zonedInstant(day(), 10 * 60, TIME_ZONE);

function checkout(serviceId: string, startsAt: Date, database = db, extra: Record<string, unknown> = {}) {
  guests += 1;
  return startPayment(database, provider, {
    kind: 'appointment',
    serviceId,
    startsAt: startsAt.toISOString(),
    practitionerId: null,
    idempotencyKey: crypto.randomUUID(),
    customer: { name: `Guest ${guests}`, email: `guest-${guests}@example.org`, phone: '+91 98765 43210' },
    ...extra,
  });
}

async function openCheckout(serviceId: string, startsAt: Date) {
  const started = await checkout(serviceId, startsAt);
  if (started.state !== 'open') throw new Error('expected an open order');
  return started;
}

function pay(providerOrderId: string) {
  const { paymentId } = signDemoPayment(providerOrderId, SECRET);
  return confirmPaidOrder(db, { providerOrderId, paymentId });
}

const heldBy = (paymentOrderId: string) => db.select().from(appointments).where(eq(appointments.paymentOrderId, paymentOrderId));
const offered = async (serviceId: string) =>
  (await listStarts(db, { serviceId, day: day(), leadMinutes: 0, timeZone: TIME_ZONE })).map((start) => start.startsAt.getTime());

describe(`checking out an appointment (${serverUrl ? 'postgres, two processes' : 'pglite'})`, () => {
  it('prices the service on the server, never from what the browser sends', async () => {
    const scene = await createTherapyScene(db);
    // The browser's form is read by its schema: an amount it carries is dropped there.
    const parsed = paymentOrderSchema.parse({
      kind: 'appointment',
      serviceId: scene.serviceId,
      startsAt: tenOClock().toISOString(),
      amountPaise: 100,
      idempotencyKey: crypto.randomUUID(),
      customer: { name: 'Asha', email: 'asha@example.org', mobile: '+91 98765 43210' },
    });
    expect(parsed).not.toHaveProperty('amountPaise');
    // And startPayment never reads one either.
    const started = await checkout(scene.serviceId, tenOClock(), db, { amountPaise: 100 });
    if (started.state !== 'open') throw new Error('expected an open order');
    const expected = withGst({ amountPaise: PRICE_PAISE, details: { kind: 'appointment' } as never }).amountPaise;
    expect(started.amountPaise).toBe(expected);
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, started.paymentOrderId));
    expect(order).toMatchObject({ kind: 'appointment', amountPaise: expected });
    expect(order!.details).toMatchObject({ kind: 'appointment', serviceId: scene.serviceId, pricePaise: PRICE_PAISE, slot: '10:00 AM' });
  });

  it('holds the time while the guest pays, and gives it back when the payment fails', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const started = await openCheckout(scene.serviceId, tenOClock());
    const [held] = await heldBy(started.paymentOrderId);
    expect(held).toMatchObject({ status: 'held', practitionerId: scene.practitionerIds[0], roomId: scene.roomIds[0] });
    expect(held!.holdUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(await offered(scene.serviceId)).not.toContain(tenOClock().getTime());

    expect(await markOrderFailed(db, started.providerOrderId, 'Payment declined')).toBe(true);
    const [released] = await heldBy(started.paymentOrderId);
    expect(released!.status).toBe('cancelled');
    expect(await offered(scene.serviceId)).toContain(tenOClock().getTime());
  });

  it('books the time for the booking a paid checkout becomes, naming who gives it', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const started = await openCheckout(scene.serviceId, tenOClock());
    const { booking } = await pay(started.providerOrderId);
    expect(booking).toMatchObject({ kind: 'appointment', status: 'confirmed', paidWithoutRoom: false, selectedSlot: '10:00 AM' });
    expect(booking.eventDate).toBe(day());
    expect(booking.details).toMatchObject({
      kind: 'appointment',
      practitionerId: scene.practitionerIds[0],
      practitionerTitle: 'Ayurvedic therapist',
    });
    const [row] = await heldBy(started.paymentOrderId);
    expect(row).toMatchObject({ status: 'booked', bookingId: booking.id, holdUntil: null });
  });

  it('gives the last free time to one of two guests, and tells the other it is gone', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const results = await Promise.allSettled([0, 1].map((i) => checkout(scene.serviceId, tenOClock(), handles[i % handles.length]!.db)));
    const opened = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(opened).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ message: THERAPY_MESSAGES.timeGone, status: 409 });
    // The refused checkout left no order behind.
    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.kind, 'appointment'));
    const forThisService = orders.filter((order) => order.details.kind === 'appointment' && order.details.serviceId === scene.serviceId);
    expect(forThisService).toHaveLength(1);
  });

  it('records a payment that came after its hold lapsed and the time went to another as paid without a time', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const late = await openCheckout(scene.serviceId, tenOClock());
    // The hold lapses; another guest takes the time and pays.
    await db
      .update(appointments)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(appointments.paymentOrderId, late.paymentOrderId));
    const other = await openCheckout(scene.serviceId, tenOClock());
    await pay(other.providerOrderId);

    const { booking } = await pay(late.providerOrderId);
    expect(booking).toMatchObject({ kind: 'appointment', paidWithoutRoom: true, notes: APPOINTMENT_MESSAGES.staffNoTime });
    const rows = await db.select().from(appointments).where(eq(appointments.serviceId, scene.serviceId));
    expect(rows.filter((row) => row.status === 'booked')).toHaveLength(1);
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.paidWithoutRoom).toBe(true);
  });

  it('books a payment that came after its hold lapsed when the time is still free', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const started = await openCheckout(scene.serviceId, tenOClock());
    await db
      .update(appointments)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(appointments.paymentOrderId, started.paymentOrderId));
    const { booking } = await pay(started.providerOrderId);
    expect(booking.paidWithoutRoom).toBe(false);
    const [row] = await heldBy(started.paymentOrderId);
    expect(row).toMatchObject({ status: 'booked', bookingId: booking.id });
  });
});

describe(`reserving an appointment paid at the estate (${serverUrl ? 'postgres' : 'pglite'})`, () => {
  async function atEstateScene() {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    await db.update(services).set({ paymentMode: 'at-estate' }).where(eq(services.id, scene.serviceId));
    return scene;
  }
  const reserve = (serviceId: string, now = new Date()) => {
    guests += 1;
    return reserveAppointment(
      db,
      {
        serviceId,
        startsAt: tenOClock(),
        practitionerId: null,
        name: 'Asha',
        email: `reserve-${guests}@example.org`,
        mobile: '98765 43210',
      },
      { timeZone: TIME_ZONE, guestHold: { client: `client-${guests}` }, now },
    );
  };
  const appointmentOf = async (bookingId: string) =>
    (await db.select().from(appointments).where(eq(appointments.bookingId, bookingId)))[0]!;

  it('holds the time until the guest follows the mailed link, which books it', async () => {
    const scene = await atEstateScene();
    const booking = await reserve(scene.serviceId);
    expect(booking).toMatchObject({ kind: 'appointment', status: 'pending', selectedSlot: '10:00 AM' });
    expect(booking.holdUntil).not.toBeNull();
    expect(await appointmentOf(booking.id)).toMatchObject({ status: 'held', practitionerId: scene.practitionerIds[0] });
    expect(await offered(scene.serviceId)).not.toContain(tenOClock().getTime());
    // A second guest is told the time is gone.
    await expect(reserve(scene.serviceId)).rejects.toMatchObject({ message: THERAPY_MESSAGES.timeGone, status: 409 });

    const token = (await confirmPath(booking.id, db)).split('/').at(-1)!;
    expect(await confirmByGuestLink(db, token)).toBe('confirmed');
    expect(await appointmentOf(booking.id)).toMatchObject({ status: 'booked', holdUntil: null });
  });

  it('frees the time of a reservation whose link was never followed', async () => {
    const scene = await atEstateScene();
    const booking = await reserve(scene.serviceId);
    const later = new Date(booking.holdUntil!.getTime() + 1000);
    expect(await lapseUnconfirmedBookings(db, later)).toBeGreaterThanOrEqual(1);
    expect(await appointmentOf(booking.id)).toMatchObject({ status: 'cancelled' });
    expect(await offered(scene.serviceId)).toContain(tenOClock().getTime());
  });

  it('refuses to take a therapy paid online without its checkout', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    await expect(reserve(scene.serviceId)).rejects.toMatchObject({ message: APPOINTMENT_MESSAGES.payOnline, status: 400 });
  });
});
