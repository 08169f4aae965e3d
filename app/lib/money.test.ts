import { describe, expect, it } from 'vitest';
import { formatPaise, formatPriceText, formatRupees, priceText, priceTextPaise, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(21250)).toBe('₹21,250');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
  it('converts to whole paise and to the stored price text', () => {
    expect(rupeesToPaise(3420)).toBe(342000);
    expect(priceText(50000)).toBe('Rs 500.00');
  });
  it('formats paise as rupees, showing paise only when there are some', () => {
    expect(formatPaise(4_250_000)).toBe('₹42,500');
    expect(formatPaise(50_050)).toBe('₹500.50');
  });
  it('reads a price text as guests should see it, and leaves text it cannot read alone', () => {
    expect(formatPriceText('Rs 21250.00')).toBe('₹21,250');
    expect(formatPriceText('Rs 750')).toBe('₹750');
    expect(formatPriceText('Rs. 1,200')).toBe('₹1,200');
    expect(formatPriceText('₹ 600')).toBe('₹600');
    expect(formatPriceText('Free for guests')).toBe('Free for guests');
    expect(formatPriceText('Rs 500 per person')).toBe('Rs 500 per person');
    expect(priceTextPaise('Rs 13680.50')).toBe(1_368_050);
    expect(priceTextPaise('₹ 1,200')).toBe(120_000);
    expect(priceTextPaise('Free for guests')).toBeNull();
    expect(priceTextPaise('-1')).toBeNull();
  });
});
