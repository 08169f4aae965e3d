import { isIsoDate } from '#app/lib/dates.ts';
import { requiredString } from '#app/lib/schemas/admin/record.ts';
import { z } from '#app/lib/schemas/z.ts';
import { firstPolicyFigures, policyTokens } from '../cancellation-policy.ts';
import { privacyPolicy } from '../legal/privacy-policy.ts';
import { refundPolicy } from '../legal/refund-policy.ts';
import { terms } from '../legal/terms.ts';
import type { LegalDocument } from '../types.ts';
import { careContent, careTokens } from './care.ts';
import { type ContentDefinition, line, paragraph, PRODUCT_HINT } from './fields.ts';

// The legal pages the owner edits: an effective date, a title, a summary and a body in Markdown, whose
// '## ' headings are the page's numbered sections. Their first content is the structured documents of
// app/content/legal written as Markdown, so each sentence lives there once.

/** The tokens a text may say: the site's name and contacts, the cancellation policy's figures and the care settings. */
const TEXT_TOKENS = new Set([
  'product',
  'email',
  'phone',
  ...Object.keys(policyTokens(firstPolicyFigures)),
  ...Object.keys(careTokens(careContent.first)),
]);

/** The first '{token}' in `text` that names nothing the page fills in, or null. */
function unknownToken(text: string): string | null {
  for (const [token, name] of text.matchAll(/\{([^{}\s]*)\}/g)) if (!TEXT_TOKENS.has(name!)) return token;
  return null;
}

/** Refuses a text naming a token the page cannot fill in, with the ones it can. */
function tokensKnown(label: string) {
  return (value: string, context: z.RefinementCtx) => {
    const token = unknownToken(value);
    if (!token) return;
    const known = [...TEXT_TOKENS].map((name) => `{${name}}`).join(', ');
    context.addIssue({ code: 'custom', message: `${label} says ${token}, which the page cannot fill in. It may say ${known}.` });
  };
}

/** A long text written in Markdown: a legal page's body. */
function markdown(label: string, max = 60_000) {
  return requiredString(label, max).superRefine(tokensKnown(label));
}

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

const POLICY_TOKENS = Object.keys(policyTokens(firstPolicyFigures)).map((name) => `{${name}}`);
const TOKENS_HINT = `${PRODUCT_HINT} {email} and {phone} are the estate’s contacts; the cancellation policy’s figures, as published, are ${POLICY_TOKENS.join(', ')}; {care.retentionDays} is the days health answers are kept after a stay.`;

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
