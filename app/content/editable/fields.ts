import { isPublicPath } from '#app/lib/public-pages.ts';
import { requiredString, wholeNumber } from '#app/lib/schemas/admin/record.ts';
import { z } from '#app/lib/schemas/z.ts';
import type { Permission } from '#app/lib/staff-roles.ts';

// What a page of owner-edited content is made of (the definitions beside this file): its schema, checked
// by the server on every save and publish, its first content, built from the content module the page
// read before it was editable, and its form, which the Site content screen renders field by field.

/**
 * How a field is edited: one line, a paragraph, a list written one item a line, a whole number, a photo
 * chosen from the media library (its key; the server checks the library has it), a long Markdown text,
 * one of a few choices (`options`), or yes or no.
 */
export type ContentFieldKind = 'line' | 'paragraph' | 'lines' | 'number' | 'photo' | 'markdown' | 'choice' | 'yesno';

/** One of a choice field's options: the value stored, and what staff read. */
export interface ContentChoice {
  value: string;
  label: string;
}

export interface ContentField {
  /** Where the value sits in the content, as Conform names a nested field: 'intro.heading', 'stats.figures[0].value'. */
  name: string;
  /** What staff read above the field; unique within the page, so the history can name it. */
  label: string;
  kind: ContentFieldKind;
  hint?: string;
  /** A choice field's options, in the order shown; its schema (`choice`) takes these values only. */
  options?: readonly ContentChoice[];
}

/** A group of fields under one heading, in the order the page shows them. */
export interface ContentSection {
  legend: string;
  fields: ContentField[];
}

export interface ContentDefinition<Schema extends z.ZodObject = z.ZodObject> {
  /** The row's key in content_entries: 'home'. */
  key: string;
  /** How the Site content screen names the page. */
  label: string;
  /** The public page that shows it: Preview opens it with the draft. None for words only a guest's own booking page shows. */
  path?: string;
  schema: Schema;
  first: z.output<Schema>;
  sections: ContentSection[];
  /** What a role needs besides 'content:update' to see and edit the page: figures that decide money are the owner's. */
  permission?: Permission;
}

/** Names the form posts besides the content's own fields: no content field may take them. */
export const RESERVED_NAMES = ['intent', 'key', 'revision'] as const;

/** The hint of a field whose text may say '{product}', which the page shows as the estate's name. */
export const PRODUCT_HINT = '{product} is shown as the estate’s name.';

/** A one-line text: a heading, a title, a label. */
export function line(label: string, max = 160) {
  return requiredString(label, max);
}

/** A paragraph of text. */
export function paragraph(label: string, max = 1200) {
  return requiredString(label, max);
}

/** Lines of a text area as a list, blank lines left out; content already a list (stored JSON) is taken as it is. */
function splitLines(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .split(/\r?\n/)
      .map((item) => item.trim())
      .filter(Boolean);
  if (value === undefined || value === null) return [];
  return value;
}

/** A list written one item a line, from `min` to `max` items of at most `each` characters. */
export function lines(label: string, bounds: { min?: number; max: number; each?: number }) {
  const { min = 1, max, each = 200 } = bounds;
  const count = min === 0 ? `at most ${max}` : min === max ? `${max}` : `${min} to ${max}`;
  const message = `${label}: please give ${count}, one a line, each at most ${each} characters.`;
  return z.preprocess(
    splitLines,
    z
      .array(z.string({ error: message }).trim().min(1, message).max(each, message))
      .min(min, message)
      .max(max, message),
  );
}

/** A whole number such as a statistic's figure. */
export function figure(label: string, max = 1_000_000) {
  return wholeNumber(label, 0, max);
}

/** One of a few values, as a choice field offers them. */
export function choice<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  return z.enum(values, { error: `${label}: please choose one of its options.` });
}

/** Yes or no, as a yes/no field sends it ('true' or 'false'); stored as a boolean. */
export function yesNo(label: string) {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${label}: please choose yes or no.` }),
  );
}

/** The options of a yes/no field: its select sends 'false' or 'true'. */
export const YES_NO_OPTIONS: readonly ContentChoice[] = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Yes' },
];

/** The key of a media library photo: a shipped photo's manifest name or an upload's id (server/media). */
export function photo(label: string) {
  const message = `${label}: please choose a photo from the media library.`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, message);
}

/** A link: one of the site's own pages (app/lib/public-pages.ts) or an https address. */
export function siteLink(label: string) {
  return requiredString(label, 500).refine(isSiteLink, siteLinkMessage(label));
}

/** Why a link was refused: it must lead to a page of the site or an https address. */
export const siteLinkMessage = (label: string) =>
  `${label} must be a page of this site, such as /about, or an address starting with https://.`;

export function isSiteLink(value: string): boolean {
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    const path = value.split(/[?#]/)[0]!;
    return isPublicPath(path);
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The value at a field's name in a page's content. */
export function valueAt(content: unknown, name: string): unknown {
  let value: unknown = content;
  for (const part of name.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A field's value as its input holds it: a list one item a line, a number as digits. */
export function inputValue(content: unknown, field: ContentField): string {
  const value = valueAt(content, field.name);
  if (Array.isArray(value)) return value.join('\n');
  return value === undefined || value === null ? '' : String(value);
}

/** Every field of a page, section after section. */
export function fieldsOf(definition: Pick<ContentDefinition, 'sections'>): ContentField[] {
  return definition.sections.flatMap((section) => section.fields);
}

/** The photo slots of a page: the media library keys its content refers to are at their names. */
export function photoFieldsOf(definition: Pick<ContentDefinition, 'sections'>): ContentField[] {
  return fieldsOf(definition).filter((field) => field.kind === 'photo');
}
