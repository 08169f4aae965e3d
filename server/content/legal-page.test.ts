import { describe, expect, it } from 'vitest';
import { fillPolicy, firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { careContent, fillCare } from '#app/content/editable/care.ts';
import { contentDefinitions } from '#app/content/editable/index.ts';
import { privacyPolicy } from '#app/content/legal/privacy-policy.ts';
import { refundPolicy } from '#app/content/legal/refund-policy.ts';
import { terms } from '#app/content/legal/terms.ts';
import { brand } from '#app/lib/site.ts';
import { legalPageView } from './legal-page.ts';

// The legal pages as Markdown: their first content reads exactly as the structured documents did,
// section by section, and a token the page cannot fill in is refused before it is stored.

const site = { name: 'Sukoon & Co <Estate>', email: 'namaste@sukoon-estate.in', phone: '+91 98765 43210' };
const documents = { terms, 'refund-policy': refundPolicy, 'privacy-policy': privacyPolicy } as const;

const decode = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The section's HTML as the elements it is made of, each with its text. */
const blocks = (html: string) => [...html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map(([, tag, text]) => [tag, decode(text!)]);

describe('the legal pages in Markdown', () => {
  it.each(Object.entries(documents))(
    '%s: the first content reads as the structured document, with the figures and the site filled in',
    (key, document) => {
      const definition = contentDefinitions[key as keyof typeof documents];
      expect(definition.schema.parse(definition.first)).toEqual(definition.first);
      const view = legalPageView(definition.first, firstPolicyFigures, site);
      const fill = (text: string) => brand(fillCare(fillPolicy(text, firstPolicyFigures), careContent.first), site);
      expect(view).toMatchObject({ title: document.title, summary: fill(document.summary), updated: document.updated });
      expect(view.sections.map((section) => section.heading)).toEqual(document.sections.map((section) => section.heading));
      view.sections.forEach((section, index) => {
        const { paragraphs, list } = document.sections[index]!;
        expect(blocks(section.html)).toEqual([
          ...paragraphs.map((text) => ['p', fill(text)]),
          ...(list ?? []).map((text) => ['li', fill(text)]),
        ]);
        // Only paragraphs and one list: nothing the structured page did not have, and the site's name escaped.
        expect(section.html.replace(/<\/?(p|ul|li)>/g, '')).not.toMatch(/<|\{/);
      });
    },
  );

  it("says the refund policy's figures as published, never a token", () => {
    const figures = { ...firstPolicyFigures, event: { noticeHours: 72, creditPercent: 80, creditValidDays: 30 } };
    const text = legalPageView(contentDefinitions['refund-policy'].first, figures, site)
      .sections.map((section) => section.html)
      .join('\n');
    expect(text).toContain('Cancelled 72 hours or more in advance: 80% credit, valid for 30 days.');
    expect(text).toContain('Cancelled 7 days or more before arrival: a 50% refund, or full credit valid for 90 days.');
  });

  it('says how long health answers are kept as the owner set it, never a token', () => {
    const text = (retentionDays: number) =>
      legalPageView(contentDefinitions['privacy-policy'].first, firstPolicyFigures, site, { retentionDays })
        .sections.map((section) => section.html)
        .join('\n');
    expect(text(180)).toContain('We delete your answers and files 180 days after your stay unless you ask us to keep them');
    expect(text(90)).toContain('We delete your answers and files 90 days after your stay');
    expect(text(90)).not.toContain('{care.');
  });

  it('refuses a token the page cannot fill in, a body without a first section, and a date that is none', () => {
    const { schema, first } = contentDefinitions['refund-policy'];
    const errors = (content: object) => schema.safeParse({ ...first, ...content }).error?.issues.map((issue) => issue.message);
    expect(errors({ body: `${first.body}\n\nWithin {event.noticeMinutes} minutes.` })).toEqual([
      expect.stringMatching(
        /^Body says \{event\.noticeMinutes\}, which the page cannot fill in\. It may say \{product\}, .*\{event\.noticeHours\}/,
      ),
    ]);
    expect(errors({ summary: 'Hello {name}.' })).toEqual([expect.stringContaining('Summary says {name}')]);
    expect(errors({ body: 'Some words first.\n\n## A heading' })).toEqual([
      'Body must start with a section heading: a line such as “## Who we are”.',
    ]);
    expect(errors({ updated: '2026-02-30' })).toEqual(['Please enter the effective date as YYYY-MM-DD.']);
    expect(errors({ body: '## One\n\nA [link](https://example.org) and **bold**, {product}.' })).toBeUndefined();
  });

  it('renders what the owner writes sanitised: no script, no handler', () => {
    const content = {
      ...contentDefinitions.terms.first,
      body: '## Risky\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[me](javascript:alert(1))',
    };
    const [section] = legalPageView(content, firstPolicyFigures, site).sections;
    expect(section!.html).not.toMatch(/script|onerror|javascript/i);
  });
});
