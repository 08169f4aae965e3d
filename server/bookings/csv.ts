// CSV as RFC 4180 writes it, made safe to open in a spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an
 * apostrophe, as OWASP advises against CSV injection; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: CRLF line ends and a UTF-8 byte order mark, so spreadsheets read ₹ and Devanagari right. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
