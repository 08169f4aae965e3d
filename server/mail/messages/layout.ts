import type { Database } from '../../db/client.ts';
import { publishedSite } from '../../site.ts';
import { html, type SafeHtml } from './html.ts';

// One frame for every message: a greeting, a few short paragraphs, the facts as a table, an optional
// link, and the estate's name and contact details; the plain-text part says exactly the same.

export interface Estate {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  publicUrl: string;
  /** Where guests travel to: the calendar entries' location. */
  address?: string;
}

export interface Message {
  subject: string;
  html: string;
  text: string;
}

export type Fact = readonly [label: string, value: string];

export interface MessageParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A letter staff wrote (a reply to an enquiry): plain text shown with its line breaks, before the paragraphs. */
  letter?: string;
  facts?: Fact[];
  /** A block of the guest's own words (an enquiry's message), shown as they wrote it, before the facts. */
  quote?: string;
  action?: { label: string; url: string };
  /** Follows the facts and the link: what happens next, whom to ask. */
  closing?: string[];
}

/** The estate as every message signs off: its contact details as published, read through the caller's handle (a job's, a transaction's). */
export async function estateOf(db: Pick<Database, 'select'>): Promise<Estate> {
  const site = await publishedSite(db);
  return { siteName: site.name, contactEmail: site.email, contactPhone: site.phone, publicUrl: site.publicUrl, address: site.address };
}

const font = 'font-family:Georgia,serif;color:#2f3b2f;';

function factsTable(facts: Fact[]): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0;">
    ${facts.map(
      ([label, value]) =>
        html`<tr>
          <td style="padding:4px 16px 4px 0;color:#6b6b5e;vertical-align:top;">${label}</td>
          <td style="padding:4px 0;font-weight:bold;">${value}</td>
        </tr>`,
    )}
  </table>`;
}

function paragraphs(texts: string[]): SafeHtml[] {
  return texts.map((text) => html`<p style="margin:0 0 12px;line-height:1.5;">${text}</p>`);
}

export function compose(estate: Estate, parts: MessageParts): Message {
  const facts = parts.facts ?? [];
  const closing = parts.closing ?? [];
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${parts.subject}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f7f4ee;${font}">
        <div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;">
          <p style="margin:0 0 16px;font-size:20px;">${estate.siteName}</p>
          <p style="margin:0 0 12px;">${parts.greeting}</p>
          ${parts.letter !== undefined && html`<div style="margin:0 0 12px;line-height:1.5;white-space:pre-wrap;">${parts.letter}</div>`}
          ${paragraphs(parts.paragraphs)}
          ${parts.quote !== undefined && html`<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #b9a77c;white-space:pre-wrap;">${parts.quote}</blockquote>`}
          ${facts.length > 0 && factsTable(facts)}
          ${parts.action && html`<p style="margin:16px 0;"><a href="${parts.action.url}" style="color:#5b6b3a;font-weight:bold;">${parts.action.label}</a></p>`}
          ${paragraphs(closing)}
          <p style="margin:24px 0 0;line-height:1.5;">
            With warm regards,<br />${estate.siteName}<br />
            <a href="mailto:${estate.contactEmail}" style="color:#5b6b3a;">${estate.contactEmail}</a> · ${estate.contactPhone}<br />
            <a href="${estate.publicUrl}" style="color:#5b6b3a;">${estate.publicUrl}</a>
          </p>
        </div>
      </body>
    </html>`;

  const text = [
    parts.greeting,
    parts.letter ?? null,
    ...parts.paragraphs,
    parts.quote !== undefined ? parts.quote : null,
    facts.length > 0 ? facts.map(([label, value]) => `${label}: ${value}`).join('\n') : null,
    parts.action ? `${parts.action.label}: ${parts.action.url}` : null,
    ...closing,
    `With warm regards,\n${estate.siteName}\n${estate.contactEmail} · ${estate.contactPhone}\n${estate.publicUrl}`,
  ]
    .filter((block): block is string => block !== null)
    .join('\n\n');

  return { subject: parts.subject, html: body.value, text: `${text}\n` };
}
