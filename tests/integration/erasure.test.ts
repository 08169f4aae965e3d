import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_NEEDS_ACTION_MESSAGES } from '#app/lib/admin/care-view.ts';
import { ERASURE_MESSAGES } from '#app/lib/admin/erasure-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { openErasureRequest } from '#server/care/erasure.ts';
import {
  auditLog,
  bookingGuests,
  bookings,
  erasureRequests,
  guests,
  invoices,
  mailOutbox,
  paymentOrders,
  questionnaireFiles,
  questionnaireResponses,
} from '#server/db/schema.ts';
import { answer, nameGuest, stayQuestionnaire } from '#tests/support/care.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { payStay } from '#tests/support/paid-orders.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The owner confirms a guest's erasure request through the real HTTP server: the guest's health answers,
// notes and files on every booking and the profile's personal details go, with their earlier values in the
// profile's history; the bookings, payments and invoices stay as they were. The front desk is refused, a
// second confirmation finds no open request, an unknown guest is a 404.

let app: TestApp;
const cookies = { owner: '', desk: '' };
let clients = 0;

beforeAll(async () => {
  app = await startTestApp();
  cookies.owner = await signInAdmin(app, '192.0.2.71', {
    email: 'owner@example.org',
    password: 'owner password 1',
    name: 'Owner',
    role: 'owner',
  });
  cookies.desk = await signInAdmin(app, '192.0.2.72', {
    email: 'desk@example.org',
    password: 'front desk password',
    name: 'Desk',
    role: 'front-desk',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

function erase(guestId: string, cookie = cookies.owner, id = guestId) {
  clients += 1;
  return fetch(`${app.url}/admin/guests/${guestId}/erase`, {
    method: 'POST',
    headers: { origin: app.publicUrl, cookie, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    body: new URLSearchParams({ id }),
    redirect: 'manual',
  });
}

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);

describe(`erasure of a guest's data (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('erases exactly the health data and the profile’s details, keeping bookings, payments and invoices', async () => {
    const db = app.database.db;
    const form = await stayQuestionnaire(db);
    const customer = { name: 'Asha Rao', email: 'asha@example.org', phone: '+91 98765 43210' };
    const first = await payStay(db, inDays(40), inDays(42), customer);
    const second = await payStay(db, inDays(80), inDays(82), customer);
    const guestId = first.booking.guestId;
    const members = await db.select().from(bookingGuests).where(eq(bookingGuests.guestId, guestId));
    expect(members).toHaveLength(2);
    const mine = await Promise.all(
      members.map((member, index) => answer(db, member.id, form.id, { note: true, file: true, keep: index === 0 })),
    );
    // A companion on the first stay, whose answers are theirs and stay.
    const companion = await nameGuest(db, first.booking.id, { email: 'companion@example.org' });
    const theirs = await answer(db, companion.member.id, form.id, { file: true });
    // Staff had kept details on the profile, and its history remembers them.
    await db
      .update(guests)
      .set({
        dateOfBirth: '1980-02-03',
        dietaryNeeds: 'Vegan',
        allergies: 'Peanuts',
        emergencyContact: 'Ravi, +91 90000 00000',
        staffNotes: 'Prefers mornings',
      })
      .where(eq(guests.id, guestId));
    await db.insert(auditLog).values({
      entity: 'guest',
      entityId: guestId,
      action: 'update',
      actorEmail: 'owner@example.org',
      changes: { allergies: [null, 'Peanuts'], name: ['Asha', 'Asha Rao'] },
    });
    const bookingsBefore = await db.select().from(bookings).where(eq(bookings.guestId, guestId));
    const ordersBefore = await db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.bookingId, [first.booking.id, second.booking.id]));
    const invoicesBefore = await db
      .select()
      .from(invoices)
      .where(inArray(invoices.bookingId, [first.booking.id, second.booking.id]));
    expect(invoicesBefore.length).toBeGreaterThan(0);

    // No request yet: nothing to confirm.
    expect((await erase(guestId)).status).toBe(409);
    await db.insert(erasureRequests).values({ guestId });
    expect(await openErasureRequest(db, guestId)).not.toBeNull();

    // The owner's dashboard lists the request; the front desk's does not name the guest.
    const dashboard = (cookie: string) => fetch(`${app.url}/admin/dashboard`, { headers: { cookie } }).then((answer) => answer.text());
    expect(await dashboard(cookies.owner)).toContain(CARE_NEEDS_ACTION_MESSAGES.erasure);
    expect(await dashboard(cookies.desk)).not.toContain(CARE_NEEDS_ACTION_MESSAGES.erasure);

    const desk = await erase(guestId, cookies.desk);
    expect(desk.status).toBe(403);
    expect(await desk.text()).toContain(refusedText);
    expect(await openErasureRequest(db, guestId)).not.toBeNull();

    const done = await erase(guestId);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/admin/guests/${guestId}?erased=1`);

    const responses = await db
      .select()
      .from(questionnaireResponses)
      .where(inArray(questionnaireResponses.id, [...mine.map((row) => row.id), theirs.id]));
    for (const row of responses.filter((response) => response.id !== theirs.id))
      expect(row).toMatchObject({ answers: null, reviewNote: null, keep: false, erasedAt: expect.any(Date) });
    expect(responses.find((response) => response.id === theirs.id)).toMatchObject({ answers: theirs.answers, erasedAt: null });
    expect(
      await db
        .select()
        .from(questionnaireFiles)
        .where(
          inArray(
            questionnaireFiles.responseId,
            mine.map((row) => row.id),
          ),
        ),
    ).toEqual([]);
    expect(await db.select().from(questionnaireFiles).where(eq(questionnaireFiles.responseId, theirs.id))).toHaveLength(1);

    const [profile] = await db.select().from(guests).where(eq(guests.id, guestId));
    expect(profile).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: null,
      dateOfBirth: null,
      dietaryNeeds: null,
      allergies: null,
      emergencyContact: null,
      staffNotes: null,
    });
    expect(await db.select().from(bookings).where(eq(bookings.guestId, guestId))).toEqual(bookingsBefore);
    expect(
      await db
        .select()
        .from(paymentOrders)
        .where(inArray(paymentOrders.bookingId, [first.booking.id, second.booking.id])),
    ).toEqual(ordersBefore);
    expect(
      await db
        .select()
        .from(invoices)
        .where(inArray(invoices.bookingId, [first.booking.id, second.booking.id])),
    ).toEqual(invoicesBefore);

    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'guest'), eq(auditLog.entityId, guestId)));
    expect(JSON.stringify(history)).not.toContain('Peanuts');
    expect(history.map((entry) => entry.changes)).toContainEqual({ erasure: ['requested', 'confirmed'], erasedAnswers: [null, 2] });
    const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.guestId, guestId));
    expect(request).toMatchObject({ confirmedAt: expect.any(Date), confirmedBy: expect.any(String) });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'erasure-confirmed'), eq(mailOutbox.to, 'asha@example.org')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('Peanuts');

    expect(await dashboard(cookies.owner)).not.toContain(CARE_NEEDS_ACTION_MESSAGES.erasure);
    // Twice: no open request any more.
    const again = await erase(guestId);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(ERASURE_MESSAGES.noOpenRequest);
  });

  it('answers 404 for an unknown guest or a form naming another, and 400 for a form without one', async () => {
    const unknown = crypto.randomUUID();
    expect((await erase(unknown)).status).toBe(404);
    expect((await erase('not-a-guest')).status).toBe(404);
    const [someone] = await app.database.db.select({ id: guests.id }).from(guests).limit(1);
    expect((await erase(someone!.id, cookies.owner, unknown)).status).toBe(404);
    clients += 1;
    const empty = await fetch(`${app.url}/admin/guests/${someone!.id}/erase`, {
      method: 'POST',
      headers: { origin: app.publicUrl, cookie: cookies.owner, 'x-forwarded-for': `198.51.100.${clients % 250}` },
      body: new URLSearchParams({}),
      redirect: 'manual',
    });
    expect(empty.status).toBe(400);
  });
});
