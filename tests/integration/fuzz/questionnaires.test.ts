import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormDefinitionInput, formDefinitionSchema, QUESTIONNAIRE_LIMITS } from '#app/lib/questionnaire.ts';
import { questionnaires, retreats } from '#server/db/schema.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileJson, hostileText, MARKUP } from './hostile.ts';

// The questionnaire builder with hostile definitions, signed in as the owner: sizes past every cap, wrong
// types and shapes, markup in every text. Never a server error, never a stored definition its schema
// refuses, and the screen still renders whatever was stored, its markup as text.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
const questionnaireIds: string[] = [];
const retreatIds: string[] = [];

const L = QUESTIONNAIRE_LIMITS;

/** Rows no save should have stored: the checks SQL can make (the schema's full check runs below). */
const badRows = sql`
  select count(*) from questionnaires where version < 1 or length(title) not between 1 and ${L.title}
    or jsonb_typeof(definition->'sections') <> 'array' or jsonb_array_length(definition->'sections') not between 1 and ${L.sections}
    or title <> definition->>'title'`;

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'questionnaires');
  cookie = await signInAdmin(app);
  const created = await fuzz.send({
    path: '/admin/questionnaires',
    ...encodeForm({ intent: 'create', definition: JSON.stringify(everyKindForm()), active: 'on' }, 'urlencoded'),
    headers: { cookie },
  });
  expect(created.status).toBe(200);
  questionnaireIds.push(...(await app.database.db.select({ id: questionnaires.id }).from(questionnaires)).map((row) => row.id));
  retreatIds.push(...(await app.database.db.select({ id: retreats.id }).from(retreats)).map((row) => row.id));
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

const id = (known: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: fc.uuid(), weight: 1 }, { arbitrary: hostileText, weight: 1 });

const markup = fc.constantFrom(...MARKUP);

/** A definition past one of its caps: too many sections, questions or options, or too long a text. */
const oversized: fc.Arbitrary<FormDefinitionInput> = fc.constantFrom('sections', 'questions', 'options', 'label', 'consent').map((what) => {
  const form = everyKindForm();
  const section = form.sections[0]!;
  switch (what) {
    case 'sections':
      form.sections = Array.from({ length: L.sections + 1 }, (_, at) => ({
        ...section,
        id: `s-${at}`,
        questions: [{ ...section.questions[0]!, id: `q-${at}` }],
      }));
      break;
    case 'questions':
      section.questions = Array.from({ length: L.questionsPerSection + 1 }, (_, at) => ({ ...section.questions[0]!, id: `q-${at}` }));
      break;
    case 'options':
      Object.assign(section.questions[2]!, { options: Array.from({ length: L.options + 1 }, (_, at) => `Option ${at}`) });
      break;
    case 'label':
      section.questions[0]!.label = 'x'.repeat(L.label + 1);
      break;
    case 'consent':
      Object.assign(section.questions.at(-1)!, { text: 'y'.repeat(L.consentText + 1) });
      break;
  }
  return form;
});

/** A valid definition whose texts are markup: stored, and shown as text. */
const withMarkup: fc.Arbitrary<FormDefinitionInput> = fc.tuple(markup, markup, markup).map(([title, label, option]) => {
  const form = everyKindForm();
  form.title = title;
  form.sections[0]!.questions[0]!.label = label;
  Object.assign(form.sections[0]!.questions[2]!, { options: [option, 'Vegan'] });
  return form;
});

/** A question bent out of shape: each of its fields swapped for a wrong type, or hostile text. */
const bentQuestion: fc.Arbitrary<FormDefinitionInput> = fc
  .tuple(fc.nat({ max: 8 }), hostileJson(everyKindForm().sections[0]!.questions[2]! as unknown as Record<string, unknown>))
  .map(([at, question]) => {
    const form = everyKindForm();
    form.sections[0]!.questions[at] = question as never;
    return form;
  });

/** The definition field: JSON of any of the above, a definition bent at its top, or not JSON at all. */
const definition: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.oneof(oversized, withMarkup, bentQuestion).map((form) => JSON.stringify(form)), weight: 6 },
  { arbitrary: hostileJson(everyKindForm() as unknown as Record<string, unknown>).map((value) => JSON.stringify(value) ?? ''), weight: 3 },
  { arbitrary: hostileText, weight: 2 },
);

describe('the questionnaire builder takes any input without a server error', { timeout: timeout() }, () => {
  it('create, update and delete with hostile definitions, and attach and detach with hostile targets', async () => {
    const saveForm = fc
      .tuple(fc.constantFrom('create', 'update', 'update', 'delete'), id(questionnaireIds), definition)
      .chain(([intent, record, text]) => hostileForm({ intent, id: record, definition: text, active: 'on' }));
    const target = fc.oneof(
      fc.constantFrom('stays', ...retreatIds.map((retreat) => `retreat:${retreat}`)),
      fc.uuid().map((uuid) => `class:${uuid}`),
      hostileText,
    );
    const useForm = fc
      .tuple(fc.constantFrom('attach', 'attach', 'detach'), id(questionnaireIds), target)
      .chain(([intent, record, where]) => hostileForm({ intent, id: record, target: where, fillAt: 'before-arrival', required: 'on' }));
    // One form of markup stored for certain, so that the screen's check below has markup to escape.
    const [sample] = fc.sample(withMarkup, 1);
    const stored = await fuzz.check({
      path: '/admin/questionnaires',
      ...encodeForm({ intent: 'create', definition: JSON.stringify(sample), active: 'on' }, 'urlencoded'),
      headers: { cookie },
    });
    expect(stored.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: saveForm, weight: 4 }, { arbitrary: useForm, weight: 1 }), encoding, async (fields, how) => {
        await fuzz.check({ path: '/admin/questionnaires', ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(300) },
    );
    const page = await fuzz.check({ method: 'GET', path: '/admin/questionnaires', document: true, headers: { cookie } });
    expect(page.status).toBe(200);
    await fuzz.expectNoBadRows('questionnaires', badRows);
    // Every definition stored is one its schema takes as it is.
    const rows = await app.database.db.select().from(questionnaires);
    expect(rows.some((row) => MARKUP.includes(row.title as never))).toBe(true);
    for (const row of rows) expect(formDefinitionSchema.safeParse(row.definition).success, row.id).toBe(true);
  });
});
