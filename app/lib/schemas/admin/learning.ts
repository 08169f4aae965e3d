import { isIsoDate } from '#app/lib/dates.ts';
import { BALANCE_DAYS_LABEL, type DepositRule } from '#app/lib/deposit.ts';
import { type ApplicationQuestion, applicationQuestionSchema, MAX_QUESTIONS } from '#app/lib/training.ts';
import { BATCH_MESSAGES } from '../../admin/learning-messages.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { type FieldText, LONG_TEXT, requiredString, wholeNumber } from './record.ts';

// The Learning screen's two forms: a programme, and one batch of it.

/** More lines than a card shows well; the page lists each highlight in two columns. */
export const MAX_HIGHLIGHTS = 12;
/** The highest fee the form takes, in rupees: a slip of the keyboard rather than a course. */
export const MAX_FEE_RUPEES = 10_000_000;
const MAX_SEATS = 1000;

/** The programme form's fields as staff read them. */
export const PROGRAMME_FIELDS = {
  title: { label: 'Title' },
  slug: { label: 'Short name', hint: 'Lower-case letters, digits and hyphens, such as yoga-teacher-training.' },
  summary: { label: 'Summary' },
  highlights: { label: 'Highlights', hint: `One a line, at most ${MAX_HIGHLIGHTS}.` },
  sortOrder: { label: 'Sort order', hint: 'Lower numbers come first.' },
  active: { label: 'Shown on the site', hint: 'An inactive programme is kept here but not shown on the learning page.' },
  questions: {
    label: 'Application questions',
    hint: `What applicants answer when they enrol, one a line, at most ${MAX_QUESTIONS}. Each is answered in a paragraph and required, unless its line ends with ${'[short]'} (a line) or ${'[optional]'}.`,
  },
} as const satisfies Record<string, FieldText>;

/** The batch form's fields as staff read them. */
export const BATCH_FIELDS = {
  startDate: { label: 'Start date' },
  endDate: { label: 'End date' },
  feeRupees: { label: 'Fee (₹ per participant)', hint: 'Leave empty for fees on request.' },
  seats: { label: 'Seats', hint: 'Leave empty when not fixed. A batch with a fee and seats takes enrolments online.' },
  depositType: { label: 'Deposit', hint: 'What an enrolment pays first; the rest falls due before the batch starts.' },
  depositPercent: { label: 'Deposit (% of the fee)' },
  depositRupees: { label: 'Deposit (₹)' },
  balanceDaysBefore: { label: BALANCE_DAYS_LABEL },
  depositNonRefundable: { label: 'The deposit is not refundable' },
} as const satisfies Record<string, FieldText>;

const questionsMessage = `Please give at most ${MAX_QUESTIONS} questions, one a line, each at most 300 characters.`;
const SHORT_MARK = '[short]';
const OPTIONAL_MARK = '[optional]';

/** The questions from their lines: a line's end marks a one-line answer ([short]) or one that may be left blank ([optional]). */
function readQuestions(text: string): ApplicationQuestion[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      let rest = line;
      let answer: ApplicationQuestion['answer'] = 'long';
      let required = true;
      for (;;) {
        const lower = rest.toLowerCase();
        if (lower.endsWith(SHORT_MARK)) answer = 'short';
        else if (lower.endsWith(OPTIONAL_MARK)) required = false;
        else break;
        rest = rest.slice(0, rest.length - (lower.endsWith(SHORT_MARK) ? SHORT_MARK : OPTIONAL_MARK).length).trim();
      }
      return { text: rest, answer, required };
    });
}

/** The questions as their lines, for the form to show again. */
export function questionsText(questions: readonly ApplicationQuestion[]): string {
  return questions
    .map((question) =>
      [question.text, question.answer === 'short' ? SHORT_MARK : '', question.required ? '' : OPTIONAL_MARK].filter(Boolean).join(' '),
    )
    .join('\n');
}

const highlightsMessage = `Please give one to ${MAX_HIGHLIGHTS} highlights, one a line, each at most 200 characters.`;

export const programmeSchema = z.object({
  title: requiredString(PROGRAMME_FIELDS.title.label),
  slug: requiredString(PROGRAMME_FIELDS.slug.label, 60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PROGRAMME_FIELDS.slug.hint),
  summary: requiredString(PROGRAMME_FIELDS.summary.label, LONG_TEXT),
  highlights: z
    .string({ error: highlightsMessage })
    .max(LONG_TEXT, highlightsMessage)
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(200, highlightsMessage)).min(1, highlightsMessage).max(MAX_HIGHLIGHTS, highlightsMessage)),
  sortOrder: wholeNumber(PROGRAMME_FIELDS.sortOrder.label, 0, 1000).default(0),
  // Unticked boxes are not sent: absent is false.
  active: tickBox.default(false),
  questions: z
    .string({ error: questionsMessage })
    .max(LONG_TEXT, questionsMessage)
    .default('')
    .transform(readQuestions)
    .pipe(
      z
        .array(applicationQuestionSchema.extend({ text: z.string().min(1).max(300, questionsMessage) }))
        .max(MAX_QUESTIONS, questionsMessage),
    ),
});

export type ProgrammeInput = z.output<typeof programmeSchema>;

function isoDate(label: string) {
  const message = `Please enter the ${label.toLowerCase()} as a date.`;
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

/** How a batch's deposit is worked out (app/lib/deposit.ts). */
const depositTypes = ['none', 'percent', 'fixed'] as const;

export const batchSchema = z
  .object({
    programmeId: z.uuid({ error: 'Please choose a programme.' }),
    startDate: isoDate(BATCH_FIELDS.startDate.label),
    endDate: isoDate(BATCH_FIELDS.endDate.label),
    feeRupees: wholeNumber('Fee', 1, MAX_FEE_RUPEES).optional(),
    seats: wholeNumber(BATCH_FIELDS.seats.label, 1, MAX_SEATS).optional(),
    depositType: z.enum(depositTypes, { error: BATCH_MESSAGES.depositType }).default('none'),
    depositPercent: wholeNumber(BATCH_FIELDS.depositPercent.label, 1, 99).optional(),
    depositRupees: wholeNumber(BATCH_FIELDS.depositRupees.label, 1, MAX_FEE_RUPEES).optional(),
    balanceDaysBefore: wholeNumber(BATCH_FIELDS.balanceDaysBefore.label, 0, 365).optional(),
    depositNonRefundable: tickBox.default(false),
  })
  .refine((value) => value.endDate >= value.startDate, { message: BATCH_MESSAGES.endBeforeStart, path: ['endDate'] })
  .refine((value) => value.depositType !== 'percent' || value.depositPercent !== undefined, {
    message: BATCH_MESSAGES.depositPercent,
    path: ['depositPercent'],
  })
  .refine((value) => value.depositType !== 'fixed' || value.depositRupees !== undefined, {
    message: BATCH_MESSAGES.depositRupees,
    path: ['depositRupees'],
  })
  .refine((value) => value.depositType === 'none' || value.balanceDaysBefore !== undefined, {
    message: BATCH_MESSAGES.balanceDays,
    path: ['balanceDaysBefore'],
  });

export const DEPOSIT_TYPE_LABELS = {
  none: 'None: the fee in full',
  percent: 'A percentage of the fee',
  fixed: 'A fixed sum',
} as const satisfies Record<(typeof depositTypes)[number], string>;

/** The batch's deposit rule from its form. */
export function depositRuleOf(input: BatchInput): DepositRule {
  const balanceDaysBefore = input.balanceDaysBefore ?? 0;
  const nonRefundable = input.depositNonRefundable ?? false;
  if (input.depositType === 'percent' && input.depositPercent !== undefined)
    return { type: 'percent', percent: input.depositPercent, balanceDaysBefore, nonRefundable };
  if (input.depositType === 'fixed' && input.depositRupees !== undefined)
    return { type: 'fixed', paise: input.depositRupees * 100, balanceDaysBefore, nonRefundable };
  return { type: 'none' };
}

/** A batch as the server takes it; without deposit fields, no deposit. */
export type BatchInput = Omit<z.output<typeof batchSchema>, 'depositType' | 'depositNonRefundable'> &
  Partial<Pick<z.output<typeof batchSchema>, 'depositType' | 'depositNonRefundable'>>;
