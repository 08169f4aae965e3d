import { isIsoDate } from './dates.ts';
import {
  type FormDefinition,
  type Question,
  QUESTIONNAIRE_FILE_MAX_BYTES,
  QUESTIONNAIRE_FILE_TYPES,
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireFileType,
  questionsOf,
} from './questionnaire.ts';
import { QUESTIONNAIRE_MESSAGES as M } from './questionnaire-messages.ts';
import { z } from './schemas/z.ts';

// The answers to one questionnaire, checked against the form they answer: each answer of the kind its
// question asks, required ones present, choices among the options, numbers in range, dates real, and a
// required consent given. Answers arrive from a web form (strings) or as JSON (typed values); both are
// read here, so the guest's form with and without JavaScript is checked by one schema.

/** A file the guest attached: what the upload stored, by its reference, and what it was. */
export interface FileAnswer {
  ref: string;
  name: string;
  type: QuestionnaireFileType;
  size: number;
}

export type AnswerValue = string | string[] | boolean | number | FileAnswer;
/** Answers by question id; a question left unanswered (and not required) has no entry. */
export type QuestionnaireAnswers = Record<string, AnswerValue>;

const fileAnswerSchema = z
  .object({
    ref: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
    name: z.string().trim().min(1).max(200),
    type: z.enum(QUESTIONNAIRE_FILE_TYPES),
    size: z.number().int().min(1).max(QUESTIONNAIRE_FILE_MAX_BYTES),
  })
  .strict();

/** A blank answer (empty text, null, no choices) counts as none. */
function blankToNone(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The schema of one question's answer, when one is given. */
function answerSchema(question: Question): z.ZodType<AnswerValue> {
  const label = question.label;
  switch (question.kind) {
    case 'short-text':
    case 'long-text': {
      const most = question.kind === 'short-text' ? QUESTIONNAIRE_LIMITS.shortAnswer : QUESTIONNAIRE_LIMITS.longAnswer;
      return z.string(M.answerRequired(label)).trim().max(most, M.answerTooLong(label, most));
    }
    case 'one-choice':
      return z.string(M.answerNotAnOption(label)).refine((value) => question.options.includes(value), M.answerNotAnOption(label));
    case 'several-choices':
      // One ticked box arrives from a web form as a single string.
      return z.preprocess(
        (value) => (typeof value === 'string' ? [value] : value),
        z
          .array(z.string(), M.answerNotAnOption(label))
          .max(question.options.length, M.answerNotAnOption(label))
          .refine(
            (values) => new Set(values).size === values.length && values.every((value) => question.options.includes(value)),
            M.answerNotAnOption(label),
          ),
      );
    case 'yes-no':
      return z.preprocess((value) => (value === 'yes' ? true : value === 'no' ? false : value), z.boolean(M.answerYesNo(label)));
    case 'date':
      return z.string(M.answerNotADate(label)).refine(isIsoDate, M.answerNotADate(label));
    case 'number': {
      let number = z.number(M.answerNotANumber(label)).finite(M.answerNotANumber(label));
      if (question.min !== undefined) number = number.min(question.min, M.answerBelow(label, question.min));
      if (question.max !== undefined) number = number.max(question.max, M.answerAbove(label, question.max));
      return z.preprocess((value) => (typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value) : value), number);
    }
    case 'file':
      return z
        .custom<FileAnswer>((value) => fileAnswerSchema.safeParse(value).success, M.answerFile(label))
        .transform((value) => fileAnswerSchema.parse(value));
    case 'consent':
      // A ticked box arrives as 'on' (its default value) or 'yes'.
      return z.preprocess(
        (value) => (value === 'on' || value === 'yes' || value === 'true' ? true : value === 'false' || value === 'no' ? false : value),
        question.required ? z.literal(true, M.answerConsent(label)) : z.boolean(M.answerConsent(label)),
      );
  }
}

/**
 * The schema that checks a set of answers against `form`: an object by question id, with no other keys.
 * Its output keeps only the answers given, trimmed and typed (a yes/no as a boolean, a number as a number).
 * Each refusal names the question's label, so the guest reads which answer to change.
 */
export function answersSchemaFor(form: FormDefinition): z.ZodType<QuestionnaireAnswers, unknown> {
  const questions = questionsOf(form).map((question) => ({ question, schema: answerSchema(question) }));
  const known = new Set(questions.map(({ question }) => question.id));
  return z.record(z.string(), z.unknown(), M.unknownQuestion).transform((answers, context) => {
    if (Object.keys(answers).some((id) => !known.has(id))) context.addIssue({ code: 'custom', message: M.unknownQuestion });
    const kept: QuestionnaireAnswers = {};
    for (const { question, schema } of questions) {
      const value = blankToNone(Object.hasOwn(answers, question.id) ? answers[question.id] : undefined);
      if (value === undefined) {
        if (question.required) {
          const message = question.kind === 'consent' ? M.answerConsent(question.label) : M.answerRequired(question.label);
          context.addIssue({ code: 'custom', message, path: [question.id] });
        }
        continue;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) kept[question.id] = parsed.data;
      else
        context.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? M.answerRequired(question.label),
          path: [question.id],
        });
    }
    return kept;
  });
}
