import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { type FormDefinition, QUESTIONNAIRE_FILE_MAX_BYTES } from '#app/lib/questionnaire.ts';
import { answersSchemaFor } from '#app/lib/questionnaire-answers.ts';
import { managePath as bookingPath } from '#server/bookings/manage-link.ts';
import { questionnaireResponses } from '#server/db/schema.ts';
import { siteHealthKeyring } from '#server/health/crypto.ts';
import { guestFormsPath } from '#server/questionnaires/guest-link.ts';
import { openAnswers } from '#server/questionnaires/sealed.ts';
import { stayBooking, stayQuestionnaire } from '../../support/care.ts';
import { TIME_ZONE } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileText, MARKUP } from './hostile.ts';

// A guest's own page with hostile answers: wrong kinds and shapes, markup, sizes past every cap, files
// that are not what they claim, tokens that are not theirs. Never a server error, nothing stored that the
// form's own schema would refuse, and the page shows what was stored as text.

let app: TestApp;
let fuzz: Fuzzer;
let path: string;
let managePath: string;
let questionnaireId: string;
let definition: FormDefinition;

const PDF = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'report.pdf', { type: 'application/pdf' });
const asDocument = fc.integer({ min: 0, max: 9 }).map((n) => n === 0);

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'guest-forms');
  const db = app.database.db;
  const questionnaire = await stayQuestionnaire(db);
  questionnaireId = questionnaire.id;
  definition = questionnaire.definition;
  const from = addDays(todayIn(TIME_ZONE), 20);
  const stay = await stayBooking(db, { checkIn: from, checkOut: addDays(from, 3), adults: 3, email: 'fuzz-guest@example.org' });
  path = await guestFormsPath(stay.booker.id, db);
  managePath = await bookingPath(stay.booking.id, db);
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

const draftOf = (form: FormDefinition): FormDefinition => ({
  ...form,
  sections: form.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({ ...question, required: false })),
  })),
});

describe("a guest's answers take any input without a server error", { timeout: timeout() }, () => {
  it('saving, sending and asking for erasure with hostile answers and files', async () => {
    const token = fc.oneof(
      { arbitrary: fc.constant(path), weight: 8 },
      { arbitrary: fc.constant(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`), weight: 1 },
      { arbitrary: hostileText.map((text) => `/booking/guest/${encodeURIComponent(text.toWellFormed()).slice(0, 200) || 'x'}`), weight: 1 },
    );
    const valid = {
      intent: 'send',
      questionnaireId,
      'a.q-name': 'Asha Rao',
      'a.q-conditions': 'None',
      'a.q-diet': 'Vegan',
      'a.q-therapies': ['Massage', 'Detox'],
      'a.q-pregnant': 'no',
      'a.q-surgery': '2024-02-29',
      'a.q-weight': '61.5',
      'a.q-report': PDF,
      'a.q-consent': 'yes',
      keep: 'yes',
    };
    const form = fc.oneof(
      { arbitrary: hostileForm(valid, { files: ['a.q-report'], images: [PDF] }), weight: 8 },
      { arbitrary: hostileForm({ ...valid, intent: 'save' }, { files: ['a.q-report'], images: [PDF] }), weight: 3 },
      { arbitrary: fc.constant({ intent: 'erase' }), weight: 1 },
      // Markup in every text answer: stored, and shown back as text.
      { arbitrary: fc.constantFrom(...MARKUP).map((markup) => ({ ...valid, 'a.q-name': markup, 'a.q-conditions': markup })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(token, form, encoding, asDocument, async (at, fields, how, document) => {
        await fuzz.check({ path: at, document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(300) },
    );
    // Past the size a file may have: refused with 413, nothing stored.
    const big = new Uint8Array(QUESTIONNAIRE_FILE_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const tooBig = await fuzz.check({ path, ...encodeForm({ ...valid, 'a.q-report': new File([big], 'big.pdf') }, 'multipart') });
    expect(tooBig.status).toBe(413);

    const page = await fuzz.check({ method: 'GET', path, document: true });
    expect(page.status).toBe(200);
    // Every stored answer is one the form's own schema takes as it is: the whole form when sent, a draft's answers each of its kind.
    const keyring = await siteHealthKeyring(app.database.db);
    const rows = await app.database.db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.questionnaireId, questionnaireId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const answers = openAnswers(keyring, row.id, row.answers!);
      const schema = answersSchemaFor(row.status === 'complete' ? definition : draftOf(definition));
      expect(schema.safeParse(answers).success, row.id).toBe(true);
    }
    await fuzz.expectNoBadRows(
      'questionnaire_files',
      sql`select count(*) from questionnaire_files where type not in ('application/pdf', 'image/jpeg', 'image/png') or size > ${QUESTIONNAIRE_FILE_MAX_BYTES} or size < 1`,
    );
  });

  it('naming a guest on the booking page with hostile names, addresses and places', async () => {
    const form = hostileForm({
      intent: 'name-guest',
      position: '2',
      name: 'Ravi Rao',
      email: 'ravi@example.org',
      phone: '+91 98765 43210',
    });
    await fc.assert(
      fc.asyncProperty(form, encoding, asDocument, async (fields, how, document) => {
        await fuzz.check({ path: managePath, document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(200) },
    );
    // At most the two open places of a stay for three were named, each once.
    await fuzz.expectNoBadRows(
      'booking_guests',
      sql`select count(*) from booking_guests group by booking_id having count(*) > 3 or max(position) > 3`,
    );
  });
});
