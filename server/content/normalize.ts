import { type ContentKey, type ContentOf, definitionOf } from '#app/content/editable/index.ts';
import { deploymentFirst } from './first.ts';

// Stored content read back through its page's schema. A definition may gain a field after its content
// was published: the field's first content fills the gap, so the page never reads a hole; content that
// still does not fit (a hand-edited row) gives way to the first content whole, rather than a broken page.

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `stored` laid over `first`: objects part by part, anything else (lists included) whole. */
function overlay(first: unknown, stored: unknown): unknown {
  if (!isPlain(first) || !isPlain(stored)) return stored === undefined ? first : stored;
  return Object.fromEntries(Object.keys(first).map((key) => [key, overlay(first[key], stored[key])]));
}

/** The page's content as its schema reads it; `fitted` is false when the stored content could not be used as it is. */
export function readContent<Key extends ContentKey>(key: Key, stored: unknown): { content: ContentOf<Key>; fitted: boolean } {
  const { schema } = definitionOf(key);
  const exact = schema.safeParse(stored);
  if (exact.success) return { content: exact.data as ContentOf<Key>, fitted: true };
  const first = firstContent(key);
  const filled = schema.safeParse(overlay(first, stored));
  return { content: (filled.success ? filled.data : first) as ContentOf<Key>, fitted: false };
}

/** The first content of a page, as the code (or, for the contact details, the deployment's settings) gives it. */
export function firstContent<Key extends ContentKey>(key: Key): ContentOf<Key> {
  return deploymentFirst(key);
}
