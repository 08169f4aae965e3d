import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_FORM_MESSAGES } from '#app/lib/deposit.ts';
import { depositRulesOf, depositsContent } from './deposits.ts';
import { choice, inputValue, isSiteLink, lines, siteLink, valueAt, YES_NO_OPTIONS, yesNo } from './fields.ts';

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

describe('choice and yes/no fields', () => {
  it('take one of their values, or yes or no as their select sends it, and refuse anything else in words', () => {
    const kind = choice('Deposit', ['none', 'percent'] as const);
    expect(kind.parse('percent')).toBe('percent');
    expect(kind.safeParse('all').error?.issues[0]?.message).toBe('Deposit: please choose one of its options.');
    const kept = yesNo('Kept');
    expect([kept.parse('true'), kept.parse('false'), kept.parse(true)]).toEqual([true, false, true]);
    expect(kept.safeParse('maybe').error?.issues[0]?.message).toBe('Kept: please choose yes or no.');
    expect(inputValue({ kept: false }, { name: 'kept', label: 'Kept', kind: 'yesno' })).toBe('false');
    expect(YES_NO_OPTIONS.map((option) => option.value)).toEqual(['false', 'true']);
  });

  it('are read from the Site content form as it posts them', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      'stays.fromNights': '3',
      'stays.type': 'percent',
      'stays.amount': '40',
      'stays.balanceDaysBefore': '10',
      'stays.nonRefundable': 'true',
      'events.type': 'none',
      'events.amount': '0',
      'events.balanceDaysBefore': '0',
      'events.nonRefundable': 'false',
      'overdue.cancelAfterDays': '0',
    }))
      form.set(name, value);
    const parsed = parseWithZod(form, { schema: depositsContent.schema });
    expect(parsed.status).toBe('success');
    if (parsed.status === 'success')
      expect(depositRulesOf(parsed.value)).toEqual({
        stays: { fromNights: 3, rule: { type: 'percent', percent: 40, balanceDaysBefore: 10, nonRefundable: true } },
        events: { type: 'none' },
      });
  });
});

describe('the deposits page', () => {
  it('is first no deposit anywhere, and reads its rules as the checkout applies them', () => {
    const first = depositsContent.schema.parse(depositsContent.first);
    expect(depositRulesOf(first)).toEqual({ stays: { fromNights: 1, rule: { type: 'none' } }, events: { type: 'none' } });
    expect(first.overdue.cancelAfterDays).toBe(0);
    const set = depositsContent.schema.parse({
      stays: { fromNights: 7, type: 'percent', amount: 25, balanceDaysBefore: 21, nonRefundable: 'true' },
      events: { type: 'fixed', amount: 500, balanceDaysBefore: 2, nonRefundable: 'false' },
      overdue: { cancelAfterDays: 0 },
    });
    expect(depositRulesOf(set)).toEqual({
      stays: { fromNights: 7, rule: { type: 'percent', percent: 25, balanceDaysBefore: 21, nonRefundable: true } },
      events: { type: 'fixed', paise: 50_000, balanceDaysBefore: 2, nonRefundable: false },
    });
    const wrong = depositsContent.schema.safeParse({ ...set, stays: { ...set.stays, amount: 120, nonRefundable: 'true' } });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['stays.amount', DEPOSIT_FORM_MESSAGES.percent],
    ]);
  });
});
