import { describe, expect, it } from 'vitest';
import { filterSearchParams, hasActiveFilters, parseBookingFilters } from './booking-filters.ts';

const parse = (query: string) => parseBookingFilters(new URLSearchParams(query));

describe('booking filters in the URL', () => {
  it('reads search, status, kind, date range, paid with no room and page', () => {
    expect(parse('q=+Asha+&status=confirmed&kind=stay&from=2026-12-01&to=2026-12-31&noRoom=1&page=3')).toEqual({
      q: 'Asha',
      status: 'confirmed',
      kind: 'stay',
      from: '2026-12-01',
      to: '2026-12-31',
      noRoom: '1',
      page: 3,
    });
  });

  it('falls back to no filter and page 1 for anything odd', () => {
    expect(parse('status=paid&kind=cruise&from=2026-02-30&to=soon&noRoom=yes&page=-2')).toEqual({
      q: '',
      status: '',
      kind: '',
      from: '',
      to: '',
      noRoom: '',
      page: 1,
    });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('').page).toBe(1);
  });

  it('keeps a search to 100 characters', () => {
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('tells whether anything narrows the list', () => {
    expect(hasActiveFilters(parse('page=4'))).toBe(false);
    expect(hasActiveFilters(parse('kind=retreat'))).toBe(true);
    expect(hasActiveFilters(parse('noRoom=1'))).toBe(true);
    expect(hasActiveFilters(parse('q=%20'))).toBe(false);
  });

  it('writes the filters back for links, without blanks and page 1', () => {
    const filters = parse('q=a%26b&status=pending&page=2');
    expect(filterSearchParams(filters).toString()).toBe('q=a%26b&status=pending');
    expect(filterSearchParams(filters, 3).toString()).toBe('q=a%26b&status=pending&page=3');
    expect(filterSearchParams(filters, 1).toString()).toBe('q=a%26b&status=pending');
  });
});
