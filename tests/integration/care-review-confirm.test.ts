import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formDefinitionSchema } from '#app/lib/questionnaire.ts';
import { publishContent } from '#server/content/store.ts';
import { bookings, mailOutbox, questionnaires, questionnaireUses } from '#server/db/schema.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { bookerOf, sentResponse } from '#tests/support/health-answers.ts';
import { payStay } from '#tests/support/paid-orders.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The owner's "doctor-guided stays wait for review": staff cannot confirm such a paid booking while a
// form of its guests is unreviewed, and the practitioner's "Reviewed" of the last one confirms it and
// mails the guest their confirmation, as a confirmation by staff does.

let app: TestApp;
let owner = '';
let clients = 0;
let formId = '';

function send(path: string, form: Record<string, string>) {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { origin: app.publicUrl, cookie: owner, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signInAdmin(app, '192.0.2.81', { email: 'owner@example.org', password: 'owner password 1', name: 'Owner', role: 'owner' });
  const actor = { userId: 'owner-1', email: 'owner@example.org', role: 'owner' };
  await publishContent(app.database.db, actor, 'care', { retentionDays: 180, doctorGuidedFromNights: 7, reviewBeforeConfirm: true });
  const [form] = await app.database.db
    .insert(questionnaires)
    .values({ title: 'Health questionnaire', definition: formDefinitionSchema.parse(everyKindForm()) })
    .returning();
  formId = form!.id;
  await app.database.db.insert(questionnaireUses).values({ questionnaireId: formId, serves: 'stays', fillAt: 'before-arrival' });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function paidStay(nights: number) {
  const [row] = await app.database.db
    .insert(bookings)
    .values({
      eventTitle: 'Stay',
      eventDate: addDays(todayIn(TIME_ZONE), 3),
      selectedSlot: 'Stay',
      price: 'Rs 5000',
      customerName: 'Chitra Waiting',
      customerEmail: `chitra-${nights}@example.org`,
      customerPhone: '+91 90000 55001',
      // As the checkout leaves a paid doctor-guided stay (the next test pays one through it).
      status: 'pending',
      careHold: nights >= 7,
      kind: 'stay',
      paymentId: `pay_${nights}`,
      details: { kind: 'stay', adults: 1, nights, promoCode: null },
    })
    .returning();
  return row!;
}

const statusOf = async (id: string) => (await app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe(`care review before confirmation (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('keeps a doctor-guided booking pending until its last form is reviewed, then confirms and mails it', async () => {
    const booking = await paidStay(10);
    const member = await bookerOf(app.database.db, booking.id);
    const { responseId } = await sentResponse(app.database.db, {
      bookingGuestId: member.id,
      questionnaireId: formId,
      answers: { 'q-name': 'Chitra', 'q-diet': 'Vegan', 'q-pregnant': false, 'q-consent': true },
    });

    const refused = await send('/admin/today.data', { intent: 'confirm', id: booking.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(CARE_MESSAGES.waitingForReviewRefused);
    expect(await statusOf(booking.id)).toBe('pending');
    for (const path of ['/admin/today', '/admin/bookings', `/admin/bookings?view=${booking.id}`])
      expect(await (await fetch(`${app.url}${path}`, { headers: { cookie: owner } })).text(), path).toContain(
        CARE_MESSAGES.waitingForReview,
      );

    // Asking for a call does not confirm it.
    expect((await send(`/admin/care/${responseId}.data`, { intent: 'review', id: responseId, review: 'call' })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('pending');

    expect((await send(`/admin/care/${responseId}.data`, { intent: 'review', id: responseId, review: 'reviewed' })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('confirmed');
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-confirmed')));
    expect(mails).toHaveLength(1);
  });

  it('lands a paid doctor-guided stay pending, and a shorter one confirmed as before', async () => {
    const arrive = addDays(todayIn(TIME_ZONE), 30);
    const customer = (name: string) => ({ name, email: `${name.toLowerCase()}@example.org`, phone: '+91 98765 43210' });
    const long = await payStay(app.database.db, arrive, addDays(arrive, 8), customer('Devika'), { adults: 1 });
    expect(long.booking).toMatchObject({ status: 'pending', careHold: true });
    expect(await statusOf(long.booking.id)).toBe('pending');
    const short = await payStay(app.database.db, addDays(arrive, 20), addDays(arrive, 22), customer('Esha'), { adults: 1 });
    expect(short.booking).toMatchObject({ status: 'confirmed', careHold: false });
  });

  it('leaves a stay shorter than the doctor-guided nights to staff as before', async () => {
    const booking = await paidStay(2);
    expect(booking.careHold).toBe(false);
    expect((await send('/admin/today.data', { intent: 'confirm', id: booking.id })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});
