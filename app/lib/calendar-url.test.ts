import { describe, expect, it } from 'vitest';
import { calendarHref, monthGrid, shiftMonth } from './calendar-url.ts';

describe('calendar URLs', () => {
  const current = { date: '2026-11-22', mode: 'upcoming' as const, month: '2026-11', q: '', time: '', type: '' };

  it('writes a search as URLSearchParams does, whatever it holds', () => {
    const searches = [
      "yin & yang's (gentle) flow!",
      'sound healing ~ 100% + more',
      'a=b&c=d#e?f/g',
      '  spaces  *-._ ',
      'ध्यान नमस्ते 🙏',
      'lone \ud800 surrogate',
      [...Array(128).keys()].map((code) => String.fromCharCode(code)).join(''),
    ];
    for (const q of searches) {
      const expected = new URLSearchParams({ date: '2026-11-22', q, time: 'morning' }).toString();
      expect(calendarHref(current, { q, time: 'morning' })).toBe(`/calendar?${expected}`);
    }
  });

  it('keeps only what differs from the defaults', () => {
    expect(calendarHref(current, {})).toBe('/calendar?date=2026-11-22');
    expect(calendarHref(current, { month: '2026-12', q: 'yin', time: 'morning' })).toBe(
      '/calendar?date=2026-11-22&month=2026-12&q=yin&time=morning',
    );
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays out a month from Sunday', () => {
    // 1 November 2026 is a Sunday; 1 February 2026 too; 1 January 2026 a Thursday.
    expect(monthGrid('2026-11')[0]).toBe('2026-11-01');
    expect(monthGrid('2026-01').slice(0, 5)).toEqual([null, null, null, null, '2026-01-01']);
    expect(monthGrid('2026-02').filter(Boolean)).toHaveLength(28);
  });
});
