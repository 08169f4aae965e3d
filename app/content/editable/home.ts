import { z } from '#app/lib/schemas/z.ts';
import { home } from '../home.ts';
import { pageImages } from '../images.ts';
import { stats } from '../stats.ts';
import { therapies } from '../therapies.ts';
import type { EventKindId } from '../types.ts';
import { type ContentDefinition, type ContentField, figure, line, lines, paragraph, photo, PRODUCT_HINT } from './fields.ts';

// The home page's words the owner edits: the texts of app/content/home.ts and the figures of
// app/content/stats.ts are its first content, and the therapy panels' photos (app/content/images.ts,
// chosen from the media library) too. Its other photos, videos and buttons stay as the page has them.

export const homeOfferIds = ['stay', 'rejuvenation'] as const;
export const homeEventKindIds = ['corporate', 'groups', 'festivals', 'international'] as const satisfies readonly EventKindId[];

const offerCard = z.object({ title: line('Title', 80), text: paragraph('Text', 400), items: lines('Items', { max: 10, each: 60 }) });
const eventKind = z.object({
  title: line('Title', 60),
  text: paragraph('Text', 400),
  points: lines('Points', { min: 0, max: 6, each: 80 }),
});
const titledText = z.object({ title: line('Title', 100), text: paragraph('Text', 400) });

const FIGURES = stats.length;
/** The THERAPIES & PROGRAMS panels, in the order of app/content/therapies.ts: a photo each, and one shown on hover. */
const PANELS = therapies.length;
const REASONS = home.unique.items.length;

const schema = z.object({
  heroTagline: line('Hero tagline', 120),
  intro: z.object({ heading: line('Intro heading'), paragraphs: lines('Intro paragraphs', { max: 6, each: 1200 }) }),
  aboutBanner: z.object({ eyebrow: line('Label', 40), heading: line('Heading'), text: paragraph('Text', 600) }),
  offers: z.object({ stay: offerCard, rejuvenation: offerCard }),
  therapies: z.object({ heading: line('Heading'), intro: paragraph('Introduction', 600) }),
  therapyPhotos: z.array(z.object({ image: photo('Panel photo'), hover: photo('Panel hover photo') })).length(PANELS),
  stats: z.object({
    heading: line('Heading'),
    text: paragraph('Text', 400),
    figures: z.array(z.object({ value: figure('Figure'), label: line('Label', 40) })).length(FIGURES),
  }),
  unique: z.object({ heading: line('Heading'), items: z.array(titledText).length(REASONS) }),
  events: z.object({
    heading: line('Heading'),
    intro: paragraph('Introduction', 600),
    kinds: z.object({ corporate: eventKind, groups: eventKind, festivals: eventKind, international: eventKind }),
    cta: line('Button', 60),
  }),
});

export type HomePageContent = z.output<typeof schema>;

const byId = <Id extends string, Item extends { id: Id }>(items: readonly Item[], id: Id) => items.find((item) => item.id === id)!;

/** The first content: what the page read from app/content before it was editable. */
const first: HomePageContent = {
  heroTagline: home.heroTagline,
  intro: { heading: home.intro.heading, paragraphs: [...home.intro.paragraphs] },
  aboutBanner: { ...home.aboutBanner },
  offers: Object.fromEntries(
    homeOfferIds.map((id) => {
      const { title, text, items } = byId(home.offerCards, id);
      return [id, { title, text, items: [...items] }];
    }),
  ) as HomePageContent['offers'],
  therapies: { ...home.therapies },
  therapyPhotos: therapies.map(({ id }) => ({ image: pageImages.therapies[id].defaultImage, hover: pageImages.therapies[id].activeImage })),
  // The page shows each figure with a '+' after it, as the statistics read ('100+').
  stats: { ...home.stats, figures: stats.map((item) => ({ value: item.targetNumber, label: item.label })) },
  unique: { heading: home.unique.heading, items: home.unique.items.map((item) => ({ ...item })) },
  events: {
    heading: home.events.heading,
    intro: home.events.intro,
    kinds: Object.fromEntries(
      homeEventKindIds.map((id) => {
        const { title, text, points } = byId(home.events.kinds, id);
        return [id, { title, text, points: [...(points ?? [])] }];
      }),
    ) as HomePageContent['events']['kinds'],
    cta: home.events.cta,
  },
};

const ordinal = (index: number) => index + 1;
const listHint = (max: number) => `One a line, at most ${max}.`;

function offerFields(id: (typeof homeOfferIds)[number], name: string): ContentField[] {
  return [
    { name: `offers.${id}.title`, label: `${name} title`, kind: 'line' },
    { name: `offers.${id}.text`, label: `${name} text`, kind: 'paragraph' },
    { name: `offers.${id}.items`, label: `${name} items`, kind: 'lines', hint: listHint(10) },
  ];
}

export const homeContent = {
  key: 'home',
  label: 'Home page',
  path: '/',
  schema,
  first,
  sections: [
    { legend: 'Hero', fields: [{ name: 'heroTagline', label: 'Hero tagline', kind: 'line' }] },
    {
      legend: 'Introduction',
      fields: [
        { name: 'intro.heading', label: 'Intro heading', kind: 'line' },
        { name: 'intro.paragraphs', label: 'Intro paragraphs', kind: 'lines', hint: `One paragraph a line. ${PRODUCT_HINT}` },
      ],
    },
    {
      legend: 'About us banner',
      fields: [
        { name: 'aboutBanner.eyebrow', label: 'About banner label', kind: 'line' },
        { name: 'aboutBanner.heading', label: 'About banner heading', kind: 'line' },
        { name: 'aboutBanner.text', label: 'About banner text', kind: 'paragraph' },
      ],
    },
    { legend: 'Stay options card', fields: offerFields('stay', 'Stay card') },
    { legend: 'Rejuvenation card', fields: offerFields('rejuvenation', 'Rejuvenation card') },
    {
      legend: 'Therapies & programs',
      fields: [
        { name: 'therapies.heading', label: 'Therapies heading', kind: 'line' },
        { name: 'therapies.intro', label: 'Therapies introduction', kind: 'paragraph' },
        ...therapies.flatMap(({ title }, index): ContentField[] => [
          { name: `therapyPhotos[${index}].image`, label: `${title} photo`, kind: 'photo' },
          {
            name: `therapyPhotos[${index}].hover`,
            label: `${title} hover photo`,
            kind: 'photo',
            hint: 'Shown when the panel is pointed at.',
          },
        ]),
      ],
    },
    {
      legend: 'Statistics band',
      fields: [
        { name: 'stats.heading', label: 'Statistics heading', kind: 'line' },
        { name: 'stats.text', label: 'Statistics text', kind: 'paragraph' },
        ...first.stats.figures.flatMap((_, index): ContentField[] => [
          { name: `stats.figures[${index}].value`, label: `Figure ${ordinal(index)}`, kind: 'number', hint: 'Shown with a + after it.' },
          { name: `stats.figures[${index}].label`, label: `Figure ${ordinal(index)} label`, kind: 'line' },
        ]),
      ],
    },
    {
      legend: 'What makes us unique',
      fields: [
        { name: 'unique.heading', label: 'Unique heading', kind: 'line', hint: PRODUCT_HINT },
        ...first.unique.items.flatMap((_, index): ContentField[] => [
          { name: `unique.items[${index}].title`, label: `Reason ${ordinal(index)} title`, kind: 'line' },
          { name: `unique.items[${index}].text`, label: `Reason ${ordinal(index)} text`, kind: 'paragraph' },
        ]),
      ],
    },
    {
      legend: 'Events band',
      fields: [
        { name: 'events.heading', label: 'Events heading', kind: 'line' },
        { name: 'events.intro', label: 'Events introduction', kind: 'paragraph' },
        ...homeEventKindIds.flatMap((id): ContentField[] => {
          const name = byId(home.events.kinds, id).title;
          return [
            { name: `events.kinds.${id}.title`, label: `${name} title`, kind: 'line' },
            { name: `events.kinds.${id}.text`, label: `${name} text`, kind: 'paragraph' },
            { name: `events.kinds.${id}.points`, label: `${name} points`, kind: 'lines', hint: `Optional. ${listHint(6)}` },
          ];
        }),
        { name: 'events.cta', label: 'Events button', kind: 'line' },
      ],
    },
  ],
} satisfies ContentDefinition<typeof schema>;
