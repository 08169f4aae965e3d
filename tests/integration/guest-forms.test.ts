import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { formDefinitionSchema, withConsentVersions } from '#app/lib/questionnaire.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import {
  bookingGuests,
  bookings,
  erasureRequests,
  guests,
  mailOutbox,
  questionnaireFiles,
  questionnaireResponses,
  questionnaires,
  questionnaireUses,
} from '#server/db/schema.ts';
import { HealthDataUnreadable, healthKeyring, siteHealthKeyring } from '#server/health/crypto.ts';
import { guestDataExport, requestErasure } from '#server/questionnaires/guest-data.ts';
import { bookingPartyView, nameBookingGuest } from '#server/questionnaires/party.ts';
import { saveAnswers, sniffFileType } from '#server/questionnaires/responses.ts';
import { openAnswers } from '#server/questionnaires/sealed.ts';
import { Refusal } from '#server/refusal.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';

// The guest side of questionnaires: naming everyone a stay is for (each place once, even when two name
// it at the same moment), answers saved as drafts and sent whole, sealed so that the database alone
// cannot read them, files taken by their content, and the guest's data and erasure request.

const label = process.env.TEST_DATABASE_URL ? 'postgres, two processes' : 'pglite';
const options = { timeZone: TIME_ZONE, now: new Date('2031-06-01T06:00:00Z') };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let handles: DatabaseHandle[] = [];
let close = async () => {};
let db: Database;
let questionnaireId: string;

beforeAll(async () => {
  ({ handles, close } = await createSharedTestDatabase());
  db = handles[0]!.db;
  const definition = withConsentVersions(null, formDefinitionSchema.parse(everyKindForm()));
  const [row] = await db.insert(questionnaires).values({ title: definition.title, definition }).returning();
  questionnaireId = row!.id;
  await db.insert(questionnaireUses).values({ questionnaireId, serves: 'stays', required: true, fillAt: 'before-arrival' });
});
afterAll(async () => {
  await close();
});

let stays = 0;
async function stayFor(adults: number) {
  stays += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      eventTitle: 'Stay',
      eventDate: '2031-07-02',
      selectedSlot: '2031-07-02 to 2031-07-05',
      price: 'Rs 10000',
      customerName: 'Asha Rao',
      customerEmail: `booker${stays}@example.org`,
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
      kind: 'stay',
      details: { kind: 'stay', adults, nights: 3, promoCode: null },
    })
    .returning();
  return row!;
}

async function bookerOf(bookingId: string) {
  const [member] = await db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId));
  return member!.id;
}

async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const complete = {
  'q-name': 'Asha Rao',
  'q-conditions': 'Mild asthma, uses an inhaler',
  'q-diet': 'Vegan',
  'q-therapies': ['Massage', 'Detox'],
  'q-pregnant': 'no',
  'q-weight': '61',
  'q-consent': 'yes',
};
const answersOf = (answers: Record<string, unknown>, files = new Map<string, File>(), send = true) => ({
  answers,
  files,
  send,
  keep: false,
});

describe(`naming a booking's guests (${label})`, () => {
  it('names each open place once, refuses a place beyond the party, and mails the named guest their own link', async () => {
    const stay = await stayFor(3);
    await nameBookingGuest(db, stay.id, { position: 2, name: 'Ravi Rao', email: 'ravi.rao@example.org' }, options);
    expect((await refusalOf(nameBookingGuest(db, stay.id, { position: 2, name: 'Someone Else' }, options))).message).toBe(M.placeTaken);
    expect((await refusalOf(nameBookingGuest(db, stay.id, { position: 4, name: 'Fourth' }, options))).message).toBe(M.placeInvalid);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ravi.rao@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/booking\/guest\//);
    const view = await bookingPartyView(db, stay.id, options);
    expect(view!.places.map((place) => place.name)).toEqual(['Asha Rao', 'Ravi Rao', null]);
    expect(view!.places[1]!.forms).toEqual([{ title: 'Health questionnaire', status: 'missing', required: true }]);
  });

  it('lets one of two namings of the last place win', async () => {
    const stay = await stayFor(2);
    const second = handles[1]?.db ?? db;
    const results = await Promise.allSettled([
      nameBookingGuest(db, stay.id, { position: 2, name: 'First Friend' }, options),
      nameBookingGuest(second, stay.id, { position: 2, name: 'Second Friend' }, options),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(Refusal);
    expect(await db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, stay.id))).toHaveLength(2);
  });

  it('refuses naming after the first day, and on a cancelled booking', async () => {
    const stay = await stayFor(2);
    const late = { ...options, now: new Date('2031-07-03T06:00:00Z') };
    expect((await refusalOf(nameBookingGuest(db, stay.id, { position: 2, name: 'Late' }, late))).message).toBe(M.namingClosed);
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, stay.id));
    expect((await refusalOf(nameBookingGuest(db, stay.id, { position: 2, name: 'Late' }, options))).message).toBe(M.namingCancelled);
  });

  it('finds the guest profile an e-mail already belongs to', async () => {
    const earlier = await stayFor(1);
    const stay = await stayFor(2);
    const named = await nameBookingGuest(
      db,
      stay.id,
      { position: 2, name: 'Asha R.', email: earlier.customerEmail!.toUpperCase() },
      options,
    );
    expect(named.guestId).toBe(earlier.guestId);
    expect(await db.select().from(guests).where(eq(guests.id, earlier.guestId))).toHaveLength(1);
  });
});

describe(`a guest's answers (${label})`, () => {
  it('keeps a draft without the required answers, and sends only a complete form', async () => {
    const member = await bookerOf((await stayFor(1)).id);
    const draft = await saveAnswers(db, member, questionnaireId, answersOf({ 'q-name': 'Asha' }, undefined, false), options);
    expect(draft.status).toBe('draft');
    const refused = await refusalOf(saveAnswers(db, member, questionnaireId, answersOf({ 'q-name': 'Asha' }), options));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toHaveProperty('q-consent');
    // A draft is still checked for what it holds: a number out of range is refused.
    expect(
      (await refusalOf(saveAnswers(db, member, questionnaireId, answersOf({ 'q-weight': '9000' }, undefined, false), options))).status,
    ).toBe(400);
    const sent = await saveAnswers(db, member, questionnaireId, answersOf(complete), options);
    expect(sent.status).toBe('complete');
    const [row] = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, sent.responseId));
    expect(row!.questionnaireVersion).toBe(1);
    expect(row!.completedAt).not.toBeNull();
  });

  it('stores answers that the database alone cannot read', async () => {
    const member = await bookerOf((await stayFor(1)).id);
    const { responseId } = await saveAnswers(db, member, questionnaireId, answersOf(complete), options);
    const [row] = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, responseId));
    expect(row!.answers).toMatch(/^hd1\./);
    expect(row!.answers).not.toContain('asthma');
    expect(openAnswers(await siteHealthKeyring(db), responseId, row!.answers!)['q-conditions']).toBe('Mild asthma, uses an inhaler');
    expect(() => openAnswers(healthKeyring(crypto.randomBytes(32)), responseId, row!.answers!)).toThrow(HealthDataUnreadable);
  });

  it('takes a file by its content, not its name, and refuses one too large', async () => {
    expect(sniffFileType(PDF)).toBe('application/pdf');
    const member = await bookerOf((await stayFor(1)).id);
    const asPdf = new Map([['q-report', new File([PNG], 'report.pdf', { type: 'application/pdf' })]]);
    const { responseId } = await saveAnswers(db, member, questionnaireId, answersOf(complete, asPdf), options);
    const [stored] = await db.select().from(questionnaireFiles).where(eq(questionnaireFiles.responseId, responseId));
    expect(stored!.type).toBe('image/png');
    expect(Buffer.from(stored!.data).includes(Buffer.from(PNG))).toBe(false);

    const text = new Map([['q-report', new File(['just some text'], 'x.pdf', { type: 'application/pdf' })]]);
    const refused = await refusalOf(saveAnswers(db, member, questionnaireId, answersOf(complete, text), options));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ 'q-report': [M.fileType] });

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await refusalOf(
      saveAnswers(db, member, questionnaireId, answersOf(complete, new Map([['q-report', new File([big], 'big.pdf')]])), options),
    );
    expect(tooBig.status).toBe(413);

    // A new file replaces the old one.
    await saveAnswers(db, member, questionnaireId, answersOf(complete, new Map([['q-report', new File([PDF], 'new.pdf')]])), options);
    const files = await db.select().from(questionnaireFiles).where(eq(questionnaireFiles.responseId, responseId));
    expect(files.map((file) => file.type)).toEqual(['application/pdf']);
  });

  it('refuses changes after the stay has ended', async () => {
    const member = await bookerOf((await stayFor(1)).id);
    const after = { ...options, now: new Date('2031-07-07T06:00:00Z') };
    expect((await refusalOf(saveAnswers(db, member, questionnaireId, answersOf(complete), after))).message).toBe(M.formsClosed);
  });
});

describe(`a guest's data (${label})`, () => {
  it('downloads their answers and files, and records one erasure request while it is open', async () => {
    const stay = await stayFor(1);
    const member = await bookerOf(stay.id);
    await saveAnswers(db, member, questionnaireId, answersOf(complete, new Map([['q-report', new File([PDF], 'report.pdf')]])), options);
    const exported = await guestDataExport(db, member);
    expect(exported!.bookings.map((booking) => booking.reference)).toContain(stay.reference);
    const mine = exported!.answers.find((answer) => answer.booking === stay.reference)!;
    expect(mine.answers!['q-conditions']).toBe('Mild asthma, uses an inhaler');
    expect(Buffer.from(mine.files[0]!.base64, 'base64').equals(Buffer.from(PDF))).toBe(true);
    expect(mine.files[0]!.name).toBe('report.pdf');

    expect(await requestErasure(db, member)).toBe('asked');
    expect(await requestErasure(db, member)).toBe('open');
    const requests = await db.select().from(erasureRequests).where(eq(erasureRequests.guestId, stay.guestId));
    expect(requests).toHaveLength(1);
  });
});

describe(`forms asked at checkout (${label})`, () => {
  it('are prompted for at the top of the booking page until the booker sends them', async () => {
    const definition = withConsentVersions(null, formDefinitionSchema.parse({ ...everyKindForm(), title: 'Arrival form' }));
    const [form] = await db.insert(questionnaires).values({ title: definition.title, definition }).returning();
    await db.insert(questionnaireUses).values({ questionnaireId: form!.id, serves: 'stays', required: true, fillAt: 'checkout' });
    const stay = await stayFor(1);
    const view = await bookingPartyView(db, stay.id, options);
    expect(view!.checkoutPrompt).toEqual({ link: expect.stringMatching(/^\/booking\/guest\//), titles: ['Arrival form'] });
    await saveAnswers(db, await bookerOf(stay.id), form!.id, answersOf(complete), options);
    expect((await bookingPartyView(db, stay.id, options))!.checkoutPrompt).toBeNull();
  });
});
