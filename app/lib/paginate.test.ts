import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

describe('paginate', () => {
  it('counts pages, rounding up, with at least one', () => {
    expect(paginate(0, 1, 20).pages).toBe(1);
    expect(paginate(20, 1, 20).pages).toBe(1);
    expect(paginate(21, 1, 20).pages).toBe(2);
  });

  it('gives the window of the page asked for', () => {
    expect(paginate(95, 3, 20)).toEqual({ page: 3, pages: 5, limit: 20, offset: 40 });
  });

  it('shows the last page for a page past the end, and the first for one before it', () => {
    expect(paginate(45, 9, 20)).toEqual({ page: 3, pages: 3, limit: 20, offset: 40 });
    expect(paginate(45, 0, 20).page).toBe(1);
    expect(paginate(45, -4, 20).page).toBe(1);
    expect(paginate(45, Number.NaN, 20).page).toBe(1);
  });
});
