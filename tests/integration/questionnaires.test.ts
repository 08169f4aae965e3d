import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormDefinition, questionsOf } from '#app/lib/questionnaire.ts';
import { QUESTIONNAIRE_MESSAGES as M } from '#app/lib/questionnaire-messages.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { auditLog, questionnaires, questionnaireUses, retreats } from '#server/db/schema.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The questionnaire builder through the real HTTP server: the owner saves a form and each save counts its
// version (consent by its words), a front-desk or editor session is refused the screen and every action,
// and a definition the schema refuses is answered with a readable 400 and leaves nothing stored.

let app: TestApp;
const cookies = { owner: '', desk: '', editor: '' };
let clients = 0;

beforeAll(async () => {
  app = await startTestApp();
  cookies.owner = await signInAdmin(app, '192.0.2.61', {
    email: 'owner@example.org',
    password: 'owner password 1',
    name: 'Owner',
    role: 'owner',
  });
  cookies.desk = await signInAdmin(app, '192.0.2.62', {
    email: 'desk@example.org',
    password: 'front desk password',
    name: 'Desk',
    role: 'front-desk',
  });
  cookies.editor = await signInAdmin(app, '192.0.2.63', {
    email: 'editor@example.org',
    password: 'editor password 1',
    name: 'Editor',
    role: 'editor',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

function post(form: Record<string, string>, cookie = cookies.owner) {
  clients += 1;
  return fetch(`${app.url}/admin/questionnaires.data`, {
    method: 'POST',
    headers: { origin: app.publicUrl, cookie, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

function get(cookie: string) {
  return fetch(`${app.url}/admin/questionnaires`, { headers: { cookie }, redirect: 'manual' });
}

const stored = () => app.database.db.select().from(questionnaires).orderBy(asc(questionnaires.createdAt));
const consentOf = (definition: FormDefinition) => questionsOf(definition).find((question) => question.kind === 'consent');

describe(`the questionnaire builder (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('saves the owner’s form, counting its version on each save and the consent’s when its words change', async () => {
    const created = await post({ intent: 'create', definition: JSON.stringify(everyKindForm()), active: 'on' });
    expect(created.status).toBe(200);
    expect(await created.text()).toContain(M.created);
    const [row] = await stored();
    expect(row).toMatchObject({ title: 'Health questionnaire', version: 1, active: true });
    expect(consentOf(row!.definition)).toMatchObject({ version: 1 });

    const renamed = { ...everyKindForm(), title: 'Before your stay' };
    expect((await post({ intent: 'update', id: row!.id, definition: JSON.stringify(renamed), active: 'on' })).status).toBe(200);
    const [second] = await stored();
    expect(second).toMatchObject({ title: 'Before your stay', version: 2 });
    expect(consentOf(second!.definition)).toMatchObject({ version: 1 });

    const reworded = everyKindForm();
    Object.assign(reworded.sections[0]!.questions.at(-1)!, { text: 'I agree, in new words.', version: 40 });
    // Unticked: the questionnaire is kept but no longer asked.
    expect((await post({ intent: 'update', id: row!.id, definition: JSON.stringify(reworded) })).status).toBe(200);
    const [third] = await stored();
    expect(third).toMatchObject({ version: 3, active: false });
    expect(consentOf(third!.definition)).toMatchObject({ version: 2, text: 'I agree, in new words.' });

    const history = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(history.map((entry) => entry.action).sort()).toEqual(['create', 'update', 'update']);

    const page = await get(cookies.owner);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The last save named it back, and unticked "Asked of guests".
    expect(html).toContain('Health questionnaire');
    expect(html).toContain('Not asked (inactive)');
  });

  it('attaches a form to stays and a retreat once each, and removes a use', async () => {
    const [row] = await stored();
    const [retreat] = await app.database.db.select().from(retreats);
    const attach = (target: string) => post({ intent: 'attach', id: row!.id, target, fillAt: 'before-arrival', required: 'on' });
    expect((await attach('stays')).status).toBe(200);
    expect((await attach(`retreat:${retreat!.id}`)).status).toBe(200);
    const again = await attach('stays');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(M.alreadyAttached);
    const nowhere = await attach(`retreat:${crypto.randomUUID()}`);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toContain(M.useNotFound);
    expect((await attach('everything')).status).toBe(400);
    expect((await post({ intent: 'attach', id: row!.id, target: 'stays', fillAt: 'whenever' })).status).toBe(400);

    const uses = await app.database.db.select().from(questionnaireUses);
    expect(uses.map((use) => [use.serves, use.retreatId, use.required, use.fillAt]).sort()).toEqual(
      [
        ['retreat', retreat!.id, true, 'before-arrival'],
        ['stays', null, true, 'before-arrival'],
      ].sort(),
    );
    expect((await post({ intent: 'detach', id: uses[0]!.id })).status).toBe(200);
    expect(await app.database.db.select().from(questionnaireUses)).toHaveLength(1);
  });

  it.each(['desk', 'editor'] as const)('refuses a %s session the screen and every action', async (who) => {
    const [row] = await stored();
    const page = await get(cookies[who]);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain(row!.title);
    const before = await stored();
    const usesBefore = await app.database.db.select().from(questionnaireUses);
    const forms: Record<string, string>[] = [
      { intent: 'create', definition: JSON.stringify(everyKindForm()) },
      { intent: 'update', id: row!.id, definition: JSON.stringify({ ...everyKindForm(), title: 'Changed' }) },
      { intent: 'delete', id: row!.id },
      { intent: 'attach', id: row!.id, target: 'stays', fillAt: 'checkout' },
      { intent: 'detach', id: usesBefore[0]!.id },
    ];
    for (const form of forms) {
      const response = await post(form, cookies[who]);
      expect(response.status, form.intent).toBe(403);
      expect(await response.text()).toContain(refusedText);
    }
    expect(await stored()).toEqual(before);
    expect(await app.database.db.select().from(questionnaireUses)).toEqual(usesBefore);
  });

  it('refuses invalid definitions with a readable 400 and stores nothing', async () => {
    const before = await stored();
    const noLabel = everyKindForm();
    noLabel.sections[0]!.questions[1]!.label = '';
    const oneOption = everyKindForm();
    Object.assign(oneOption.sections[0]!.questions[2]!, { options: ['Only'] });
    const cases: [definition: string, says: string][] = [
      [JSON.stringify(noLabel), `Section 1, question 2: ${M.labelRequired}`],
      [JSON.stringify(oneOption), `Section 1, question 3: ${M.fewOptions}`],
      [JSON.stringify({ ...everyKindForm(), sections: [] }), M.noSections],
      [JSON.stringify({ ...everyKindForm(), title: 'x'.repeat(201) }), M.tooLong('The title', 200)],
      ['{"title": "T", "sections": [', M.notReadable],
      ['"<script>alert(1)</script>"', M.notReadable],
    ];
    for (const [definition, says] of cases) {
      for (const intent of ['create', 'update']) {
        const response = await post({ intent, id: before[0]!.id, definition });
        expect(response.status, says).toBe(400);
        expect(await response.text()).toContain(`${M.saveFailed}: ${says}`);
      }
    }
    // Without a definition at all, the form's own schema refuses it.
    expect((await post({ intent: 'create' })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('deletes a questionnaire with its uses', async () => {
    const [row] = await stored();
    expect((await post({ intent: 'delete', id: row!.id })).status).toBe(200);
    expect(await stored()).toEqual([]);
    expect(await app.database.db.select().from(questionnaireUses)).toEqual([]);
    expect((await post({ intent: 'delete', id: row!.id })).status).toBe(404);
  });
});
