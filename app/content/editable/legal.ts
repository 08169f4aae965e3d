import { isIsoDate } from '#app/lib/dates.ts';
import { z } from '#app/lib/schemas/z.ts';
import { privacyPolicy } from '../legal/privacy-policy.ts';
import { refundPolicy } from '../legal/refund-policy.ts';
import { terms } from '../legal/terms.ts';
import type { LegalDocument } from '../types.ts';
import { type ContentDefinition, line, markdown, paragraph, PRODUCT_HINT, tokensKnown } from './fields.ts';

// The legal pages the owner edits: an effective date, a title, a summary and a body in Markdown, whose
// '## ' headings are the page's numbered sections. Their first content is the structured documents of
// app/content/legal written as Markdown, so each sentence lives there once.

/** A legal page's body starts with its first section's heading: the page numbers the sections and lists them. */
const SECTION_HEADING = /^##\s+\S/;

/** Characters Markdown would read as formatting, written as themselves. */
const escaped = (text: string) => text.replace(/[\\`*_[\]<>~|#]/g, '\\$&');

/** A structured legal document as the Markdown its page renders: each section a '## ' heading, its paragraphs, then its list. */
export function legalMarkdown(document: LegalDocument): string {
  return document.sections
    .map((section) =>
      [
        `## ${escaped(section.heading)}`,
        ...section.paragraphs.map(escaped),
        ...(section.list ? [section.list.map((item) => `- ${escaped(item)}`).join('\n')] : []),
      ].join('\n\n'),
    )
    .join('\n\n');
}

const schema = z.object({
  updated: z.string({ error: 'Effective date is required.' }).trim().refine(isIsoDate, 'Please enter the effective date as YYYY-MM-DD.'),
  title: line('Title', 120),
  summary: paragraph('Summary', 800).superRefine(tokensKnown('Summary')),
  body: markdown('Body').refine(
    (body) => SECTION_HEADING.test(body),
    'Body must start with a section heading: a line such as “## Who we are”.',
  ),
});

export type LegalPageContent = z.output<typeof schema>;

const TOKENS_HINT = `${PRODUCT_HINT} {email} and {phone} are the estate’s contacts; {event.noticeHours} and the like are the cancellation policy’s figures.`;

function legalContent<Key extends string>(key: Key, path: string, document: LegalDocument) {
  return {
    key,
    label: document.title,
    path,
    schema,
    first: { updated: document.updated, title: document.title, summary: document.summary, body: legalMarkdown(document) },
    sections: [
      {
        legend: 'Page',
        fields: [
          { name: 'updated', label: 'Effective date', kind: 'line', hint: 'As YYYY-MM-DD: the page says it was last updated then.' },
          { name: 'title', label: 'Title', kind: 'line' },
          { name: 'summary', label: 'Summary', kind: 'paragraph', hint: TOKENS_HINT },
          {
            name: 'body',
            label: 'Body',
            kind: 'markdown',
            hint: `Markdown: each section starts with a line “## Heading”; a blank line between paragraphs; “- ” starts a list item. ${TOKENS_HINT}`,
          },
        ],
      },
    ],
  } satisfies ContentDefinition<typeof schema>;
}

export const termsContent = legalContent('terms', '/terms-and-conditions', terms);
export const refundPolicyContent = legalContent('refund-policy', '/refund-policy', refundPolicy);
export const privacyContent = legalContent('privacy-policy', '/privacy-policy', privacyPolicy);
