import { ToWords } from 'to-words';
import { todayIn } from '#app/lib/dates.ts';

// The arithmetic of a GST document, in integer paise: every figure printed adds up to the total exactly.

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Splits what the guest paid into taxable value and tax. With prices including GST (the default), the
 * taxable value is total × 100 / (100 + rate) rounded to the paisa, and the tax is the rest, so taxable
 * + tax is the total to the paisa. Within the estate's state the tax is CGST + SGST at half the rate
 * each (SGST takes the odd paisa); between states it is IGST at the full rate.
 */
export function splitTax(input: { totalPaise: number; ratePercent: number; intraState: boolean }): TaxSplit {
  const { totalPaise, ratePercent, intraState } = input;
  // Rates are whole or quarter percents: work in hundredths of a percent so no float division is rounded twice.
  const rateBasis = Math.round(ratePercent * 100);
  const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + rateBasis));
  const taxPaise = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, totalPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, totalPaise };
}

/** The tax on a taxable value, for prices quoted before GST: the guest pays taxable + this. */
export function taxOnTop(taxablePaise: number, ratePercent: number): number {
  return Math.round((taxablePaise * Math.round(ratePercent * 100)) / 10_000);
}

/**
 * Part of a document's split, for a credit note refunding `partPaise` of it: each figure scaled in
 * proportion, rounded, and the tax made to add up to the part exactly.
 */
export function proportionalSplit(whole: TaxSplit, partPaise: number): TaxSplit {
  if (partPaise === whole.totalPaise) return { ...whole };
  if (whole.taxablePaise === whole.totalPaise)
    return { taxablePaise: partPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: partPaise };
  const scale = (paise: number) => Math.round((paise * partPaise) / whole.totalPaise);
  const taxablePaise = scale(whole.taxablePaise);
  const taxPaise = partPaise - taxablePaise;
  if (whole.igstPaise > 0) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, totalPaise: partPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, totalPaise: partPaise };
}

/** India's financial year (April to March) of an instant, in the estate's zone: '2026-27'. */
export function financialYear(at: Date, timeZone: string): string {
  const [year, month] = todayIn(timeZone, at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const words = new ToWords({ localeCode: 'en-IN' });

/** 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${words.convert(rest)} Paise` : '';
  return `Rupees ${words.convert(rupees)}${paisePart} Only`;
}

/** '12,345.60' in the Indian grouping, as amounts stand in an invoice's columns. */
export function formatAmount(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
