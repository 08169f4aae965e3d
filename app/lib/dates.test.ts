import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatLongUsDate,
  formatLongUsWeekdayDate,
  formatMonthYear,
  formatOrdinalDate,
  formatShortDate,
  formatWeekdayDate,
  isIsoDate,
  ordinal,
  todayIn,
} from './dates.ts';

describe('dates', () => {
  it('gives ordinal suffixes, with the teens as exceptions', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [31, '31st'],
    ];
    for (const [day, text] of cases) expect(ordinal(day)).toBe(text);
  });

  it('formats dates as the screens show them', () => {
    expect(formatOrdinalDate('2026-11-22')).toBe('22nd November 2026');
    expect(formatLongUsDate('2025-11-01')).toBe('November 1, 2025');
    expect(formatLongUsWeekdayDate('2027-01-10')).toBe('Sunday, January 10, 2027');
    expect(formatShortDate('2026-01-12')).toBe('12 Jan 2026');
    expect(formatWeekdayDate('2026-11-22')).toBe('Sunday 22 November');
    expect(formatMonthYear('2026-11')).toBe('November 2026');
  });

  it('answers a date asked again as the first time, across more dates than it keeps, and still refuses a bad one', () => {
    const days = Array.from({ length: 1_500 }, (_, index) => addDays('2026-01-01', index));
    const first = days.map(formatWeekdayDate);
    expect(days.map(formatWeekdayDate)).toEqual(first);
    expect(formatWeekdayDate('2026-11-22')).toBe('Sunday 22 November');
    expect(() => formatWeekdayDate('not-a-date')).toThrow(RangeError);
    expect(() => formatWeekdayDate('not-a-date')).toThrow(RangeError);
  });

  it('reads today in the estate time zone, not the server one', () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('UTC', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-21');
  });

  it('adds days across months and years and counts days between', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-2-1')).toBe(false);
  });
});
