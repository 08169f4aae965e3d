import { describe, expect, it } from 'vitest';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { formDefinitionSchema, QUESTIONNAIRE_LIMITS } from './questionnaire.ts';
import { answersSchemaFor } from './questionnaire-answers.ts';
import { QUESTIONNAIRE_MESSAGES as M } from './questionnaire-messages.ts';

const form = formDefinitionSchema.parse(everyKindForm());
const schema = answersSchemaFor(form);

const minimal = { 'q-name': 'Asha', 'q-diet': 'Vegan', 'q-pregnant': false, 'q-consent': true };
const report = { ref: 'upload_123', name: 'report.pdf', type: 'application/pdf', size: 52_000 };

function refusal(answers: unknown): string[] {
  const result = schema.safeParse(answers);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('answersSchemaFor', () => {
  it('takes the required answers alone, and keeps only what was answered', () => {
    expect(schema.parse(minimal)).toEqual(minimal);
  });

  it('takes every kind typed, and reads a web form’s strings as their types', () => {
    const typed = {
      ...minimal,
      'q-conditions': '  Asthma  ',
      'q-therapies': ['Massage', 'Detox'],
      'q-surgery': '2026-02-28',
      'q-weight': 64.5,
      'q-report': report,
    };
    expect(schema.parse(typed)).toEqual({ ...typed, 'q-conditions': 'Asthma' });
    const fromForm = { ...minimal, 'q-pregnant': 'no', 'q-consent': 'on', 'q-weight': '64', 'q-therapies': 'Massage' };
    expect(schema.parse(fromForm)).toEqual({ ...minimal, 'q-weight': 64, 'q-therapies': ['Massage'] });
  });

  it('reads blanks as unanswered: fine for optional questions, refused for required ones by label', () => {
    expect(schema.parse({ ...minimal, 'q-conditions': ' ', 'q-surgery': '', 'q-therapies': [], 'q-weight': null })).toEqual(minimal);
    expect(refusal({ ...minimal, 'q-name': '   ' })).toEqual([M.answerRequired('Name')]);
    const { 'q-diet': _diet, ...withoutDiet } = minimal;
    expect(refusal(withoutDiet)).toEqual([M.answerRequired('Diet')]);
  });

  it('asks a required consent to be given, not merely answered', () => {
    expect(refusal({ ...minimal, 'q-consent': false })).toEqual([M.answerConsent('Consent')]);
    const { 'q-consent': _consent, ...withoutConsent } = minimal;
    expect(refusal(withoutConsent)).toEqual([M.answerConsent('Consent')]);
    expect(refusal({ ...minimal, 'q-consent': 'maybe' })).toEqual([M.answerConsent('Consent')]);
  });

  it('lets an optional consent be declined', () => {
    const optional = formDefinitionSchema.parse({
      title: 'T',
      sections: [
        { id: 's-1', title: 'S', questions: [{ id: 'q-keep', kind: 'consent', label: 'Keep', text: 'Keep my data.', required: false }] },
      ],
    });
    expect(answersSchemaFor(optional).parse({ 'q-keep': false })).toEqual({ 'q-keep': false });
    expect(answersSchemaFor(optional).parse({})).toEqual({});
  });

  it('takes only the options offered', () => {
    expect(refusal({ ...minimal, 'q-diet': 'Carnivore' })).toEqual([M.answerNotAnOption('Diet')]);
    expect(refusal({ ...minimal, 'q-therapies': ['Massage', 'Surfing'] })).toEqual([M.answerNotAnOption('Therapies')]);
    expect(refusal({ ...minimal, 'q-therapies': ['Massage', 'Massage'] })).toEqual([M.answerNotAnOption('Therapies')]);
    expect(refusal({ ...minimal, 'q-diet': ['Vegan'] })).toEqual([M.answerNotAnOption('Diet')]);
  });

  it('takes numbers within the range only', () => {
    expect(refusal({ ...minimal, 'q-weight': 19 })).toEqual([M.answerBelow('Weight (kg)', 20)]);
    expect(refusal({ ...minimal, 'q-weight': '301' })).toEqual([M.answerAbove('Weight (kg)', 300)]);
    expect(refusal({ ...minimal, 'q-weight': '1e3' })).toEqual([M.answerNotANumber('Weight (kg)')]);
    expect(refusal({ ...minimal, 'q-weight': Number.POSITIVE_INFINITY })).toEqual([M.answerNotANumber('Weight (kg)')]);
    expect(schema.parse({ ...minimal, 'q-weight': 20 })['q-weight']).toBe(20);
  });

  it('takes real dates only', () => {
    expect(refusal({ ...minimal, 'q-surgery': '2026-02-30' })).toEqual([M.answerNotADate('Last surgery')]);
    expect(refusal({ ...minimal, 'q-surgery': '28/02/2026' })).toEqual([M.answerNotADate('Last surgery')]);
    expect(refusal({ ...minimal, 'q-surgery': 20260228 })).toEqual([M.answerNotADate('Last surgery')]);
  });

  it('takes yes or no, nothing else, for a yes/no question', () => {
    expect(schema.parse({ ...minimal, 'q-pregnant': 'yes' })['q-pregnant']).toBe(true);
    expect(refusal({ ...minimal, 'q-pregnant': 'perhaps' })).toEqual([M.answerYesNo('Pregnant')]);
    expect(refusal({ ...minimal, 'q-pregnant': 1 })).toEqual([M.answerYesNo('Pregnant')]);
  });

  it('takes a file answer of an allowed type and size only', () => {
    expect(refusal({ ...minimal, 'q-report': { ...report, type: 'text/html' } })).toEqual([M.answerFile('Medical report')]);
    expect(refusal({ ...minimal, 'q-report': { ...report, size: 10 * 1024 * 1024 + 1 } })).toEqual([M.answerFile('Medical report')]);
    expect(refusal({ ...minimal, 'q-report': { ...report, ref: '../../etc/passwd' } })).toEqual([M.answerFile('Medical report')]);
    expect(refusal({ ...minimal, 'q-report': 'report.pdf' })).toEqual([M.answerFile('Medical report')]);
    expect(refusal({ ...minimal, 'q-report': { ...report, extra: 1 } })).toEqual([M.answerFile('Medical report')]);
  });

  it('refuses answers too long for their kind', () => {
    const most = QUESTIONNAIRE_LIMITS.shortAnswer;
    expect(refusal({ ...minimal, 'q-name': 'x'.repeat(most + 1) })).toEqual([M.answerTooLong('Name', most)]);
    const longest = QUESTIONNAIRE_LIMITS.longAnswer;
    expect(schema.safeParse({ ...minimal, 'q-conditions': 'x'.repeat(longest) }).success).toBe(true);
    expect(refusal({ ...minimal, 'q-conditions': 'x'.repeat(longest + 1) })).toEqual([M.answerTooLong('Conditions', longest)]);
  });

  it('refuses answers to questions the form does not ask, and what is not a set of answers', () => {
    expect(refusal({ ...minimal, 'q-other': 'x' })).toContain(M.unknownQuestion);
    const polluted = JSON.parse(`{"__proto__": {"q-name": "x"}, "q-diet": "Vegan"}`) as unknown;
    // A prototype smuggled in JSON is no answer: the name is still asked for.
    expect(refusal(polluted)).toContain(M.answerRequired('Name'));
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse(['Asha']).success).toBe(false);
    expect(schema.safeParse('answers').success).toBe(false);
    expect(refusal({ ...minimal, 'q-name': { toString: 'Asha' } })).toEqual([M.answerRequired('Name')]);
  });
});
