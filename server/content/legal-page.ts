import { marked } from 'marked';
import { fillPolicy, type PolicyFigures } from '#app/content/cancellation-policy.ts';
import { type CareContent, careContent, fillCare } from '#app/content/editable/care.ts';
import type { LegalPageContent } from '#app/content/editable/legal.ts';
import { brand, type SiteSettings } from '#app/lib/site.ts';
import { renderMarkdown } from '../blog/render.ts';

// A legal page as guests read it, from the owner's Markdown: each '## ' heading opens a numbered
// section (the page lists them under Contents), rendered and sanitised as a blog post is. The policy's
// tokens ({event.noticeHours} …) and the care settings' ({care.retentionDays}) are filled in with the
// published figures before rendering, and the site's name and contacts after it, escaped, so that no
// address becomes a link the page did not have.

export interface LegalSectionView {
  heading: string;
  /** The section's paragraphs and lists, sanitised HTML. */
  html: string;
}

export interface LegalPageView {
  title: string;
  summary: string;
  /** The effective date, 'YYYY-MM-DD'. */
  updated: string;
  sections: LegalSectionView[];
}

type Contacts = Pick<SiteSettings, 'name' | 'email' | 'phone'>;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A heading's words without Markdown's backslash escapes. */
const plain = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

/** The body's sections: each '## ' heading with the Markdown that follows it up to the next. */
function sectionsOf(body: string): { heading: string; markdown: string }[] {
  const sections: { heading: string; markdown: string }[] = [];
  for (const token of marked.lexer(body, { gfm: true })) {
    if (token.type === 'heading' && token.depth <= 2) sections.push({ heading: plain(token.text), markdown: '' });
    else if (sections.length) sections.at(-1)!.markdown += token.raw;
  }
  return sections;
}

export function legalPageView(
  content: LegalPageContent,
  figures: PolicyFigures,
  site: Contacts,
  care: Pick<CareContent, 'retentionDays'> = careContent.first,
): LegalPageView {
  const fill = (value: string) => fillCare(fillPolicy(value, figures), care);
  const text = (value: string) => brand(fill(value), site);
  const contacts = { name: escapeHtml(site.name), email: escapeHtml(site.email), phone: escapeHtml(site.phone) };
  return {
    title: text(content.title),
    summary: text(content.summary),
    updated: content.updated,
    sections: sectionsOf(fill(content.body)).map((section) => ({
      heading: brand(section.heading, site),
      html: brand(renderMarkdown(section.markdown), contacts),
    })),
  };
}
