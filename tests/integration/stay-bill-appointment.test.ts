import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, STAY_BILL_INTENT, STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { stayBillSchema } from '#app/lib/schemas/therapies.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { appointments, bookings, mailOutbox, services } from '#server/db/schema.ts';
import { stayTherapies, stayTherapyOffer } from '#server/payments/guest-appointment.ts';
import { addAppointmentToStayBill, addToStayBillFromForm, stayBillView } from '#server/payments/stay-bill-appointment.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { takeAppointment } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { createTherapyScene } from '../support/therapies.ts';

// A staying guest puts a therapy on their stay's bill from /therapies: booked at once, linked to the stay,
// its in-stay price owed (paid at the desk); only with the stay's own token, within the stay, and never
// when the time went meanwhile. Cancelling it with notice takes what it owed away.

const serverUrl = process.env.TEST_DATABASE_URL;
const STAY_PRICE_PAISE = 240_000;
const provider = createDemoProvider({ secret: 'stay-bill-test-secret' });

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

async function stayOf(checkInDays: number, nights: number, status: 'confirmed' | 'pending' = 'confirmed') {
  guests += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      kind: 'stay',
      eventTitle: 'Stay',
      eventDate: ahead(checkInDays),
      selectedSlot: `${ahead(checkInDays)} to ${ahead(checkInDays + nights)}`,
      price: 'Rs 10,000',
      customerName: `Billed ${guests}`,
      customerEmail: `billed-${guests}@example.org`,
      customerPhone: '+91 90000 66001',
      status,
      details: { kind: 'stay', adults: 1, nights, promoCode: null },
    })
    .returning();
  const token = (await managePath(row!.id, db)).split('/').pop()!;
  return { stay: row!, token };
}

async function sceneAtStayPrice(paymentMode: 'online' | 'at-estate' = 'online') {
  const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
  await db.update(services).set({ stayPricePaise: STAY_PRICE_PAISE, paymentMode }).where(eq(services.id, scene.serviceId));
  return scene;
}

/** The appointment bookings made for a stay's guest: none when a refusal stored nothing. */
const appointmentBookingsOf = (email: string) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerEmail, email), eq(bookings.kind, 'appointment')));

describe(`a therapy on a stay's bill (${serverUrl ? 'postgres' : 'pglite'})`, () => {
  it('books it at once, linked to the stay, owing the in-stay price, mailed with its calendar file', async () => {
    const scene = await sceneAtStayPrice();
    const { stay, token } = await stayOf(2, 3);
    const { booking } = await addAppointmentToStayBill(
      db,
      { stayToken: token, serviceId: scene.serviceId, startsAt: at(3, 10), practitionerId: null },
      options,
    );
    expect(booking).toMatchObject({
      kind: 'appointment',
      status: 'confirmed',
      duePaise: STAY_PRICE_PAISE,
      balanceDueOn: null,
      holdUntil: null,
      paymentId: null,
      customerEmail: stay.customerEmail,
      details: { kind: 'appointment', pricePaise: STAY_PRICE_PAISE, stayBookingId: stay.id },
    });
    const [appointment] = await db.select().from(appointments).where(eq(appointments.bookingId, booking.id));
    expect(appointment).toMatchObject({ status: 'booked', stayBookingId: stay.id, startsAt: at(3, 10) });
    expect(await stayTherapies(db, stay.id, TIME_ZONE)).toEqual([
      expect.objectContaining({ reference: booking.reference, duePaise: STAY_PRICE_PAISE, path: expect.stringMatching(/^\/booking\//) }),
    ]);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-confirmed')));
    expect(mail?.text).toContain(STAY_BILL_MESSAGES.confirmedMail('₹2,400'));
    expect(mail?.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true);
    // The desk reads it on both bookings, and takes it as any other due: then nothing is owed.
    expect(await stayBillView(db, stay.id)).toEqual({ kind: 'stay', owedPaise: STAY_PRICE_PAISE, count: 1 });
    expect(await stayBillView(db, booking.id)).toEqual({ kind: 'appointment', owedPaise: STAY_PRICE_PAISE, stayReference: stay.reference });
    const order = await recordOfflinePayment(
      db,
      { userId: 'desk-user', email: 'desk@example.org' },
      { bookingId: booking.id, method: 'cash' },
    );
    expect(order?.amountPaise).toBe(STAY_PRICE_PAISE);
    expect(await stayBillView(db, stay.id)).toBeNull();
    expect(await stayTherapies(db, stay.id, TIME_ZONE)).toEqual([expect.objectContaining({ duePaise: 0 })]);
  });

  it('puts a service paid at the estate on the bill too, which a stay now offers', async () => {
    const scene = await sceneAtStayPrice('at-estate');
    const { stay, token } = await stayOf(2, 2);
    const offer = await stayTherapyOffer(db, stay, { service: scene.slug, day: ahead(3) }, options);
    expect(offer?.services.find((service) => service.id === scene.serviceId)?.pricePaise).toBe(STAY_PRICE_PAISE);
    const { booking } = await addAppointmentToStayBill(
      db,
      { stayToken: token, serviceId: scene.serviceId, startsAt: at(3, 11), practitionerId: null },
      options,
    );
    expect(booking).toMatchObject({ status: 'confirmed', duePaise: STAY_PRICE_PAISE });
  });

  it("refuses, storing nothing, without the stay's own token, for a stay not confirmed, or outside the stay", async () => {
    const scene = await sceneAtStayPrice();
    const { stay, token } = await stayOf(2, 1);
    const ask = (stayToken: string, startsAt: Date) =>
      addAppointmentToStayBill(db, { stayToken, serviceId: scene.serviceId, startsAt, practitionerId: null }, options);
    await expect(ask(`${token.slice(0, -2)}xx`, at(2, 10))).rejects.toMatchObject({ message: STAY_BILL_MESSAGES.noStay, status: 404 });
    await expect(ask(token, at(5, 10))).rejects.toMatchObject({ message: THERAPY_MESSAGES.outsideStay, status: 400 });
    expect(await appointmentBookingsOf(stay.customerEmail!)).toEqual([]);

    const pending = await stayOf(2, 2, 'pending');
    await expect(ask(pending.token, at(3, 10))).rejects.toMatchObject({ message: APPOINTMENT_MESSAGES.stayNotFound, status: 409 });
    expect(await appointmentBookingsOf(pending.stay.customerEmail!)).toEqual([]);
    // A token of another kind of booking names no stay.
    const [event] = await db
      .insert(bookings)
      .values({
        kind: 'event',
        eventTitle: 'Yoga',
        eventDate: ahead(3),
        selectedSlot: '7:00 AM',
        price: 'Rs 500',
        customerName: 'Not staying',
        customerEmail: 'not-staying@example.org',
        customerPhone: '+91 90000 66002',
        status: 'confirmed',
      })
      .returning();
    const eventToken = (await managePath(event!.id, db)).split('/').pop()!;
    await expect(ask(eventToken, at(3, 10))).rejects.toMatchObject({ status: 404 });
    expect(await appointmentBookingsOf('not-staying@example.org')).toEqual([]);
  });

  it('reads the form on the server: no stay token, or a price sent along, decides nothing', async () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(entries)) data.set(name, value);
      return data;
    };
    const fields = { intent: STAY_BILL_INTENT, serviceId: crypto.randomUUID(), startsAt: at(3, 10).toISOString(), practitionerId: '' };
    await expect(addToStayBillFromForm(form(fields), '203.0.113.9')).rejects.toMatchObject({
      message: STAY_BILL_MESSAGES.noStay,
      status: 400,
    });
    await expect(addToStayBillFromForm(form({ ...fields, stay: 'x', startsAt: 'tomorrow' }), '203.0.113.9')).rejects.toMatchObject({
      message: APPOINTMENT_MESSAGES.badTime,
      status: 400,
    });
    expect(stayBillSchema.safeParse({ ...fields, stay: 'x', pricePaise: '1' }).data).not.toHaveProperty('pricePaise');
  });

  it("answers the engine's sentence and stores nothing when the time went meanwhile", async () => {
    const scene = await sceneAtStayPrice();
    const { stay, token } = await stayOf(2, 2);
    // Another guest takes the only practitioner's 10:00 first.
    await takeAppointment(db, {
      serviceId: scene.serviceId,
      startsAt: at(3, 10),
      holder: { status: 'booked', bookingId: null },
      leadMinutes: 0,
      timeZone: TIME_ZONE,
    });
    await expect(
      addAppointmentToStayBill(db, { stayToken: token, serviceId: scene.serviceId, startsAt: at(3, 10), practitionerId: null }, options),
    ).rejects.toMatchObject({ message: THERAPY_MESSAGES.timeGone, status: 409 });
    expect(await appointmentBookingsOf(stay.customerEmail!)).toEqual([]);
    expect(await stayTherapies(db, stay.id, TIME_ZONE)).toEqual([]);
  });

  it('cancelled by the guest with notice, it frees the time and owes nothing', async () => {
    const scene = await sceneAtStayPrice();
    const { stay, token } = await stayOf(3, 2);
    const { booking } = await addAppointmentToStayBill(
      db,
      { stayToken: token, serviceId: scene.serviceId, startsAt: at(4, 10), practitionerId: null },
      options,
    );
    const result = await cancelBookingAsGuest(db, booking.id, { timeZone: TIME_ZONE, provider });
    expect(result).toMatchObject({ ok: true, creditCode: null, refundIds: [] });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: 'cancelled', duePaise: 0 });
    const [appointment] = await db.select().from(appointments).where(eq(appointments.bookingId, booking.id));
    expect(appointment?.status).toBe('cancelled');
    expect(await stayTherapies(db, stay.id, TIME_ZONE)).toEqual([]);
    expect(await stayBillView(db, stay.id)).toBeNull();
    // The time is free again for the stay.
    const again = await addAppointmentToStayBill(
      db,
      { stayToken: token, serviceId: scene.serviceId, startsAt: at(4, 10), practitionerId: null },
      options,
    );
    expect(again.booking.duePaise).toBe(STAY_PRICE_PAISE);
  });
});
