import { describe, expect, it } from 'vitest';
import { documentNumber, MAX_NUMBER_LENGTH } from './numbering.ts';

describe('document numbers', () => {
  it('keep to GST Rule 46’s 16 characters, the year written short and the sequence filling the rest', () => {
    expect(documentNumber('SKN', '2026-27', 123)).toBe('SKN/26-27/000123');
    expect(documentNumber('SKNC', '2026-27', 7)).toBe('SKNC/26-27/00007');
    expect(documentNumber('ABCDC', '2099-00', 42)).toBe('ABCDC/99-00/0042');
    for (const series of ['S', 'SKN', 'ABCD', 'ABCDC']) {
      expect(documentNumber(series, '2026-27', 1).length).toBe(MAX_NUMBER_LENGTH);
    }
  });
});
