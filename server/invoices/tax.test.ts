import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, formatAmount, proportionalSplit, splitTax } from './tax.ts';

describe('splitTax: prices that include GST', () => {
  it('takes the taxable value out of the total and splits the tax into CGST and SGST within the state', () => {
    // 21,250 × 100 / 105 = 20,238.095… → 20,238.10; the tax is the rest, half each.
    expect(splitTax({ totalPaise: 2_125_000, ratePercent: 5, intraState: true })).toEqual({
      taxablePaise: 2_023_810,
      cgstPaise: 50_595,
      sgstPaise: 50_595,
      igstPaise: 0,
      totalPaise: 2_125_000,
    });
  });

  it('gives the odd paisa of the tax to SGST, so the halves still add up', () => {
    // 100 × 100 / 118 = 84.745… → 84.75; tax 15.25 = 7.62 + 7.63.
    expect(splitTax({ totalPaise: 10_000, ratePercent: 18, intraState: true })).toMatchObject({
      taxablePaise: 8_475,
      cgstPaise: 762,
      sgstPaise: 763,
    });
  });

  it('charges IGST at the full rate between states', () => {
    expect(splitTax({ totalPaise: 2_125_000, ratePercent: 5, intraState: false })).toEqual({
      taxablePaise: 2_023_810,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 101_190,
      totalPaise: 2_125_000,
    });
  });

  it('always adds up to the total to the paisa, for any amount and rate', () => {
    for (const ratePercent of [0, 0.25, 3, 5, 12, 18, 28]) {
      for (let totalPaise = 1; totalPaise < 200_000; totalPaise += 997) {
        const intra = splitTax({ totalPaise, ratePercent, intraState: true });
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(totalPaise);
        expect(Math.abs(intra.sgstPaise - intra.cgstPaise)).toBeLessThanOrEqual(1);
        expect(intra.taxablePaise).toBe(Math.round((totalPaise * 100) / (100 + ratePercent)));
        const inter = splitTax({ totalPaise, ratePercent, intraState: false });
        expect(inter.taxablePaise + inter.igstPaise).toBe(totalPaise);
      }
    }
  });
});

describe('proportionalSplit: a credit note for part of an invoice', () => {
  const invoice = splitTax({ totalPaise: 2_125_000, ratePercent: 5, intraState: true });

  it('reverses the tax in proportion and adds up to the part refunded', () => {
    const half = proportionalSplit(invoice, 1_062_500);
    expect(half).toEqual({ taxablePaise: 1_011_905, cgstPaise: 25_297, sgstPaise: 25_298, igstPaise: 0, totalPaise: 1_062_500 });
  });

  it('reverses the whole invoice exactly for a full refund, and keeps IGST as IGST', () => {
    expect(proportionalSplit(invoice, invoice.totalPaise)).toEqual(invoice);
    const inter = splitTax({ totalPaise: 10_000, ratePercent: 18, intraState: false });
    const part = proportionalSplit(inter, 3_333);
    expect(part.cgstPaise + part.sgstPaise).toBe(0);
    expect(part.taxablePaise + part.igstPaise).toBe(3_333);
  });

  it('has no tax to reverse on a receipt', () => {
    const receipt = { taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 10_000 };
    expect(proportionalSplit(receipt, 3_333)).toEqual({ taxablePaise: 3_333, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 3_333 });
  });
});

describe('financialYear: April to March in the estate’s zone', () => {
  it('keeps the last moment of 31 March in the year that ends, and starts the next at midnight of 1 April', () => {
    // 23:59:59 on 31 March 2027 in Kolkata is 18:29:59 UTC; midnight on 1 April is 18:30 UTC, still 31 March in UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2027-28');
  });

  it('names the year by its two calendar years, across a century', () => {
    expect(financialYear(new Date('2026-04-01T06:00:00Z'), 'Asia/Kolkata')).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T06:00:00Z'), 'Asia/Kolkata')).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T06:00:00Z'), 'Asia/Kolkata')).toBe('2099-00');
  });
});

describe('amountInWords', () => {
  it('writes rupees in the Indian system, with paise when there are any', () => {
    expect(amountInWords(2_125_000)).toBe('Rupees Twenty One Thousand Two Hundred Fifty Only');
    expect(amountInWords(12_345_678)).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('prints figures with Indian grouping', () => {
    expect(formatAmount(12_345_678)).toBe('1,23,456.78');
  });
});
