import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketTick,
  defaultRange,
  MAX_BUCKETS,
  parseReportRange,
  REPORT_RANGE_MESSAGES,
  reportRange,
  weekStart,
} from './report-range.ts';

const ZONE = 'Asia/Kolkata';
// Monday 23 November 2026, 00:30 in India, while it is still Sunday in UTC.
const NOW = new Date('2026-11-22T19:00:00Z');

describe('report ranges', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it("defaults to the last 12 weeks or months up to the estate's today", () => {
    const weeks = parseReportRange(new URLSearchParams(), ZONE, NOW).range;
    expect(weeks.period).toBe('week');
    expect(weeks.buckets).toHaveLength(12);
    expect(weeks.buckets.at(-1)).toBe('2026-11-23');
    expect(weeks).toMatchObject({ from: '2026-09-07', to: '2026-11-29' });
    const months = parseReportRange(new URLSearchParams('period=month'), ZONE, NOW).range;
    expect(months).toMatchObject({ from: '2025-12-01', to: '2026-11-30' });
    expect(months.buckets).toHaveLength(12);
    expect(defaultRange('month', '2026-01-15').from).toBe('2025-02-01');
  });

  it('snaps a span to whole buckets and swaps reversed dates', () => {
    expect(parseReportRange(new URLSearchParams('from=2026-11-04&to=2026-11-10'), ZONE, NOW)).toMatchObject({
      range: { from: '2026-11-02', to: '2026-11-15', buckets: ['2026-11-02', '2026-11-09'] },
      refused: null,
    });
    expect(parseReportRange(new URLSearchParams('period=month&from=2026-03-31&to=2026-01-02'), ZONE, NOW)).toMatchObject({
      range: { from: '2026-01-01', to: '2026-03-31' },
      refused: null,
    });
    // An emptied date field is a date not given.
    expect(parseReportRange(new URLSearchParams('period=year&from=&to='), ZONE, NOW)).toEqual(
      parseReportRange(new URLSearchParams(), ZONE, NOW),
    );
  });

  it('refuses a date it cannot read, or one outside the years reports cover, and gives the default span', () => {
    const fallback = parseReportRange(new URLSearchParams(), ZONE, NOW).range;
    for (const search of ['from=2026-02-30', 'to=nonsense', 'from=0000-01-01', 'to=%2B275760-09-13', 'from=2026-13-01']) {
      expect(parseReportRange(new URLSearchParams(search), ZONE, NOW), search).toEqual({
        range: fallback,
        refused: REPORT_RANGE_MESSAGES.unreadable('week'),
      });
    }
    for (const search of ['from=1999-12-31', 'to=9999-12-31', 'from=0100-01-01&to=2026-01-01']) {
      expect(parseReportRange(new URLSearchParams(search), ZONE, NOW), search).toEqual({
        range: fallback,
        refused: REPORT_RANGE_MESSAGES.outOfRange('week'),
      });
    }
    const widest = parseReportRange(new URLSearchParams('period=month&from=2000-01-01&to=2099-12-31'), ZONE, NOW);
    expect(widest.refused).toBeNull();
    expect(widest.range.buckets).toHaveLength(MAX_BUCKETS.month);
    expect(widest.range.to).toBe('2099-12-31');
  });

  it('keeps at most the latest MAX_BUCKETS buckets', () => {
    const range = reportRange('week', '2000-01-01', '2026-11-25');
    expect(range.buckets).toHaveLength(MAX_BUCKETS.week);
    expect(range.to).toBe('2026-11-29');
    expect(range.from).toBe(range.buckets[0]);
  });

  it('names buckets for tables and under the bars', () => {
    expect(bucketLabel('week', '2026-11-02')).toBe('Week of 2 Nov 2026');
    expect(bucketLabel('month', '2026-11-01')).toBe('November 2026');
    expect(bucketTick('week', '2026-11-02')).toBe('2 Nov');
    expect(bucketTick('month', '2026-11-01')).toBe('Nov 26');
  });
});
