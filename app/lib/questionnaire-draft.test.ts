import { describe, expect, it } from 'vitest';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { formDefinitionSchema } from './questionnaire.ts';
import { definitionOf, draftOf, moved, newQuestion, newSection } from './questionnaire-draft.ts';
import { QUESTIONNAIRE_MESSAGES } from './questionnaire-messages.ts';

const stored = formDefinitionSchema.parse(everyKindForm());

describe('the builder’s draft', () => {
  it('turns a stored definition into a draft and back without losing anything', () => {
    const draft = draftOf(stored);
    expect(draft.sections[0]!.questions.find((question) => question.kind === 'one-choice')!.options).toBe('Vegetarian\nVegan');
    expect(draft.sections[0]!.questions.find((question) => question.kind === 'number')).toMatchObject({ min: '20', max: '300' });
    expect(formDefinitionSchema.parse(definitionOf(draft))).toEqual(stored);
  });

  it('starts a new questionnaire empty', () => {
    expect(draftOf(null)).toEqual({ title: '', intro: '', sections: [] });
  });

  it('reads options one a line, blank lines dropped, and empty limits as none', () => {
    const draft = draftOf(stored);
    const choice = draft.sections[0]!.questions[2]!;
    choice.options = '  Vegetarian \n\nVegan\n';
    const number = draft.sections[0]!.questions[6]!;
    number.min = ' ';
    number.max = '120';
    const definition = formDefinitionSchema.parse(definitionOf(draft));
    expect(definition.sections[0]!.questions[2]).toMatchObject({ options: ['Vegetarian', 'Vegan'] });
    expect(definition.sections[0]!.questions[6]).toEqual(expect.objectContaining({ max: 120 }));
    expect(definition.sections[0]!.questions[6]).not.toHaveProperty('min');
  });

  it('lets the schema refuse a limit that is not a number, in words', () => {
    const draft = draftOf(stored);
    draft.sections[0]!.questions[6]!.min = 'ten';
    const result = formDefinitionSchema.safeParse(definitionOf(draft));
    expect(result.error?.issues[0]?.message).toBe(QUESTIONNAIRE_MESSAGES.rangeNotNumber);
  });

  it('gives new sections and questions ids the schema takes and no other item has', () => {
    const draft = draftOf(stored);
    const section = newSection(draft);
    const question = newQuestion({ ...draft, sections: [...draft.sections, section] }, 'yes-no');
    const ids = [section.id, section.questions[0]!.id, question.id, ...draft.sections[0]!.questions.map((item) => item.id)];
    expect(new Set(ids).size).toBe(ids.length);
    section.title = 'More';
    section.questions[0]!.label = 'Anything else?';
    question.label = 'Smoker';
    section.questions.push(question);
    expect(formDefinitionSchema.safeParse(definitionOf({ ...draft, sections: [...draft.sections, section] })).success).toBe(true);
  });

  it('moves an item up or down, and leaves the list alone at its ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
