import { describe, expect, it } from 'vitest';
import { inputValue, isSiteLink, lines, siteLink, valueAt } from './fields.ts';

describe('the fields of owner-edited content', () => {
  it('takes a link to a page of the site or an https address, and nothing else', () => {
    for (const good of ['/', '/about', '/rejuvenate', '/blogs/a-post', '/contact?subject=Plan#enquiry', 'https://www.instagram.com/estate'])
      expect(isSiteLink(good), good).toBe(true);
    for (const bad of [
      '/nowhere',
      '//evil.example/about',
      'http://example.org',
      'javascript:alert(1)',
      'https://user:pw@example.org',
      'about',
    ])
      expect(isSiteLink(bad), bad).toBe(false);
    expect(siteLink('Link').safeParse('/admin').error?.issues[0]?.message).toBe(
      'Link must be a page of this site, such as /about, or an address starting with https://.',
    );
  });

  it('reads a list one item a line, blank lines left out, within its bounds; a stored list as it is', () => {
    const items = lines('Items', { max: 3, each: 10 });
    expect(items.parse(' One \r\n\r\nTwo\n')).toEqual(['One', 'Two']);
    expect(items.parse(['One', 'Two'])).toEqual(['One', 'Two']);
    expect(items.safeParse('1\n2\n3\n4').error?.issues[0]?.message).toBe(
      'Items: please give 1 to 3, one a line, each at most 10 characters.',
    );
    expect(items.safeParse('').success).toBe(false);
    expect(lines('Points', { min: 0, max: 2 }).parse('')).toEqual([]);
  });

  it('finds a value by its form name and writes it as its input holds it', () => {
    const content = { intro: { paragraphs: ['A', 'B'] }, stats: { figures: [{ value: 100 }] } };
    expect(valueAt(content, 'stats.figures[0].value')).toBe(100);
    expect(valueAt(content, 'stats.figures[3].value')).toBeUndefined();
    expect(inputValue(content, { name: 'intro.paragraphs', label: 'Paragraphs', kind: 'lines' })).toBe('A\nB');
    expect(inputValue(content, { name: 'stats.figures[0].value', label: 'Figure', kind: 'number' })).toBe('100');
  });
});
