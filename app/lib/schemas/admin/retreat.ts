import { isIsoDate } from '#app/lib/dates.ts';
import { BALANCE_DAYS_LABEL, DEPOSIT_FORM_HINTS, depositRuleTypes, ruleFormProblem, ruleOfForm } from '#app/lib/deposit.ts';
import { retreatOccupancies } from '#app/lib/enums.ts';
import { isRetreatPhoto } from '#app/lib/retreat-view.ts';
import { SLUG_MAX } from '#app/lib/slug.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { type FieldText, LONG_TEXT, requiredString, requiredText, rupees, wholeNumber } from './record.ts';

// The Retreats screen's two forms: a retreat (its texts, length and figures) and one of its departures.
// Lists are typed one item a line, so the owner edits them as plain text; the schema turns them into the
// arrays the page shows, and refuses what the page could not show.

export const RETREAT_FIELDS = {
  title: { label: 'Title' },
  slug: { label: 'Address', hint: 'The page is /rejuvenation/ and this: small letters, digits and hyphens.' },
  summary: { label: 'Summary', hint: 'Under the title on the retreat’s page.' },
  cardText: { label: 'Card text', hint: 'On the Rejuvenation page’s card.' },
  description: { label: 'About the retreat', hint: 'Paragraphs, separated by an empty line. The price sentence is added.' },
  nights: { label: 'Nights', hint: 'The retreat lasts one day more; its rooms are held for these nights.' },
  programmeRupees: { label: 'Programme fee per person (₹)' },
  doubleRupees: { label: 'Double occupancy, per guest per night (₹)' },
  singleRupees: { label: 'Single occupancy, per night (₹)' },
  itinerary: {
    label: 'Itinerary',
    hint: 'One block per day, separated by an empty line: the day’s title, then one line per item as 7:00 AM | Yoga.',
  },
  instructors: { label: 'Instructors', hint: 'One a line: Name | Role | A few words.' },
  highlights: { label: 'Highlights', hint: 'One a line.' },
  facilities: { label: 'Facilities', hint: 'One a line.' },
  inclusions: { label: 'Included', hint: 'One a line.' },
  exclusions: { label: 'Not included', hint: 'One a line.' },
  photo: { label: 'Photo', hint: 'One of the site’s photos; empty, the retreat photos.' },
  active: { label: 'On sale', hint: 'Listed on the Rejuvenation page and bookable. Bookings made keep their retreat.' },
  doctorGuided: {
    label: 'Guided by a doctor',
    hint: 'The doctors among the practitioners read the health answers of every guest booked on it.',
  },
  depositType: { label: 'Deposit', hint: DEPOSIT_FORM_HINTS.rule },
  depositAmount: { label: 'Deposit: percentage or rupees', hint: DEPOSIT_FORM_HINTS.amount },
  depositDays: { label: BALANCE_DAYS_LABEL, hint: DEPOSIT_FORM_HINTS.days },
  depositNonRefundable: { label: 'Deposit not refundable', hint: DEPOSIT_FORM_HINTS.kept },
  startDate: { label: 'Departure date' },
  places: { label: 'Places', hint: 'Guests the group takes.' },
} as const satisfies Record<string, FieldText>;

export const RETREAT_FORM_MESSAGES = {
  slug: 'Address may hold only small letters, digits and single hyphens.',
  list: (label: string) => `${label} needs at least one line.`,
  instructor: 'Each instructor is a line of Name | Role | A few words.',
  itinerary: 'Each day of the itinerary is a title line, then lines of time | activity.',
  itineraryDays: 'The itinerary has one day more than the nights, no more.',
  photo: 'Please choose one of the site’s photos, or none.',
  date: 'Please give the departure’s date.',
} as const;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const blocks = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/** A list typed one item a line. */
function lineList(label: string) {
  return requiredString(label, LONG_TEXT)
    .transform(lines)
    .refine((items) => items.length > 0, RETREAT_FORM_MESSAGES.list(label));
}

const instructors = requiredString(RETREAT_FIELDS.instructors.label, LONG_TEXT).transform((text, context) =>
  lines(text).map((line) => {
    const [name, role, bio] = line.split('|').map((part) => part.trim());
    if (!name || !role || !bio) context.addIssue({ code: 'custom', message: RETREAT_FORM_MESSAGES.instructor });
    return { name: name ?? '', role: role ?? '', bio: bio ?? '' };
  }),
);

const itinerary = requiredString(RETREAT_FIELDS.itinerary.label, LONG_TEXT).transform((text, context) =>
  blocks(text).map((block, index) => {
    const [title = '', ...rows] = lines(block);
    const items = rows.map((row) => {
      const [time, activity] = row.split('|').map((part) => part.trim());
      if (!time || !activity) context.addIssue({ code: 'custom', message: RETREAT_FORM_MESSAGES.itinerary });
      return { time: time ?? '', activity: activity ?? '' };
    });
    if (items.length === 0) context.addIssue({ code: 'custom', message: RETREAT_FORM_MESSAGES.itinerary });
    return { day: index + 1, title, items };
  }),
);

export const retreatSchema = z
  .object({
    title: requiredString(RETREAT_FIELDS.title.label),
    slug: requiredString(RETREAT_FIELDS.slug.label, SLUG_MAX).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RETREAT_FORM_MESSAGES.slug),
    summary: requiredString(RETREAT_FIELDS.summary.label, 1000),
    cardText: requiredString(RETREAT_FIELDS.cardText.label, 1000),
    description: requiredString(RETREAT_FIELDS.description.label, LONG_TEXT).transform(blocks),
    nights: z.coerce.number({ error: requiredText(RETREAT_FIELDS.nights.label) }).pipe(wholeNumber(RETREAT_FIELDS.nights.label, 1, 30)),
    programmeRupees: rupees(RETREAT_FIELDS.programmeRupees.label),
    doubleRupees: rupees(RETREAT_FIELDS.doubleRupees.label),
    singleRupees: rupees(RETREAT_FIELDS.singleRupees.label),
    itinerary,
    instructors,
    highlights: lineList(RETREAT_FIELDS.highlights.label),
    facilities: lineList(RETREAT_FIELDS.facilities.label),
    inclusions: lineList(RETREAT_FIELDS.inclusions.label),
    exclusions: lineList(RETREAT_FIELDS.exclusions.label),
    photo: z
      .string()
      .trim()
      .optional()
      .refine((name) => !name || isRetreatPhoto(name), RETREAT_FORM_MESSAGES.photo),
    // Unticked boxes are not sent: absent is false.
    active: tickBox.default(false),
    doctorGuided: tickBox.default(false),
    // No deposit unless the owner sets one: a form without these fields sells as before.
    depositType: z.enum(depositRuleTypes, { error: requiredText(RETREAT_FIELDS.depositType.label) }).default('none'),
    depositAmount: z.coerce
      .number({ error: requiredText(RETREAT_FIELDS.depositAmount.label) })
      .pipe(wholeNumber(RETREAT_FIELDS.depositAmount.label, 0, 1_000_000))
      .default(0),
    depositDays: z.coerce
      .number({ error: requiredText(RETREAT_FIELDS.depositDays.label) })
      .pipe(wholeNumber(RETREAT_FIELDS.depositDays.label, 0, 365))
      .default(0),
    depositNonRefundable: tickBox.default(false),
  })
  .superRefine((value, context) => {
    const problem = ruleFormProblem({ type: value.depositType, amount: value.depositAmount });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['depositAmount'] });
    if (value.itinerary.length > value.nights + 1)
      context.addIssue({ code: 'custom', message: RETREAT_FORM_MESSAGES.itineraryDays, path: ['itinerary'] });
  });

export type RetreatInput = z.output<typeof retreatSchema>;

/** The deposit rule the form gives. */
export function depositRuleOfInput(input: RetreatInput) {
  return ruleOfForm({
    type: input.depositType,
    amount: input.depositAmount,
    balanceDaysBefore: input.depositDays,
    nonRefundable: input.depositNonRefundable,
  });
}

export const departureSchema = z.object({
  startDate: z.string({ error: RETREAT_FORM_MESSAGES.date }).trim().refine(isIsoDate, RETREAT_FORM_MESSAGES.date),
  places: z.coerce.number({ error: requiredText(RETREAT_FIELDS.places.label) }).pipe(wholeNumber(RETREAT_FIELDS.places.label, 1, 500)),
});

export type DepartureInput = z.output<typeof departureSchema>;

/** The two occupancies' ids, in the order the form shows their rates. */
export const OCCUPANCY_ORDER = retreatOccupancies;
