import { describe, expect, it } from 'vitest';
import { formatRupees, priceText, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(21250)).toBe('₹21,250');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
  it('converts to whole paise and to the stored price text', () => {
    expect(rupeesToPaise(3420)).toBe(342000);
    expect(priceText(50000)).toBe('Rs 500.00');
  });
});
