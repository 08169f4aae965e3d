import { describe, expect, it } from 'vitest';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import {
  definitionFromText,
  type FormDefinition,
  type FormDefinitionInput,
  formDefinitionSchema,
  idsOf,
  newItemId,
  questionKinds,
  QUESTIONNAIRE_LIMITS,
  withConsentVersions,
} from './questionnaire.ts';
import { QUESTIONNAIRE_MESSAGES } from './questionnaire-messages.ts';

function parse(input: unknown) {
  return formDefinitionSchema.safeParse(input);
}

function messages(input: unknown): string[] {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function withQuestion(question: Record<string, unknown>): FormDefinitionInput {
  return { title: 'T', sections: [{ id: 's-1', title: 'S', questions: [question as never] }] };
}

describe('formDefinitionSchema', () => {
  it('takes a form with every kind of question, trimmed, and gives consent its first version', () => {
    const form = everyKindForm();
    form.title = '  Health questionnaire  ';
    const result = parse(form);
    expect(result.success).toBe(true);
    const parsed = result.data!;
    expect(parsed.title).toBe('Health questionnaire');
    expect(parsed.sections[0]!.questions.map((question) => question.kind)).toEqual(questionKinds);
    expect(parsed.sections[0]!.questions.at(-1)).toMatchObject({ kind: 'consent', version: 1 });
  });

  it('defaults the intro to empty', () => {
    const result = parse({
      title: 'T',
      sections: [{ id: 's-1', title: 'S', questions: [{ id: 'q-1', kind: 'date', label: 'When', required: false }] }],
    });
    expect(result.data?.intro).toBe('');
  });

  it('refuses a form without title, sections, or questions', () => {
    expect(messages({ ...everyKindForm(), title: '   ' })).toContain(QUESTIONNAIRE_MESSAGES.titleRequired);
    expect(messages({ ...everyKindForm(), sections: [] })).toContain(QUESTIONNAIRE_MESSAGES.noSections);
    expect(messages({ title: 'T', sections: [{ id: 's-1', title: 'S', questions: [] }] })).toContain(QUESTIONNAIRE_MESSAGES.noQuestions);
  });

  it('refuses an unknown kind, unknown keys and wrong types', () => {
    expect(parse(withQuestion({ id: 'q-1', kind: 'html', label: 'L', required: true })).success).toBe(false);
    expect(parse(withQuestion({ id: 'q-1', kind: 'date', label: 'L', required: true, onclick: 'x' })).success).toBe(false);
    expect(parse(withQuestion({ id: 'q-1', kind: 'date', label: 'L', required: 'yes' })).success).toBe(false);
    expect(parse({ ...everyKindForm(), extra: 1 }).success).toBe(false);
    expect(parse('a string').success).toBe(false);
    expect(parse(null).success).toBe(false);
  });

  it('refuses an empty label, a bad id and ids used twice', () => {
    expect(messages(withQuestion({ id: 'q-1', kind: 'date', label: ' ', required: true }))).toContain(QUESTIONNAIRE_MESSAGES.labelRequired);
    expect(messages(withQuestion({ id: 'Q 1<', kind: 'date', label: 'L', required: true }))).toContain(QUESTIONNAIRE_MESSAGES.badId);
    expect(messages(withQuestion({ id: 'q-'.padEnd(41, 'x'), kind: 'date', label: 'L', required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.badId,
    );
    const twice = everyKindForm();
    twice.sections[0]!.questions[1]!.id = 'q-name';
    expect(messages(twice)).toContain(QUESTIONNAIRE_MESSAGES.duplicateId);
    const sectionLikeQuestion = everyKindForm();
    sectionLikeQuestion.sections[0]!.id = 'q-name';
    expect(messages(sectionLikeQuestion)).toContain(QUESTIONNAIRE_MESSAGES.duplicateId);
  });

  it('asks choice questions for two distinct, non-empty options at most', () => {
    expect(messages(withQuestion({ id: 'q-1', kind: 'one-choice', label: 'L', options: ['A'], required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.fewOptions,
    );
    expect(messages(withQuestion({ id: 'q-1', kind: 'several-choices', label: 'L', options: ['A', ' a '], required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.duplicateOption('a'),
    );
    expect(messages(withQuestion({ id: 'q-1', kind: 'one-choice', label: 'L', options: ['A', ''], required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.optionRequired,
    );
    expect(parse(withQuestion({ id: 'q-1', kind: 'one-choice', label: 'L', required: true })).success).toBe(false);
  });

  it("refuses a number question whose lowest is above its highest, and limits that aren't numbers", () => {
    expect(messages(withQuestion({ id: 'q-1', kind: 'number', label: 'L', min: 5, max: 1, required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.rangeOrder,
    );
    expect(parse(withQuestion({ id: 'q-1', kind: 'number', label: 'L', min: 5, max: 5, required: true })).success).toBe(true);
    expect(parse(withQuestion({ id: 'q-1', kind: 'number', label: 'L', min: Number.NaN, required: true })).success).toBe(false);
    expect(parse(withQuestion({ id: 'q-1', kind: 'number', label: 'L', max: '9', required: true })).success).toBe(false);
  });

  it('asks a consent question for its text', () => {
    expect(messages(withQuestion({ id: 'q-1', kind: 'consent', label: 'L', text: '', required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.consentTextRequired,
    );
  });

  it('refuses hostile sizes: every count and length has its cap', () => {
    const L = QUESTIONNAIRE_LIMITS;
    const question = (index: number) => ({ id: `q-${index}`, kind: 'short-text', label: 'L', required: false });
    const section = (index: number, count: number) => ({
      id: `s-${index}`,
      title: 'S',
      questions: Array.from({ length: count }, (_, at) => question(index * 1000 + at)),
    });
    expect(messages({ title: 'T', sections: Array.from({ length: L.sections + 1 }, (_, at) => section(at, 1)) })).toContain(
      QUESTIONNAIRE_MESSAGES.tooMany('sections', L.sections),
    );
    expect(messages({ title: 'T', sections: [section(0, L.questionsPerSection + 1)] })).toContain(
      QUESTIONNAIRE_MESSAGES.tooMany('questions in one section', L.questionsPerSection),
    );
    const many = Array.from({ length: 3 }, (_, at) => section(at, L.questionsPerSection));
    expect(messages({ title: 'T', sections: many })).toContain(QUESTIONNAIRE_MESSAGES.tooMany('questions in a form', L.questions));
    const options = Array.from({ length: L.options + 1 }, (_, at) => `Option ${at}`);
    expect(messages(withQuestion({ id: 'q-1', kind: 'one-choice', label: 'L', options, required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.tooMany('options in one question', L.options),
    );
    expect(messages(withQuestion({ id: 'q-1', kind: 'date', label: 'x'.repeat(L.label + 1), required: true }))).toContain(
      QUESTIONNAIRE_MESSAGES.tooLong('A label', L.label),
    );
    expect(messages({ ...everyKindForm(), title: 'x'.repeat(L.title + 1) })).toContain(
      QUESTIONNAIRE_MESSAGES.tooLong('The title', L.title),
    );
    expect(messages({ ...everyKindForm(), intro: 'x'.repeat(L.intro + 1) })).toContain(
      QUESTIONNAIRE_MESSAGES.tooLong('The introduction', L.intro),
    );
    expect(parse({ ...everyKindForm(), title: 'x'.repeat(L.title) }).success).toBe(true);
  });

  it('keeps markup as text: the form stores what was typed, and the page escapes it', () => {
    const result = parse({ ...everyKindForm(), title: '<script>alert(1)</script>' });
    expect(result.data?.title).toBe('<script>alert(1)</script>');
  });
});

describe('withConsentVersions', () => {
  const parsed = (input: FormDefinitionInput) => formDefinitionSchema.parse(input);
  const consentOf = (form: FormDefinition) => form.sections[0]!.questions.find((question) => question.kind === 'consent')!;

  it('keeps the version while the text is the same, and bumps it when the text changes', () => {
    const first = withConsentVersions(null, parsed(everyKindForm()));
    expect(consentOf(first)).toMatchObject({ version: 1 });
    const same = withConsentVersions(first, parsed({ ...everyKindForm(), title: 'Renamed' }));
    expect(consentOf(same)).toMatchObject({ version: 1 });
    const changed = everyKindForm();
    Object.assign(changed.sections[0]!.questions.at(-1)!, { text: 'New words.' });
    const second = withConsentVersions(same, parsed(changed));
    expect(consentOf(second)).toMatchObject({ version: 2, text: 'New words.' });
    const third = withConsentVersions(second, parsed(everyKindForm()));
    expect(consentOf(third)).toMatchObject({ version: 3 });
  });

  it('does not believe a version sent by the browser', () => {
    const sent = everyKindForm();
    Object.assign(sent.sections[0]!.questions.at(-1)!, { version: 99 });
    expect(consentOf(withConsentVersions(null, parsed(sent)))).toMatchObject({ version: 1 });
    const first = withConsentVersions(null, parsed(everyKindForm()));
    expect(consentOf(withConsentVersions(first, parsed(sent)))).toMatchObject({ version: 1 });
  });

  it('starts a consent question that replaces another kind under the same id at 1', () => {
    const before = parsed(withQuestion({ id: 'q-1', kind: 'yes-no', label: 'L', required: true }));
    const after = parsed(withQuestion({ id: 'q-1', kind: 'consent', label: 'L', text: 'Yes.', required: true }));
    expect(consentOf(withConsentVersions(before, after))).toMatchObject({ version: 1 });
  });
});

describe('newItemId', () => {
  it('gives an id the schema takes, unlike the ones taken', () => {
    const taken = idsOf(everyKindForm());
    let calls = 0;
    // The first draw collides with a taken id; the next does not.
    const random = () => (calls++ === 0 ? 0 : 0.5);
    const id = newItemId('q', new Set([...taken, 'q-00000000']), random);
    expect(id).not.toBe('q-00000000');
    expect(id).toMatch(/^q-[0-9a-z]{8}$/);
    expect(parse(withQuestion({ id, kind: 'date', label: 'L', required: true })).success).toBe(true);
  });
});

describe('definitionFromText', () => {
  it('reads the JSON the builder sends', () => {
    const result = definitionFromText(JSON.stringify(everyKindForm()));
    expect('definition' in result && result.definition.sections[0]!.questions).toHaveLength(9);
  });

  it('says what is wrong and where, in the owner’s counting', () => {
    const form = everyKindForm();
    form.sections[0]!.questions[1]!.label = '';
    expect(definitionFromText(JSON.stringify(form))).toEqual({ problem: `Section 1, question 2: ${QUESTIONNAIRE_MESSAGES.labelRequired}` });
    expect(definitionFromText(JSON.stringify({ ...everyKindForm(), sections: [] }))).toEqual({
      problem: QUESTIONNAIRE_MESSAGES.noSections,
    });
  });

  it('asks to reload for what no builder sends: not JSON, wrong types, unknown kinds', () => {
    expect(definitionFromText('{')).toEqual({ problem: QUESTIONNAIRE_MESSAGES.notReadable });
    expect(definitionFromText('[]')).toEqual({ problem: QUESTIONNAIRE_MESSAGES.notReadable });
    const form = everyKindForm();
    (form.sections[0]!.questions[0] as { kind: string }).kind = 'script';
    expect(definitionFromText(JSON.stringify(form))).toEqual({ problem: `Section 1, question 1: ${QUESTIONNAIRE_MESSAGES.notReadable}` });
  });
});
