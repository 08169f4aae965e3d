import { z } from '#app/lib/schemas/z.ts';
import { about } from '../about.ts';
import type { AboutTabId } from '../types.ts';
import { type ContentDefinition, type ContentField, line, lines, paragraph, PRODUCT_HINT } from './fields.ts';

// The About page's words the owner edits: the title, the summary and its four tabs, first as
// app/content/about.ts has them. Its pictures and its button stay as the page has them.

export const aboutTabIds = ['approach', 'why', 'reasons', 'mission'] as const satisfies readonly AboutTabId[];

const REASONS = about.tabs.find((tab) => tab.id === 'reasons')!.reasons!.length;

const tab = z.object({
  label: line('Tab label', 40),
  heading: line('Heading'),
  paragraphs: lines('Paragraphs', { max: 6, each: 1200 }),
});
const reason = z.object({ title: line('Reason title', 100), text: paragraph('Reason text', 400) });

const schema = z.object({
  title: line('Title', 80),
  summary: paragraph('Summary'),
  tabs: z.object({
    approach: tab,
    why: tab,
    reasons: tab.extend({ reasons: z.array(reason).length(REASONS) }),
    mission: tab,
  }),
});

export type AboutPageContent = z.output<typeof schema>;

const tabOf = (id: AboutTabId) => about.tabs.find((item) => item.id === id)!;
const tabText = (id: AboutTabId) => {
  const { label, heading, paragraphs } = tabOf(id);
  return { label, heading, paragraphs: [...paragraphs] };
};

/** The first content: what the page read from app/content/about.ts before it was editable. */
const first: AboutPageContent = {
  title: about.title,
  summary: about.summary,
  tabs: {
    approach: tabText('approach'),
    why: tabText('why'),
    reasons: { ...tabText('reasons'), reasons: tabOf('reasons').reasons!.map((item) => ({ ...item })) },
    mission: tabText('mission'),
  },
};

function tabFields(id: AboutTabId): ContentField[] {
  const name = tabOf(id).label;
  return [
    { name: `tabs.${id}.label`, label: `${name} tab label`, kind: 'line' },
    { name: `tabs.${id}.heading`, label: `${name} heading`, kind: 'line' },
    { name: `tabs.${id}.paragraphs`, label: `${name} paragraphs`, kind: 'lines', hint: `One paragraph a line, at most 6. ${PRODUCT_HINT}` },
  ];
}

export const aboutContent = {
  key: 'about',
  label: 'About page',
  path: '/about',
  schema,
  first,
  sections: [
    {
      legend: 'Introduction',
      fields: [
        { name: 'title', label: 'Title', kind: 'line' },
        { name: 'summary', label: 'Summary', kind: 'paragraph', hint: PRODUCT_HINT },
      ],
    },
    ...aboutTabIds.map((id) => ({
      legend: `${tabOf(id).label} tab`,
      fields: [
        ...tabFields(id),
        ...(id === 'reasons'
          ? first.tabs.reasons.reasons.flatMap((_, index): ContentField[] => [
              { name: `tabs.reasons.reasons[${index}].title`, label: `Reason ${index + 1} title`, kind: 'line' },
              { name: `tabs.reasons.reasons[${index}].text`, label: `Reason ${index + 1} text`, kind: 'paragraph', hint: PRODUCT_HINT },
            ])
          : []),
      ],
    })),
  ],
} satisfies ContentDefinition<typeof schema>;
