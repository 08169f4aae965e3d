import { z } from '#app/lib/schemas/z.ts';
import { programs } from '../programs.ts';
import { therapies } from '../therapies.ts';
import { type ContentDefinition, type ContentField, line, lines, paragraph } from './fields.ts';

// The Programs page's words the owner edits, first as app/content/programs.ts has them: the heading, the
// two cards, what each therapy's section includes and its button's words, and the closing line. Where the
// buttons lead, the therapies' names and descriptions (the home page's panels) and the pictures stay as
// the page has them.

const CARDS = programs.cards.length;

/** The home page's therapy a section of the programs page is about: a section naming none is a mistake in code. */
export function programTherapy(therapyId: number) {
  const therapy = therapies.find((entry) => entry.id === therapyId);
  if (!therapy) throw new Error(`programs names therapy ${therapyId}, which the home page does not have`);
  return therapy;
}

/** A therapy's name, as the screen's labels say which section a field belongs to. */
function therapyTitle(therapyId: number): string {
  return programTherapy(therapyId).title;
}

const card = z.object({ title: line('Card title', 80), text: paragraph('Card text', 400), action: line('Card button', 60) });
const section = z.object({ details: lines('Includes', { max: 8, each: 200 }), book: line('Section button', 60) });

const schema = z.object({
  heading: line('Heading'),
  text: paragraph('Text', 600),
  cards: z.array(card).length(CARDS),
  sections: z.array(section).length(programs.sections.length),
  contactLine: line('Closing line', 200),
});

export type ProgramsPageContent = z.output<typeof schema>;

/** The first content: what the page read from app/content/programs.ts before it was editable. */
const first: ProgramsPageContent = {
  heading: programs.heading,
  text: programs.text,
  cards: programs.cards.map(({ title, text, action }) => ({ title, text, action: action.label })),
  // Every section has a booking button today; one without would not fit the schema, and the definition's test says so.
  sections: programs.sections.map((item) => ({ details: [...item.details], book: item.book?.label ?? '' })),
  contactLine: programs.contactLine,
};

export const programsContent = {
  key: 'programs',
  label: 'Programs page',
  path: '/programs',
  schema,
  first,
  sections: [
    {
      legend: 'Introduction',
      fields: [
        { name: 'heading', label: 'Heading', kind: 'line' },
        { name: 'text', label: 'Text', kind: 'paragraph' },
      ],
    },
    {
      legend: 'Cards',
      fields: first.cards.flatMap((_, index): ContentField[] => [
        { name: `cards[${index}].title`, label: `Card ${index + 1} title`, kind: 'line' },
        { name: `cards[${index}].text`, label: `Card ${index + 1} text`, kind: 'paragraph' },
        { name: `cards[${index}].action`, label: `Card ${index + 1} button`, kind: 'line' },
      ]),
    },
    ...programs.sections.map((item, index) => {
      const name = therapyTitle(item.therapyId);
      const fields: ContentField[] = [
        { name: `sections[${index}].details`, label: `${name} includes`, kind: 'lines', hint: 'One a line, at most 8.' },
        { name: `sections[${index}].book`, label: `${name} button`, kind: 'line' },
      ];
      return { legend: name, fields };
    }),
    { legend: 'Closing', fields: [{ name: 'contactLine', label: 'Closing line', kind: 'line' }] },
  ],
} satisfies ContentDefinition<typeof schema>;
