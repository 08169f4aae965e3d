import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, numberedSlug, SLUG_MAX, slugFromTitle, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['spaces become one hyphen', 'Morning   Yoga  Flow', 'morning-yoga-flow'],
    ['lower-cases and trims', '  Sound Healing  ', 'sound-healing'],
    ['underscores become hyphens', 'deep_rest__practice', 'deep-rest-practice'],
    ['punctuation is removed', 'Breathe, Relax & Heal! (Part 1)', 'breathe-relax-heal-part-1'],
    ['apostrophes and dots join their word', "The Guest's Guide v2.0", 'the-guests-guide-v20'],
    ['repeated hyphens collapse', 'yin -- yang---balance', 'yin-yang-balance'],
    ['mixed runs of separators collapse', 'a - _ b', 'a-b'],
    ['leading and trailing hyphens are stripped', '--Detox Diaries--', 'detox-diaries'],
    ['leading and trailing punctuation leaves no hyphen', '¡¿ Hello ?!', 'hello'],
    ['digits stay', '7 Days, 3 Nights', '7-days-3-nights'],
    ['Latin diacritics are dropped', 'Café Crème à Noël', 'cafe-creme-a-noel'],
    ['ligatures are spelled out', 'ﬁne ﬂow', 'fine-flow'],
    ['Devanagari keeps its letters and vowel signs', 'योग और ध्यान', 'योग-और-ध्यान'],
    ['Greek and Cyrillic letters stay', 'Ψυχή и Душа', 'ψυχή-и-душа'],
    ['Japanese letters stay', '森林浴 ガイド', '森林浴-ガイド'],
    ['emoji are removed', '🧘 Yoga ❤️ Life 🌿', 'yoga-life'],
    ['keycap emoji leave their digit only', 'Top 1️⃣ tip', 'top-1-tip'],
  ])('%s', (_case, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('gives an empty text when nothing of a word is left', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('🧘‍♀️🌿')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('normalises an already clean slug to itself', () => {
    expect(slugify('morning-yoga-flow')).toBe('morning-yoga-flow');
    expect(slugify('योग-और-ध्यान')).toBe('योग-और-ध्यान');
  });

  it(`keeps at most ${SLUG_MAX} characters and never ends on a hyphen`, () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX - 1)} b and more`);
    expect(slug).toBe('a'.repeat(SLUG_MAX - 1));
    expect(slugify('word '.repeat(100)).length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugify('word '.repeat(100))).not.toMatch(/-$/);
  });
});

describe('slugFromTitle', () => {
  it(`falls back to '${FALLBACK_SLUG}' when the title has no letter or digit`, () => {
    expect(slugFromTitle('!!!')).toBe('post');
    expect(slugFromTitle('🌿🌿')).toBe('post');
    expect(slugFromTitle('Yin Yoga')).toBe('yin-yoga');
  });
});

describe('numberedSlug', () => {
  it('numbers from 2 and stays within the limit', () => {
    expect(numberedSlug('yoga', 1)).toBe('yoga');
    expect(numberedSlug('yoga', 2)).toBe('yoga-2');
    expect(numberedSlug('yoga', 13)).toBe('yoga-13');
    const long = numberedSlug('a'.repeat(SLUG_MAX), 12);
    expect(long).toHaveLength(SLUG_MAX);
    expect(long.endsWith('a-12')).toBe(true);
  });
});
