import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { appointments, bookings } from '#server/db/schema.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { startTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createTherapyScene } from '#tests/support/therapies.ts';

// An appointment's page over HTTP: its "Change time" offers the free times, its plain form moves it once,
// and a second change is refused in words that point to cancelling; a stay's /therapies stays private.

const SECRET = 'guest-appointment-http-secret';
let app: TestApp;
let path: string;
let bookingId: string;
const ahead = (days: number) => addDays(todayIn(TIME_ZONE), days);
const at = (days: number, hour: number) => zonedInstant(ahead(days), hour * 60, TIME_ZONE);

beforeAll(async () => {
  app = await startTestApp({ env: { DEMO_PAYMENT_SECRET: SECRET } });
  const db = app.database.db;
  const scene = await createTherapyScene(db, { practitioners: 1, rooms: 1 });
  const provider = createDemoProvider({ secret: SECRET });
  const started = await startPayment(db, provider, {
    kind: 'appointment',
    serviceId: scene.serviceId,
    startsAt: at(3, 10).toISOString(),
    practitionerId: null,
    idempotencyKey: crypto.randomUUID(),
    customer: { name: 'Asha Rao', email: 'asha.move@example.org', phone: '+91 98765 43210' },
  });
  if (started.state !== 'open') throw new Error('expected an open order');
  const { booking } = await confirmPaidOrder(db, {
    providerOrderId: started.providerOrderId,
    paymentId: signDemoPayment(started.providerOrderId, SECRET).paymentId,
  });
  bookingId = booking.id;
  path = await managePath(booking.id, db);
});

afterAll(async () => {
  await app?.close();
});

const move = (startsAt: Date) => {
  const form = new FormData();
  form.set('intent', 'reschedule');
  form.set('startsAt', startsAt.toISOString());
  form.set('practitionerId', '');
  return fetch(`${app.url}${path}`, { method: 'POST', body: form, headers: { origin: app.publicUrl }, redirect: 'manual' });
};

describe("an appointment's page over HTTP", () => {
  it('offers the free times of another day, moves once, then refuses in words that point to cancelling', async () => {
    const page = await fetch(`${app.url}${path}?day=${ahead(4)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Change time');
    expect(html).toContain(at(4, 11).toISOString());

    const moved = await move(at(4, 11));
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('We have e-mailed you the new time');
    const [row] = await app.database.db.select().from(appointments).where(eq(appointments.bookingId, bookingId));
    expect(row).toMatchObject({ startsAt: at(4, 11), guestReschedules: 1 });

    const again = await move(at(5, 10));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('You have already used the free change of time');
    const [booking] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ eventDate: ahead(4), selectedSlot: '11:00 AM' });
  });

  it('keeps /therapies for a stay out of every shared cache, and answers a forged stay as the usual page', async () => {
    const [stay] = await app.database.db
      .insert(bookings)
      .values({
        kind: 'stay',
        eventTitle: 'Stay',
        eventDate: ahead(2),
        selectedSlot: `${ahead(2)} to ${ahead(4)}`,
        price: 'Rs 10,000',
        customerName: 'Bela Stay',
        customerEmail: 'bela.stay@example.org',
        customerPhone: '+91 90000 55002',
        status: 'confirmed',
        details: { kind: 'stay', adults: 1, nights: 2, promoCode: null },
      })
      .returning();
    const token = (await managePath(stay!.id, app.database.db)).split('/').pop()!;
    const forStay = await fetch(`${app.url}/therapies?stay=${token}`);
    expect(forStay.status).toBe(200);
    expect(forStay.headers.get('cache-control')).toBe('private, no-store');
    expect(await forStay.text()).toContain(GUEST_APPOINTMENT_MESSAGES.forStay(stay!.reference));
    const forged = await fetch(`${app.url}/therapies?stay=not-a-token`);
    expect(forged.status).toBe(200);
    expect(await forged.text()).not.toContain(GUEST_APPOINTMENT_MESSAGES.forStay(stay!.reference));
  });
});
