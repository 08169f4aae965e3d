import { describe, expect, it } from 'vitest';
import { csvCell, csvRupees, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes what RFC 4180 asks to quote, and only that', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22T07:00:00.000Z');
    // On the estate's clock: 19:00 UTC is half past midnight the next day in India.
    expect(csvCell(new Date('2026-11-22T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-23 00:30');
    expect(toCsv(['at'], [[new Date('2026-11-22T19:00:00Z')]], { timeZone: 'Asia/Kolkata' })).toBe('\uFEFFat\r\n2026-11-23 00:30\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('Rs 500 - 10%')).toBe('Rs 500 - 10%');
  });

  it('writes a BOM, CRLF line ends and keeps non-Latin text', () => {
    expect(toCsv(['name', 'price'], [['नमस्ते', '₹ 500']])).toBe('\uFEFFname,price\r\nनमस्ते,₹ 500\r\n');
  });

  describe('the CSV formula guard and semicolon-separated spreadsheets', () => {
    it('quotes every cell holding a semicolon, as a spreadsheet set to ; splits there', () => {
      expect(csvCell('Rao; Asha')).toBe('"Rao; Asha"');
      // Unquoted, the part after ; would be a cell of its own that starts a formula.
      expect(csvCell('Asha;=HYPERLINK("https://evil.example")')).toBe('"Asha;=HYPERLINK(""https://evil.example"")"');
      expect(csvCell('a\rb')).toBe('"a\rb"');
    });

    it('keeps the apostrophe on text that starts a formula, quoted when it holds a separator', () => {
      expect(csvCell('=1;2')).toBe(`"'=1;2"`);
      expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
      expect(csvCell('\t=1')).toBe("'\t=1");
      expect(csvCell('-2+3')).toBe("'-2+3");
    });

    it('writes amounts as plain numbers, never guarded', () => {
      expect(csvCell(-400)).toBe('-400');
      expect(csvCell(1250.5)).toBe('1250.5');
      expect(csvCell(csvRupees(-40_000))).toBe('-400.00');
      expect(csvCell(csvRupees(1_528_050))).toBe('15280.50');
      expect(toCsv(['net_rupees', 'note'], [[csvRupees(-150), '-150']])).toBe("\uFEFFnet_rupees,note\r\n-1.50,'-150\r\n");
    });
  });
});
