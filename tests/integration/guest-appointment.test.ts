import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { GUEST_APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { appointments, bookings, mailOutbox, paymentOrders, services } from '#server/db/schema.ts';
import { withGst } from '#server/invoices/index.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import {
  rescheduleAsGuest,
  rescheduleOffer,
  stayOfferForToken,
  stayTherapies,
  stayTherapyOffer,
} from '#server/payments/guest-appointment.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { listStarts } from '#server/therapies/schedule-data.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { createTherapyScene } from '../support/therapies.ts';

// A guest's own therapies from their booking page: a staying guest books one during the stay at its in-stay
// price, linked to the stay, and never outside it; a guest moves an appointment once, free, a day or more ahead.

const SECRET = 'guest-appointment-test-secret';
const provider = createDemoProvider({ secret: SECRET });
const serverUrl = process.env.TEST_DATABASE_URL;
const STAY_PRICE_PAISE = 280_000;
const HOUR = 3_600_000;

let cleanup = async () => {};
let handles: DatabaseHandle[] = [];
let db: Database;
let guests = 0;

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
  db = handles[0]!.db;
});
afterAll(async () => {
  await cleanup();
});

const ahead = (days: number) => addDays(todayIn(TIME_ZONE), days);
const at = (days: number, hour: number) => zonedInstant(ahead(days), hour * 60, TIME_ZONE);
const options = { timeZone: TIME_ZONE };

async function confirmedStay(checkInDays: number, nights: number) {
  guests += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      kind: 'stay',
      eventTitle: 'Stay',
      eventDate: ahead(checkInDays),
      selectedSlot: `${ahead(checkInDays)} to ${ahead(checkInDays + nights)}`,
      price: 'Rs 10,000',
      customerName: `Stayer ${guests}`,
      customerEmail: `stayer-${guests}@example.org`,
      customerPhone: '+91 90000 55001',
      status: 'confirmed',
      details: { kind: 'stay', adults: 1, nights, promoCode: null },
    })
    .returning();
  return row!;
}

async function book(serviceId: string, startsAt: Date, extra: { stayBookingId?: string; practitionerId?: string } = {}) {
  guests += 1;
  const started = await startPayment(db, provider, {
    kind: 'appointment',
    serviceId,
    startsAt: startsAt.toISOString(),
    practitionerId: extra.practitionerId ?? null,
    stayBookingId: extra.stayBookingId ?? null,
    idempotencyKey: crypto.randomUUID(),
    customer: { name: `Guest ${guests}`, email: `guest-${guests}@example.org`, phone: '+91 98765 43210' },
  });
  if (started.state !== 'open') throw new Error('expected an open order');
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  const { booking } = await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId });
  return { booking, paymentOrderId: started.paymentOrderId, amountPaise: started.amountPaise };
}

const appointmentOf = async (bookingId: string) => (await db.select().from(appointments).where(eq(appointments.bookingId, bookingId)))[0]!;
const offered = async (serviceId: string, days: number) =>
  (await listStarts(db, { serviceId, day: ahead(days), leadMinutes: 0, timeZone: TIME_ZONE })).map((start) => start.startsAt.getTime());

describe(`a guest's therapies from their booking page (${serverUrl ? 'postgres' : 'pglite'})`, () => {
  it('books a therapy during a stay at the in-stay price, linked to the stay, which lists it', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    await db.update(services).set({ stayPricePaise: STAY_PRICE_PAISE }).where(eq(services.id, scene.serviceId));
    const stay = await confirmedStay(2, 3);
    const offer = await stayTherapyOffer(db, stay, { service: scene.slug, day: ahead(3) }, options);
    expect(offer?.services.find((service) => service.id === scene.serviceId)?.pricePaise).toBe(STAY_PRICE_PAISE);
    expect(offer?.chosen?.day).toBe(ahead(3));
    expect(offer?.chosen?.times.map((time) => time.startsAt)).toContain(at(3, 10).toISOString());

    const { booking, paymentOrderId, amountPaise } = await book(scene.serviceId, at(3, 10), { stayBookingId: stay.id });
    expect(amountPaise).toBe(withGst({ amountPaise: STAY_PRICE_PAISE, details: { kind: 'appointment' } as never }).amountPaise);
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
    expect(order!.details).toMatchObject({ kind: 'appointment', pricePaise: STAY_PRICE_PAISE, stayBookingId: stay.id });
    expect(await appointmentOf(booking.id)).toMatchObject({ status: 'booked', stayBookingId: stay.id });
    const listed = await stayTherapies(db, stay.id, TIME_ZONE);
    expect(listed).toEqual([expect.objectContaining({ reference: booking.reference, when: expect.stringContaining('10:00 AM') })]);
  });

  it("opens /therapies for a stay only by its page's own token", async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const stay = await confirmedStay(2, 2);
    const token = (await managePath(stay.id, db)).split('/').pop()!;
    const offer = await stayOfferForToken(db, token, { service: scene.slug, day: ahead(3) }, options);
    expect(offer).toMatchObject({ reference: stay.reference, firstDay: ahead(2), lastDay: ahead(4), chosen: { day: ahead(3) } });
    expect(await stayOfferForToken(db, `${token.slice(0, -2)}xx`, {}, options)).toBeNull();
  });

  it('offers and takes no time outside the stay, on the server', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const stay = await confirmedStay(2, 1);
    // A day after check-out is brought back to the stay's first day.
    const offer = await stayTherapyOffer(db, stay, { service: scene.slug, day: ahead(5) }, options);
    expect(offer?.chosen?.day).toBe(ahead(2));
    await expect(book(scene.serviceId, at(5, 10), { stayBookingId: stay.id })).rejects.toMatchObject({
      message: THERAPY_MESSAGES.outsideStay,
      status: 400,
    });
    expect(await offered(scene.serviceId, 5)).toContain(at(5, 10).getTime());
    // A stay already over offers nothing.
    const over = await confirmedStay(-4, 2);
    expect(await stayTherapyOffer(db, over, {}, options)).toBeNull();
  });

  it('moves an appointment a day or more ahead once, freeing its old time and mailing the new one', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const { booking } = await book(scene.serviceId, at(3, 10));
    const offer = await rescheduleOffer(db, booking, { day: ahead(4) }, options);
    expect(offer?.refusal).toBeNull();
    expect(offer?.intro).toBe('You may change the time of this appointment once, free of charge, up to 24 hours before it starts.');
    expect(offer?.times.map((time) => time.startsAt)).toContain(at(4, 11).toISOString());

    const moved = await rescheduleAsGuest(db, booking.id, { startsAt: at(4, 11) }, options);
    expect(moved).toMatchObject({ eventDate: ahead(4), selectedSlot: '11:00 AM' });
    expect(moved.details).toMatchObject({ kind: 'appointment', startsAt: at(4, 11).toISOString() });
    expect(await appointmentOf(booking.id)).toMatchObject({ startsAt: at(4, 11), guestReschedules: 1, status: 'booked' });
    expect(await offered(scene.serviceId, 3)).toContain(at(3, 10).getTime());
    expect(await offered(scene.serviceId, 4)).not.toContain(at(4, 11).getTime());
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-moved')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.ics$/)]);

    // The free change is used: a second is refused, changing nothing.
    expect((await rescheduleOffer(db, moved, {}, options))?.refusal).toBe(GUEST_APPOINTMENT_MESSAGES.used(firstPolicyFigures.appointment));
    await expect(rescheduleAsGuest(db, booking.id, { startsAt: at(5, 10) }, options)).rejects.toMatchObject({
      message: GUEST_APPOINTMENT_MESSAGES.used(firstPolicyFigures.appointment),
      status: 409,
    });
    expect(await appointmentOf(booking.id)).toMatchObject({ startsAt: at(4, 11), guestReschedules: 1 });
  });

  it('refuses to move an appointment less than a day ahead, changing nothing', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const { booking } = await book(scene.serviceId, at(3, 10));
    // Seen from 23 hours before it starts.
    const now = new Date(at(3, 10).getTime() - 23 * HOUR);
    expect((await rescheduleOffer(db, booking, {}, { ...options, now }))?.refusal).toBe(
      GUEST_APPOINTMENT_MESSAGES.tooLate(firstPolicyFigures.appointment),
    );
    await expect(rescheduleAsGuest(db, booking.id, { startsAt: at(4, 10) }, { ...options, now })).rejects.toMatchObject({
      message: GUEST_APPOINTMENT_MESSAGES.tooLate(firstPolicyFigures.appointment),
      status: 409,
    });
    expect(await appointmentOf(booking.id)).toMatchObject({ startsAt: at(3, 10), guestReschedules: 0 });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ eventDate: ahead(3), selectedSlot: '10:00 AM' });
    expect(await offered(scene.serviceId, 4)).toContain(at(4, 10).getTime());
  });

  it('keeps a therapy booked during a stay within the stay when it moves', async () => {
    const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
    const stay = await confirmedStay(2, 2);
    const { booking } = await book(scene.serviceId, at(3, 10), { stayBookingId: stay.id });
    await expect(rescheduleAsGuest(db, booking.id, { startsAt: at(6, 10) }, options)).rejects.toMatchObject({
      message: THERAPY_MESSAGES.outsideStay,
    });
    expect(await appointmentOf(booking.id)).toMatchObject({ startsAt: at(3, 10), guestReschedules: 0 });
  });
});
