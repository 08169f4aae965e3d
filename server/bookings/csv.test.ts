import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes what RFC 4180 asks to quote, and only that', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22T07:00:00.000Z');
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
});
