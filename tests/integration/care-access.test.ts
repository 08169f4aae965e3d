import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_MESSAGES, CARE_SUMMARY_LABELS, HEALTH_ACCESS_LABELS } from '#app/lib/care.ts';
import { todayIn } from '#app/lib/dates.ts';
import { formDefinitionSchema } from '#app/lib/questionnaire.ts';
import { bookings, healthAccessLog, practitioners, questionnaireResponses, questionnaires, questionnaireUses } from '#server/db/schema.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { bookerOf, sentResponse } from '#tests/support/health-answers.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Who may read whose health answers, through the real HTTP server: the front desk is refused every care
// address and never finds an answer in the pages it works in (profile, Today, bookings, the roster's CSV);
// a practitioner reads only the guests assigned to them, a doctor also every guest of a doctor-guided
// booking; every reading, file and review writes exactly one line of the guest's access log.

const SECRET = 'ZEBRA-MARROW-4471';
const DOCTOR_SECRET = 'OKAPI-LANTERN-9902';
const FILE_NAME = 'report-QUOKKA.pdf';
const PDF = new TextEncoder().encode('%PDF-1.4 quokka\n%%EOF');

let app: TestApp;
const cookies = { owner: '', desk: '', assigned: '', other: '', doctor: '' };
let clients = 0;
const ids = { short: { booking: '', guest: '', response: '', file: '' }, guided: { booking: '', guest: '', response: '' } };

function send(path: string, cookie: string, form?: Record<string, string>) {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { origin: app.publicUrl, cookie, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: 'manual',
  });
}

const logCount = async (responseId: string, action?: 'view' | 'file' | 'review') => {
  const [row] = await app.database.db
    .select({ total: count() })
    .from(healthAccessLog)
    .where(and(eq(healthAccessLog.responseId, responseId), action ? eq(healthAccessLog.action, action) : undefined));
  return row?.total ?? 0;
};

async function account(who: keyof typeof cookies, role: string, ip: string) {
  cookies[who] = await signInAdmin(app, ip, {
    email: `${who}@example.org`,
    password: `${who} password 1`,
    name: `Care ${who}`,
    role,
  } as never);
}

beforeAll(async () => {
  app = await startTestApp();
  await account('owner', 'owner', '192.0.2.71');
  await account('desk', 'front-desk', '192.0.2.72');
  await account('assigned', 'practitioner', '192.0.2.73');
  await account('other', 'practitioner', '192.0.2.74');
  await account('doctor', 'practitioner', '192.0.2.75');
  const db = app.database.db;
  const today = todayIn(TIME_ZONE);
  const [form] = await db
    .insert(questionnaires)
    .values({ title: 'Health questionnaire', definition: formDefinitionSchema.parse(everyKindForm()) })
    .returning();
  const event = await createEvent(db, { eventDate: today, timeSlots: ['11:59 PM'] });
  await db.insert(questionnaireUses).values([
    { questionnaireId: form!.id, serves: 'stays', fillAt: 'before-arrival' },
    { questionnaireId: form!.id, serves: 'event', eventId: event.id, fillAt: 'before-arrival' },
  ]);
  const book = async (values: Partial<typeof bookings.$inferInsert>) => {
    const [row] = await db
      .insert(bookings)
      .values({
        eventTitle: 'Hatha',
        eventDate: today,
        selectedSlot: '11:59 PM',
        price: 'Rs 500',
        customerName: 'Asha Care',
        customerPhone: '+91 90000 44001',
        status: 'confirmed',
        ...values,
      })
      .returning();
    return row!;
  };
  // Today's class: not doctor-guided, its guest assigned to one practitioner.
  const short = await book({ customerEmail: 'asha.care@example.org', kind: 'event', eventId: event.id });
  // A ten-night stay: doctor-guided by the owner's first setting (from seven nights).
  const guided = await book({
    customerName: 'Bela Guided',
    customerEmail: 'bela.guided@example.org',
    customerPhone: '+91 90000 44002',
    kind: 'stay',
    selectedSlot: 'Stay',
    details: { kind: 'stay', adults: 1, nights: 10, promoCode: null },
  });
  const shortGuest = await bookerOf(db, short.id);
  const guidedGuest = await bookerOf(db, guided.id);
  const sent = await sentResponse(db, {
    bookingGuestId: shortGuest.id,
    questionnaireId: form!.id,
    answers: { 'q-name': 'Asha', 'q-conditions': SECRET, 'q-diet': 'Vegan', 'q-pregnant': false, 'q-consent': true },
    file: { questionId: 'q-report', name: FILE_NAME, type: 'application/pdf', bytes: PDF },
  });
  const guidedSent = await sentResponse(db, {
    bookingGuestId: guidedGuest.id,
    questionnaireId: form!.id,
    answers: { 'q-name': 'Bela', 'q-conditions': DOCTOR_SECRET, 'q-diet': 'Vegetarian', 'q-pregnant': false, 'q-consent': true },
  });
  ids.short = { booking: short.id, guest: shortGuest.guestId, response: sent.responseId, file: sent.fileId! };
  ids.guided = { booking: guided.id, guest: guidedGuest.guestId, response: guidedSent.responseId };
  // The owner assigns one practitioner on the guest's profile; the doctor's account is marked a doctor's.
  const { authUser } = await import('#server/db/schema.ts');
  const userId = async (who: string) =>
    (
      await db
        .select({ id: authUser.id })
        .from(authUser)
        .where(eq(authUser.email, `${who}@example.org`))
    )[0]!.id;
  const assigned = await send(`/admin/guests/${ids.short.guest}.data`, cookies.owner, {
    intent: 'practitioners',
    id: ids.short.guest,
    practitioner: await userId('assigned'),
  });
  expect(assigned.status).toBe(200);
  await db.insert(practitioners).values({ userId: await userId('doctor'), doctor: true });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe(`the staff side of care (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('refuses the front desk every care address, and shows it no answer where it works', async () => {
    const refused = [
      send('/admin/care', cookies.desk),
      send(`/admin/care/${ids.short.response}`, cookies.desk),
      send(`/admin/care/files/${ids.short.file}`, cookies.desk),
      send(`/admin/care/${ids.short.response}.data`, cookies.desk, { intent: 'review', id: ids.short.response, review: 'call' }),
    ];
    for (const response of await Promise.all(refused)) expect(response.status).toBe(403);
    const pages = [
      `/admin/guests/${ids.short.guest}`,
      `/admin/guests/${ids.guided.guest}`,
      '/admin/today',
      '/admin/bookings',
      `/admin/bookings?view=${ids.short.booking}`,
      `/admin/bookings?view=${ids.guided.booking}`,
      '/admin/today/roster.csv',
    ];
    for (const path of pages) {
      const response = await send(path, cookies.desk);
      const text = await response.text();
      expect(response.status, path).toBe(200);
      expect(text, path).not.toContain(SECRET);
      expect(text, path).not.toContain(DOCTOR_SECRET);
      expect(text, path).not.toContain(FILE_NAME);
    }
    expect(await logCount(ids.short.response)).toBe(0);
  });

  it('gives the desk the summary word, in Today and in the roster’s CSV, and each guest’s forms in the booking', async () => {
    const details = await (await send(`/admin/bookings?view=${ids.short.booking}`, cookies.desk)).text();
    expect(details).toContain('Guests and health forms');
    expect(details).toContain('Asha Care');
    expect(details).toContain('Health questionnaire');
    const today = await (await send('/admin/today', cookies.desk)).text();
    expect(today).toContain(CARE_SUMMARY_LABELS.complete);
    const csv = await (await send('/admin/today/roster.csv', cookies.desk)).text();
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header).toContain('health_forms');
    expect(line).toMatch(new RegExp(`,${CARE_SUMMARY_LABELS.complete}\\r?$`));
  });

  it('refuses a practitioner the guests not in their care, and 404s what does not exist', async () => {
    expect((await send(`/admin/care/${ids.short.response}`, cookies.other)).status).toBe(403);
    expect((await send(`/admin/care/files/${ids.short.file}`, cookies.other)).status).toBe(403);
    const review = await send(`/admin/care/${ids.short.response}.data`, cookies.other, {
      intent: 'review',
      id: ids.short.response,
      review: 'reviewed',
    });
    expect(review.status).toBe(403);
    expect(await review.text()).toContain(CARE_MESSAGES.refused);
    const list = await (await send('/admin/care', cookies.other)).text();
    expect(list).not.toContain('Asha Care');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send(`/admin/care/${missing}`, cookies.assigned)).status).toBe(404);
    expect((await send(`/admin/care/files/${missing}`, cookies.assigned)).status).toBe(404);
    expect(await logCount(ids.short.response)).toBe(0);
  });

  it('lets the assigned practitioner read, open the file and review, each once in the log', async () => {
    const list = await (await send('/admin/care?show=to-review', cookies.assigned)).text();
    expect(list).toContain('Asha Care');
    expect(list).not.toContain('Bela Guided');

    const page = await send(`/admin/care/${ids.short.response}`, cookies.assigned);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(SECRET);
    // The guest's access log is on the page, this reading in it: a practitioner has no profiles to see it on.
    expect(html).toContain(HEALTH_ACCESS_LABELS.view);
    expect(html).toContain('assigned@example.org');
    expect(await logCount(ids.short.response, 'view')).toBe(1);

    const file = await send(`/admin/care/files/${ids.short.file}`, cookies.assigned);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.headers.get('content-disposition')).toContain(FILE_NAME);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect(await logCount(ids.short.response, 'file')).toBe(1);

    const review = await send(`/admin/care/${ids.short.response}.data`, cookies.assigned, {
      intent: 'review',
      id: ids.short.response,
      review: 'call',
      note: 'Ask about the knee before the class.',
    });
    expect(review.status).toBe(200);
    expect(await logCount(ids.short.response, 'review')).toBe(1);
    expect(await logCount(ids.short.response)).toBe(3);
    const [stored] = await app.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, ids.short.response));
    expect(stored).toMatchObject({ review: 'call' });
    expect(stored!.reviewedBy).toBeTruthy();
    // The note is sealed like the answers.
    expect(stored!.reviewNote).not.toContain('knee');

    // The desk now sees the flag, still without the answers or the note.
    const today = await (await send('/admin/today', cookies.desk)).text();
    expect(today).toContain(CARE_SUMMARY_LABELS.flagged);
    expect(today).not.toContain('knee');
    const profile = await (await send(`/admin/guests/${ids.short.guest}`, cookies.desk)).text();
    expect(profile).toContain('Call the guest');
    expect(profile).toContain('Care assigned');
    expect(profile).not.toContain('knee');
    expect(profile).not.toContain(SECRET);
  });

  it('lets a doctor read every guest of a doctor-guided booking, and only while it is not cancelled', async () => {
    expect((await send(`/admin/care/${ids.short.response}`, cookies.doctor)).status).toBe(403);
    const page = await send(`/admin/care/${ids.guided.response}`, cookies.doctor);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(DOCTOR_SECRET);
    expect(await logCount(ids.guided.response, 'view')).toBe(1);
    // Not a doctor: the other practitioner is refused the same guest.
    expect((await send(`/admin/care/${ids.guided.response}`, cookies.other)).status).toBe(403);
    await app.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ids.guided.booking));
    expect((await send(`/admin/care/${ids.guided.response}`, cookies.doctor)).status).toBe(403);
    expect(await logCount(ids.guided.response)).toBe(1);
  });

  it('lets the owner read every guest', async () => {
    const page = await send(`/admin/care/${ids.guided.response}`, cookies.owner);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(DOCTOR_SECRET);
  });
});
