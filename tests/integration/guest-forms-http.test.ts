import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { QUESTIONNAIRE_FILE_MAX_BYTES } from '#app/lib/questionnaire.ts';
import { questionnaireResponses } from '#server/db/schema.ts';
import { healthKeyring } from '#server/health/crypto.ts';
import { guestFormsPath } from '#server/questionnaires/guest-link.ts';
import { sealAnswers } from '#server/questionnaires/sealed.ts';
import { stayBooking, stayQuestionnaire } from '#tests/support/care.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { startTestApp, type TestApp } from '#tests/support/test-app.ts';

// A guest's own page over HTTP, as deployed: private and never cached, a file past 10 MB refused with 413
// and a sentence, answers sent leading back to the page, and the data download an attachment holding what they sent.

let app: TestApp;
let path: string;
let questionnaireId: string;
let bookerId: string;

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  questionnaireId = (await stayQuestionnaire(db)).id;
  const from = addDays(todayIn(TIME_ZONE), 20);
  const stay = await stayBooking(db, { checkIn: from, checkOut: addDays(from, 2), adults: 1, email: 'http-guest@example.org' });
  bookerId = stay.booker.id;
  path = await guestFormsPath(bookerId, db);
});

afterAll(async () => {
  await app?.close();
});

function answers(file?: File) {
  const form = new FormData();
  form.set('intent', 'send');
  form.set('questionnaireId', questionnaireId);
  form.set('a.q-name', 'Asha Rao');
  form.set('a.q-conditions', 'Mild asthma');
  form.set('a.q-diet', 'Vegan');
  form.set('a.q-pregnant', 'no');
  form.set('a.q-consent', 'yes');
  if (file) form.set('a.q-report', file);
  return form;
}

const post = (body: FormData) =>
  fetch(`${app.url}${path}`, { method: 'POST', body, headers: { origin: app.publicUrl }, redirect: 'manual' });

describe("a guest's own page over HTTP", () => {
  it('is private, refuses a file past 10 MB with a sentence, and gives their data as an attachment', async () => {
    const page = await fetch(`${app.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Save and continue later');
    expect((await fetch(`${app.url}/booking/guest/not-a-token`)).status).toBe(404);

    const big = new Uint8Array(QUESTIONNAIRE_FILE_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const tooBig = await post(answers(new File([big], 'big.pdf', { type: 'application/pdf' })));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain(M.fileTooLarge);

    const sent = await post(answers(new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'report.pdf')));
    // Saved answers lead back to the page (so that a reload posts nothing again), which says they were sent.
    expect(sent.status).toBe(303);
    const back = await fetch(new URL(sent.headers.get('location')!, app.url));
    expect(await back.text()).toContain(M.sent);

    const download = await fetch(`${app.url}${path}/data.json`);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    const data = (await download.json()) as { answers: { answers: Record<string, unknown>; files: { name: string }[] }[] };
    expect(data.answers[0]!.answers['q-conditions']).toBe('Mild asthma');
    expect(data.answers[0]!.files[0]!.name).toBe('report.pdf');
    expect((await fetch(`${app.url}/booking/guest/not-a-token/data.json`)).status).toBe(404);
  });

  it('answers with a sentence, not a crash, when the answers were sealed with a key this server does not hold', async () => {
    const db = app.database.db;
    const [response] = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.bookingGuestId, bookerId));
    const stranger = healthKeyring(crypto.randomBytes(32));
    await db
      .update(questionnaireResponses)
      .set({ answers: sealAnswers(stranger, response!.id, { 'q-name': 'Someone else' }) })
      .where(eq(questionnaireResponses.id, response!.id));
    const page = await fetch(`${app.url}${path}`);
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain('Someone else');
    const download = await fetch(`${app.url}${path}/data.json`);
    expect(download.status).toBe(503);
    expect(await download.json()).toEqual({ error: M.failed });
  });
});
