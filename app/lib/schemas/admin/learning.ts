import { isIsoDate } from '#app/lib/dates.ts';
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
} as const satisfies Record<string, FieldText>;

/** The batch form's fields as staff read them. */
export const BATCH_FIELDS = {
  startDate: { label: 'Start date' },
  endDate: { label: 'End date' },
  feeRupees: { label: 'Fee (₹ per participant)', hint: 'Leave empty for fees on request.' },
  seats: { label: 'Seats', hint: 'Leave empty when not fixed.' },
} as const satisfies Record<string, FieldText>;

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
});

export type ProgrammeInput = z.output<typeof programmeSchema>;

function isoDate(label: string) {
  const message = `Please enter the ${label.toLowerCase()} as a date.`;
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

export const batchSchema = z
  .object({
    programmeId: z.uuid({ error: 'Please choose a programme.' }),
    startDate: isoDate(BATCH_FIELDS.startDate.label),
    endDate: isoDate(BATCH_FIELDS.endDate.label),
    feeRupees: wholeNumber('Fee', 1, MAX_FEE_RUPEES).optional(),
    seats: wholeNumber(BATCH_FIELDS.seats.label, 1, MAX_SEATS).optional(),
  })
  .refine((value) => value.endDate >= value.startDate, { message: BATCH_MESSAGES.endBeforeStart, path: ['endDate'] });

export type BatchInput = z.output<typeof batchSchema>;
