import { type FormDefinition, type FormDefinitionInput, newItemId, type QuestionInput, type QuestionKind } from './questionnaire.ts';

// The builder's working copy of a questionnaire: every field as the owner types it (options one a line,
// numbers as text), turned into a definition for the schema to check when it is sent. Kept apart from the
// component so that both directions are tested without a browser.

export interface DraftQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  help: string;
  required: boolean;
  /** A choice question's options, one a line. */
  options: string;
  /** A number question's lowest and highest, as typed; empty for none. */
  min: string;
  max: string;
  /** A consent question's text. */
  text: string;
}

export interface DraftSection {
  id: string;
  title: string;
  questions: DraftQuestion[];
}

export interface Draft {
  title: string;
  intro: string;
  sections: DraftSection[];
}

export function draftOf(definition: FormDefinition | null): Draft {
  if (!definition) return { title: '', intro: '', sections: [] };
  return {
    title: definition.title,
    intro: definition.intro,
    sections: definition.sections.map((section) => ({
      id: section.id,
      title: section.title,
      questions: section.questions.map((question) => ({
        id: question.id,
        kind: question.kind,
        label: question.label,
        help: question.help ?? '',
        required: question.required,
        options: 'options' in question ? question.options.join('\n') : '',
        min: question.kind === 'number' && question.min !== undefined ? String(question.min) : '',
        max: question.kind === 'number' && question.max !== undefined ? String(question.max) : '',
        text: question.kind === 'consent' ? question.text : '',
      })),
    })),
  };
}

/** A typed limit as a number; text that is not one is passed on for the schema to refuse in words. */
function limitOf(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

function questionOf(draft: DraftQuestion): QuestionInput {
  const base = { id: draft.id, label: draft.label, required: draft.required, ...(draft.help.trim() ? { help: draft.help } : {}) };
  switch (draft.kind) {
    case 'one-choice':
    case 'several-choices': {
      const options = draft.options
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return { ...base, kind: draft.kind, options };
    }
    case 'number': {
      const min = limitOf(draft.min);
      const max = limitOf(draft.max);
      return { ...base, kind: 'number', ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } as QuestionInput;
    }
    case 'consent':
      return { ...base, kind: 'consent', text: draft.text };
    default:
      return { ...base, kind: draft.kind };
  }
}

/** The definition the draft describes, for the schema to check (the builder sends it as JSON). */
export function definitionOf(draft: Draft): FormDefinitionInput {
  return {
    title: draft.title,
    intro: draft.intro,
    sections: draft.sections.map((section) => ({ id: section.id, title: section.title, questions: section.questions.map(questionOf) })),
  };
}

function takenIds(draft: Draft): Set<string> {
  return new Set(draft.sections.flatMap((section) => [section.id, ...section.questions.map((question) => question.id)]));
}

/** A new, empty question of `kind`, with an id no other item of the draft has. */
export function newQuestion(draft: Draft, kind: QuestionKind = 'short-text'): DraftQuestion {
  return { id: newItemId('q', takenIds(draft)), kind, label: '', help: '', required: false, options: '', min: '', max: '', text: '' };
}

/** A new section holding one empty question. */
export function newSection(draft: Draft): DraftSection {
  const id = newItemId('s', takenIds(draft));
  const withSection = { ...draft, sections: [...draft.sections, { id, title: '', questions: [] }] };
  return { id, title: '', questions: [newQuestion(withSection)] };
}

/** `list` with the item at `from` moved by `by` places (-1 up, 1 down); unchanged at either end. */
export function moved<Item>(list: readonly Item[], from: number, by: -1 | 1): Item[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}
