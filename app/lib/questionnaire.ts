import { QUESTIONNAIRE_MESSAGES as M } from './questionnaire-messages.ts';
import { z } from './schemas/z.ts';

// A questionnaire as the owner builds it: a title, an intro, and sections of questions. The definition is
// plain data (kept as JSON with the questionnaire), described once here so that the builder in the
// browser, the server that stores it, and the guest's form that will ask it agree on every field. Caps on
// every count and length keep a hostile definition from being stored, or from being slow to check.

export const questionKinds = [
  'short-text',
  'long-text',
  'one-choice',
  'several-choices',
  'yes-no',
  'date',
  'number',
  'file',
  'consent',
] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** What the owner reads for each kind in the builder. */
export const questionKindLabels: Record<QuestionKind, string> = {
  'short-text': 'Short text',
  'long-text': 'Long text',
  'one-choice': 'One choice',
  'several-choices': 'Several choices',
  'yes-no': 'Yes / no',
  date: 'Date',
  number: 'Number',
  file: 'File (PDF, JPEG, PNG)',
  consent: 'Consent',
};

export const QUESTIONNAIRE_LIMITS = {
  title: 200,
  intro: 4000,
  sections: 20,
  sectionTitle: 200,
  questionsPerSection: 40,
  questions: 100,
  label: 300,
  help: 1000,
  options: 30,
  option: 200,
  consentText: 5000,
  id: 40,
  // What a guest may write: a line, or a few paragraphs.
  shortAnswer: 500,
  longAnswer: 5000,
} as const;

/** The files a file question takes, checked by content when uploaded. */
export const QUESTIONNAIRE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type QuestionnaireFileType = (typeof QUESTIONNAIRE_FILE_TYPES)[number];
export const QUESTIONNAIRE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const L = QUESTIONNAIRE_LIMITS;
const ID = /^[a-z0-9][a-z0-9-]*$/;

const itemId = z.string().max(L.id, M.badId).regex(ID, M.badId);
const text = (most: number, what: string, required?: string) => {
  const trimmed = z.string().trim().max(most, M.tooLong(what, most));
  return required ? trimmed.min(1, required) : trimmed;
};

const questionBase = {
  id: itemId,
  label: text(L.label, 'A label', M.labelRequired),
  help: text(L.help, 'A help text').optional(),
  required: z.boolean(),
};

const options = z
  .array(text(L.option, 'An option', M.optionRequired))
  .min(2, M.fewOptions)
  .max(L.options, M.tooMany('options in one question', L.options))
  .superRefine((list, context) => {
    const seen = new Set<string>();
    for (const option of list) {
      const key = option.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', message: M.duplicateOption(option) });
      seen.add(key);
    }
  });

const limit = z.number(M.rangeNotNumber).finite(M.rangeNotNumber).min(-1e12, M.rangeNotNumber).max(1e12, M.rangeNotNumber);

export const questionSchema = z.discriminatedUnion('kind', [
  z.object({ ...questionBase, kind: z.literal('short-text') }).strict(),
  z.object({ ...questionBase, kind: z.literal('long-text') }).strict(),
  z.object({ ...questionBase, kind: z.literal('one-choice'), options }).strict(),
  z.object({ ...questionBase, kind: z.literal('several-choices'), options }).strict(),
  z.object({ ...questionBase, kind: z.literal('yes-no') }).strict(),
  z.object({ ...questionBase, kind: z.literal('date') }).strict(),
  z
    .object({ ...questionBase, kind: z.literal('number'), min: limit.optional(), max: limit.optional() })
    .strict()
    .refine((question) => question.min === undefined || question.max === undefined || question.min <= question.max, {
      message: M.rangeOrder,
      path: ['max'],
    }),
  z.object({ ...questionBase, kind: z.literal('file') }).strict(),
  z
    .object({
      ...questionBase,
      kind: z.literal('consent'),
      text: text(L.consentText, 'A consent text', M.consentTextRequired),
      // Set by the server on every save (withConsentVersions): what the browser sends is not believed.
      version: z.number().int().min(1).max(1_000_000).default(1),
    })
    .strict(),
]);
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const sectionSchema = z
  .object({
    id: itemId,
    title: text(L.sectionTitle, 'A section title', M.sectionTitleRequired),
    questions: z
      .array(questionSchema)
      .min(1, M.noQuestions)
      .max(L.questionsPerSection, M.tooMany('questions in one section', L.questionsPerSection)),
  })
  .strict();
export type Section = z.output<typeof sectionSchema>;

export const formDefinitionSchema = z
  .object({
    title: text(L.title, 'The title', M.titleRequired),
    intro: text(L.intro, 'The introduction').default(''),
    sections: z.array(sectionSchema).min(1, M.noSections).max(L.sections, M.tooMany('sections', L.sections)),
  })
  .strict()
  .superRefine((form, context) => {
    const questions = form.sections.flatMap((section) => section.questions);
    if (questions.length > L.questions) context.addIssue({ code: 'custom', message: M.tooMany('questions in a form', L.questions) });
    const ids = [...form.sections.map((section) => section.id), ...questions.map((question) => question.id)];
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: M.duplicateId });
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** The definition's questions in the order a guest meets them. */
export function questionsOf(form: FormDefinition): Question[] {
  return form.sections.flatMap((section) => section.questions);
}

/**
 * The definition to store when `next` replaces `previous`: each consent question keeps its version while
 * its text is unchanged, and takes the next one when the text changes, so a guest's consent can always be
 * matched to the words they agreed to. A consent question that is new (by id) starts at 1.
 */
export function withConsentVersions(previous: FormDefinition | null, next: FormDefinition): FormDefinition {
  const before = new Map(previous ? questionsOf(previous).map((question) => [question.id, question]) : []);
  return {
    ...next,
    sections: next.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => {
        if (question.kind !== 'consent') return question;
        const old = before.get(question.id);
        if (old?.kind !== 'consent') return { ...question, version: 1 };
        return { ...question, version: old.text === question.text ? old.version : old.version + 1 };
      }),
    })),
  };
}

/** A new id for a question or section, unlike any in `taken`. */
export function newItemId(prefix: 'q' | 's', taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `${prefix}-${Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** Every id a definition uses, so that a new one can be unlike them. */
export function idsOf(form: FormDefinitionInput): Set<string> {
  return new Set(form.sections.flatMap((section) => [section.id, ...section.questions.map((question) => question.id)]));
}

/** Where an issue of the definition is, as the owner counts: 'Section 2, question 3: '. */
function whereOf(path: readonly PropertyKey[]): string {
  const [first, section, second, question] = path;
  if (first !== 'sections' || typeof section !== 'number') return '';
  if (second !== 'questions' || typeof question !== 'number') return `Section ${section + 1}: `;
  return `Section ${section + 1}, question ${question + 1}: `;
}

/** The first thing wrong with a definition, in words, with where it is. */
export function definitionProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return M.notReadable;
  // Zod's own words (a wrong type, an unknown key or kind) mean the builder did not send this: the owner can only reload.
  const ours = !/^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message);
  return `${whereOf(issue.path)}${ours ? issue.message : M.notReadable}`;
}

/** The definition the builder sent as JSON text, checked; or the first thing wrong with it. */
export function definitionFromText(text: string): { definition: FormDefinition } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { problem: M.notReadable };
  }
  const parsed = formDefinitionSchema.safeParse(value);
  return parsed.success ? { definition: parsed.data } : { problem: definitionProblem(parsed.error) };
}
