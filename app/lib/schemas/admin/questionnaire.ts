import { questionnaireFillTimes, type QuestionnaireServes, questionnaireServes } from '#app/lib/enums.ts';
import { QUESTIONNAIRE_MESSAGES } from '#app/lib/questionnaire-messages.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { UUID } from './record.ts';

// The Questionnaires screen's forms: a questionnaire (its definition as the builder's JSON, checked on the
// server by app/lib/questionnaire.ts, and whether it is asked), and one use of it.

/** More than the largest definition the caps allow in practice; the body reader's cap comes first anyway. */
export const MAX_DEFINITION_CHARS = 200_000;

export const questionnaireSchema = z.object({
  definition: z.string({ error: QUESTIONNAIRE_MESSAGES.notReadable }).max(MAX_DEFINITION_CHARS, QUESTIONNAIRE_MESSAGES.notReadable),
  active: tickBox.default(false),
});
export type QuestionnaireInput = z.output<typeof questionnaireSchema>;

/** What a use serves: every stay, or one record of its kind. */
export interface UseTarget {
  serves: QuestionnaireServes;
  recordId: string | null;
}

/** The target picker's value for a target: 'stays', or '<kind>:<record id>'. */
export function targetValueOf(target: UseTarget): string {
  return target.recordId ? `${target.serves}:${target.recordId}` : target.serves;
}

/** The target a picker's value names, or null when it names none. */
export function parseUseTarget(value: string): UseTarget | null {
  if (value === 'stays') return { serves: 'stays', recordId: null };
  const [serves, recordId, ...rest] = value.split(':');
  if (rest.length > 0 || !recordId || !UUID.test(recordId)) return null;
  if (serves === 'stays' || !(questionnaireServes as readonly string[]).includes(serves ?? '')) return null;
  return { serves: serves as QuestionnaireServes, recordId: recordId.toLowerCase() };
}

export const USE_FIELDS = {
  target: { label: 'Asked for' },
  fillAt: { label: 'Filled' },
  required: { label: 'Required', hint: 'A required form must be filled before the guest arrives.' },
} as const;

export const fillTimeLabels = { checkout: 'At checkout', 'before-arrival': 'Before arrival' } as const satisfies Record<
  (typeof questionnaireFillTimes)[number],
  string
>;

export const useSchema = z.object({
  target: z
    .string({ error: QUESTIONNAIRE_MESSAGES.useNotFound })
    .max(100, QUESTIONNAIRE_MESSAGES.useNotFound)
    .transform((value, context) => {
      const target = parseUseTarget(value);
      if (target) return target;
      context.addIssue({ code: 'custom', message: QUESTIONNAIRE_MESSAGES.useNotFound });
      return z.NEVER;
    }),
  fillAt: z.enum(questionnaireFillTimes, { error: QUESTIONNAIRE_MESSAGES.fillAtInvalid }),
  required: tickBox.default(false),
});
export type UseInput = z.output<typeof useSchema>;
