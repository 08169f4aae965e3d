import { wallClockIn } from '#app/lib/dates.ts';

// CSV as RFC 4180 writes it, made safe to open in a spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;
// A spreadsheet set up for a locale with a decimal comma reads `;` as the separator: a cell holding one
// must be quoted like one holding a comma, or the text after it becomes a cell of its own.
const NEEDS_QUOTES = /[",;\r\n]/;

/** A sum in rupees with its two decimals ('1250.00', '-400.00'): a number for the spreadsheet to add up. */
export class CsvAmount {
  readonly text: string;
  constructor(paise: number) {
    this.text = (paise / 100).toFixed(2);
  }
}

/** Paise as a plain number of rupees in a CSV: '1250.00'. */
export const csvRupees = (paise: number) => new CsvAmount(paise);

/**
 * One cell. Numbers and amounts are written as they are: a number is never a formula, and guarding a
 * refund's minus sign would turn it into text no spreadsheet sums. Text a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe, as OWASP advises against CSV
 * injection; any cell holding a separator (`,` or `;`), a quote or a line break is quoted.
 */
export function csvCell(value: unknown, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvAmount) return value.text;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value instanceof Date ? (timeZone ? wallClockIn(timeZone, value) : value.toISOString()) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A time column's name saying whose clock it is read on: 'created_at (Asia/Kolkata)'. */
export const zonedColumn = (name: string, timeZone: string) => `${name} (${timeZone})`;

/**
 * A whole file: CRLF line ends and a UTF-8 byte order mark, so spreadsheets read ₹ and Devanagari right.
 * With a time zone, times are written as its wall clock reads them ('2026-11-04 15:30'): an accountant
 * closes the estate's day, not UTC's.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[], options: { timeZone?: string } = {}): string {
  const cell = (value: unknown) => csvCell(value, options.timeZone);
  const lines = [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
