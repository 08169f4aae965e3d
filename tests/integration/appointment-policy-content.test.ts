import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPolicyFigures, type PolicyFigures } from '#app/content/cancellation-policy.ts';
import { GUEST_APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { publishContent } from '#server/content/store.ts';
import { bookings } from '#server/db/schema.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { rescheduleAsGuest, rescheduleOffer } from '#server/payments/guest-appointment.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { cancellationMoney } from '#server/refunds/cancellation-money.ts';
import { Refusal } from '#server/refusal.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTherapyScene } from '../support/therapies.ts';

// The private-session figures are the owner's like the other policies': one publish changes what the
// refund policy page says and how far ahead a guest may move a therapy, and what cancelling it gives,
// for appointments booked after it; one booked before keeps the terms it was sold with.

const SECRET = 'appointment-policy-secret';
const HOUR = 3_600_000;
let app: TestApp;
let guests = 0;
const owner = { userId: 'owner-1', email: 'owner@example.org', role: 'owner' };
const editor = { userId: 'editor-1', email: 'editor@example.org', role: 'editor' };
const provider = createDemoProvider({ secret: SECRET });
const changed: PolicyFigures = {
  ...firstPolicyFigures,
  appointment: { ...firstPolicyFigures.appointment, rescheduleNoticeHours: 48, creditPercent: 50 },
};

beforeAll(async () => {
  app = await startTestApp({ env: { DEMO_PAYMENT_SECRET: SECRET } });
});

afterAll(async () => {
  await app?.close();
});

const ahead = (days: number) => addDays(todayIn(TIME_ZONE), days);
const at = (days: number, hour: number) => zonedInstant(ahead(days), hour * 60, TIME_ZONE);
const options = { timeZone: TIME_ZONE };

/** An appointment paid online now, as a guest books one on /therapies. */
async function book(serviceId: string, startsAt: Date) {
  guests += 1;
  const started = await startPayment(app.database.db, provider, {
    kind: 'appointment',
    serviceId,
    startsAt: startsAt.toISOString(),
    practitionerId: null,
    idempotencyKey: crypto.randomUUID(),
    customer: { name: `Guest ${guests}`, email: `policy-guest-${guests}@example.org`, phone: '+91 98765 43210' },
  });
  if (started.state !== 'open') throw new Error('expected an open order');
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  return (await confirmPaidOrder(app.database.db, { providerOrderId: started.providerOrderId, paymentId })).booking;
}

async function reread(id: string) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function pageText(path: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll('<!-- -->', '');
}

describe(`the private-session figures, set by the owner (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('apply to appointments booked after the change; one booked before keeps its terms', async () => {
    const scene = await createTherapyScene(app.database.db, { practitioners: 1, rooms: 1 });
    const before = await book(scene.serviceId, at(3, 10));
    expect((await reread(before.id)).cancellationPolicy).toEqual(firstPolicyFigures);
    const firstPage = await pageText('/refund-policy');
    expect(firstPage).toContain('please give us at least 24 hours’ notice to receive one free reschedule.');
    expect(firstPage).toContain('With less than 24 hours’ notice, or for any further change');

    // An editor changes nothing; a figure out of its range is refused, naming it.
    await expect(publishContent(app.database.db, editor, 'policies', changed)).rejects.toEqual(new Refusal(refusedText, 403));
    await expect(
      publishContent(app.database.db, owner, 'policies', { ...changed, appointment: { ...changed.appointment, freeReschedules: 11 } }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { 'appointment.freeReschedules': [expect.stringContaining('from 0 to 10')] } });

    await publishContent(app.database.db, owner, 'policies', changed);
    const page = await pageText('/refund-policy');
    expect(page).toContain('please give us at least 48 hours’ notice to receive one free reschedule.');
    expect(page).toContain('With less than 48 hours’ notice');
    expect(page).not.toContain('24 hours’ notice');
    expect(await pageText('/terms-and-conditions')).toContain('Private sessions need 48 hours’ notice for one free reschedule.');

    const after = await book(scene.serviceId, at(3, 12));
    expect((await reread(after.id)).cancellationPolicy).toEqual(changed);

    // Seen 30 hours before each starts: the one booked after the change may no longer move, and says why.
    const lateForAfter = { ...options, now: new Date(at(3, 12).getTime() - 30 * HOUR) };
    const tooLate = GUEST_APPOINTMENT_MESSAGES.tooLate(changed.appointment);
    expect(tooLate).toContain('less than 48 hours');
    expect((await rescheduleOffer(app.database.db, after, {}, lateForAfter))?.refusal).toBe(tooLate);
    await expect(rescheduleAsGuest(app.database.db, after.id, { startsAt: at(4, 11) }, lateForAfter)).rejects.toMatchObject({
      message: tooLate,
      status: 409,
    });
    expect(await reread(after.id)).toMatchObject({ eventDate: ahead(3), selectedSlot: '12:00 PM' });

    // The one booked before still moves 30 hours ahead, as it was sold.
    const lateForBefore = { ...options, now: new Date(at(3, 10).getTime() - 30 * HOUR) };
    const offer = await rescheduleOffer(app.database.db, before, {}, lateForBefore);
    expect(offer).toMatchObject({ refusal: null, intro: GUEST_APPOINTMENT_MESSAGES.changeIntro(firstPolicyFigures.appointment) });
    const moved = await rescheduleAsGuest(app.database.db, before.id, { startsAt: at(4, 11) }, lateForBefore);
    expect(moved).toMatchObject({ eventDate: ahead(4), selectedSlot: '11:00 AM' });

    // Cancelling with notice: half the payment as credit after the change, all of it before.
    const halfDue = await cancellationMoney(app.database.db, await reread(after.id), { now: new Date(), timeZone: TIME_ZONE });
    expect(halfDue.quote).toMatchObject({
      outcome: 'credit',
      terms: expect.stringContaining('You will receive 50% credit for this appointment'),
    });
    expect(halfDue.creditPaise).toBe(Math.round(halfDue.money!.paidPaise / 2));
    const fullDue = await cancellationMoney(app.database.db, await reread(before.id), { now: new Date(), timeZone: TIME_ZONE });
    expect(fullDue.quote.terms).toContain('You will receive full credit for this appointment');
    expect(fullDue.creditPaise).toBe(fullDue.money!.paidPaise);
  });

  it('gives an appointment stored before the private-session figures existed their first ones', async () => {
    const scene = await createTherapyScene(app.database.db, { practitioners: 1, rooms: 1 });
    const legacy = await book(scene.serviceId, at(5, 10));
    const { appointment: _dropped, ...older } = firstPolicyFigures;
    await app.database.db
      .update(bookings)
      .set({ cancellationPolicy: older as PolicyFigures })
      .where(eq(bookings.id, legacy.id));
    const stored = await reread(legacy.id);
    expect(stored.cancellationPolicy).not.toHaveProperty('appointment');

    // 30 hours ahead it moves (the first 24 h, not the 48 published now), and cancelling gives full credit.
    const now = new Date(at(5, 10).getTime() - 30 * HOUR);
    expect((await rescheduleOffer(app.database.db, stored, {}, { ...options, now }))?.refusal).toBeNull();
    const due = await cancellationMoney(app.database.db, stored, { now, timeZone: TIME_ZONE });
    expect(due.quote.outcome).toBe('credit');
    expect(due.creditPaise).toBe(due.money!.paidPaise);
  });
});
