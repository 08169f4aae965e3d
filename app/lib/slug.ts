// A post's address comes from its title when staff leave the slug empty. Letters and digits of
// every script are kept (a Hindi title must not give an empty address); Latin accents are dropped so
// 'Café' reads 'cafe' in a URL.

export const SLUG_MAX = 120;
export const FALLBACK_SLUG = 'post';

// Variation selectors and enclosing marks only dress emoji and keycaps; they are never part of a word.
const EMOJI_DRESSING = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}\p{Me}]/gu;
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;
const NON_WORD = /[^\p{L}\p{M}\p{N}\s_-]/gu;
// A mark left without its letter (say after a removed symbol) would be an invisible character in the URL.
const ORPHAN_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;
const SEPARATORS = /[\s_-]+/gu;

function cut(slug: string, max: number): string {
  const chars = Array.from(slug);
  if (chars.length <= max) return slug;
  return chars.slice(0, max).join('').replace(/-+$/u, '');
}

/** The normalised slug of any text, or '' when no letter or digit is left. */
export function slugify(text: string, max: number = SLUG_MAX): string {
  const slug = text
    .toLowerCase()
    .trim()
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '$1')
    .normalize('NFC')
    .replace(EMOJI_DRESSING, '')
    .replace(NON_WORD, '')
    .replace(ORPHAN_MARKS, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/gu, '');
  return cut(slug, max);
}

/** The slug generated from a title: never empty. */
export function slugFromTitle(title: string, max: number = SLUG_MAX): string {
  return slugify(title, max) || FALLBACK_SLUG;
}

/** The n-th candidate for a taken slug: 'yoga', 'yoga-2', 'yoga-3', … always within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return cut(base, SLUG_MAX);
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
}
