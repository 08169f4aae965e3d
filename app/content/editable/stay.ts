import { z } from '#app/lib/schemas/z.ts';
import { stay } from '../stay.ts';
import { clockTime, TIME_HINT } from './clock-time.ts';
import { type ContentDefinition, line, lines, paragraph } from './fields.ts';

// The stay page's words the owner edits, first as app/content/stay.ts has them. Its check-in and
// check-out times are read wherever a stay's times are: the page, the arrival notes of stays and of
// retreats whose itinerary names none, and the instant the refund engine counts a stay or retreat from.

/** Stands for the rate in force in an accommodation paragraph; with no room for sale, that paragraph is left out. */
export const RATE_TOKEN = '{rate}';

const paragraphsMessage = `Accommodation paragraphs: ${RATE_TOKEN} may be written once, and no other word in braces.`;

/** Only {rate} in braces, at most once: a misspelt token would reach guests as it is written. */
function onlyRateToken(paragraphs: string[]): boolean {
  const tokens = paragraphs.flatMap((text) => text.match(/\{[^}]*\}?/g) ?? []);
  return tokens.every((token) => token === RATE_TOKEN) && tokens.length <= 1;
}

const schema = z.object({
  title: line('Title', 80),
  intro: paragraph('Introduction', 600),
  accommodation: z.object({
    heading: line('Accommodation heading'),
    paragraphs: lines('Accommodation paragraphs', { max: 6, each: 1200 }).refine(onlyRateToken, paragraphsMessage),
    amenities: lines('Amenities', { max: 12, each: 120 }),
  }),
  checkInTime: clockTime('Check-in time'),
  checkOutTime: clockTime('Check-out time'),
  idRule: line('Photo ID rule', 200),
  houseRules: lines('Other house rules', { min: 0, max: 12, each: 200 }),
});

export type StayPageContent = z.output<typeof schema>;

/** The accommodation paragraphs as guests read them: {rate} as the rate in force; its paragraph left out without one. */
export function accommodationParagraphs(paragraphs: readonly string[], rate: string | null): string[] {
  return paragraphs.flatMap((text) => (!text.includes(RATE_TOKEN) ? [text] : rate ? [text.replace(RATE_TOKEN, rate)] : []));
}

/** The first content: what the page read from app/content/stay.ts before it was editable. */
const first: StayPageContent = {
  title: stay.title,
  intro: stay.intro,
  accommodation: {
    heading: stay.accommodation.heading,
    paragraphs: [...stay.accommodation.paragraphs],
    amenities: [...stay.accommodation.amenities],
  },
  checkInTime: stay.checkInTime,
  checkOutTime: stay.checkOutTime,
  idRule: stay.idRule,
  houseRules: [...stay.houseRules],
};

export const stayContent = {
  key: 'stay',
  label: 'Stay page',
  path: '/book-your-stay',
  schema,
  first,
  sections: [
    {
      legend: 'Top of the page',
      fields: [
        { name: 'title', label: 'Title', kind: 'line' },
        { name: 'intro', label: 'Introduction', kind: 'paragraph' },
      ],
    },
    {
      legend: 'Your room',
      fields: [
        { name: 'accommodation.heading', label: 'Accommodation heading', kind: 'line' },
        {
          name: 'accommodation.paragraphs',
          label: 'Accommodation paragraphs',
          kind: 'lines',
          hint: `One paragraph a line. ${RATE_TOKEN} is shown as the rate in force, set on the Rooms screen; with no room for sale its paragraph is left out.`,
        },
        {
          name: 'accommodation.amenities',
          label: 'Amenities',
          kind: 'lines',
          hint: 'Shown under “In every room”. One a line, at most 12.',
        },
      ],
    },
    {
      legend: 'Check-in and check-out',
      fields: [
        {
          name: 'checkInTime',
          label: 'Check-in time',
          kind: 'line',
          hint: `${TIME_HINT} Also the time a stay or retreat starts for the cancellation policy's notice, and the arrival notes' check-in.`,
        },
        { name: 'checkOutTime', label: 'Check-out time', kind: 'line', hint: `${TIME_HINT} Also in the arrival notes.` },
      ],
    },
    {
      legend: 'Good to know',
      fields: [
        {
          name: 'idRule',
          label: 'Photo ID rule',
          kind: 'line',
          hint: 'The first house rule; stay and retreat guests also read it first under What to bring.',
        },
        { name: 'houseRules', label: 'Other house rules', kind: 'lines', hint: 'Optional. One a line, at most 12.' },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
