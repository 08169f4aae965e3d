import { describe, expect, it } from 'vitest';
import { MAX_SERIES_EVENTS, REPEAT_MESSAGES, repeatDates, repeatProblem, type RepeatRule } from './event-repeat.ts';

// 2 December 2026 is a Wednesday.
const WEDNESDAY = '2026-12-02';
const rule = (overrides: Partial<RepeatRule>): RepeatRule => ({ repeat: 'weekly', weekdays: [3], ends: 'count', count: 4, ...overrides });

describe('the dates of a Repeat', () => {
  it('does not repeat: the one date', () => {
    expect(repeatDates(WEDNESDAY, rule({ repeat: 'none' }))).toEqual([WEDNESDAY]);
  });

  it('weekly on the start weekday, for 4 events', () => {
    expect(repeatDates(WEDNESDAY, rule({}))).toEqual(['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23']);
  });

  it('on chosen weekdays: the start counts only when its weekday is chosen', () => {
    // Monday and Friday from a Wednesday: Friday 4th first.
    expect(repeatDates(WEDNESDAY, rule({ weekdays: [1, 5], count: 3 }))).toEqual(['2026-12-04', '2026-12-07', '2026-12-11']);
  });

  it('every day until a date, the end date included, across a month and a year', () => {
    expect(repeatDates('2026-12-30', rule({ repeat: 'daily', ends: 'until', until: '2027-01-02' }))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('a leap day falls where it is', () => {
    expect(repeatDates('2028-02-28', rule({ repeat: 'daily', count: 3 }))).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('a year of daily events is allowed, a day more is not', () => {
    const year = rule({ repeat: 'daily', ends: 'until', until: '2027-12-02' });
    expect(repeatDates(WEDNESDAY, year)).toHaveLength(MAX_SERIES_EVENTS);
    expect(repeatProblem(WEDNESDAY, year)).toBeNull();
    expect(repeatProblem(WEDNESDAY, { ...year, until: '2027-12-03' })).toEqual({ field: 'repeatUntil', message: REPEAT_MESSAGES.tooMany });
    // The walk stops one past the limit rather than building every date of a far end.
    expect(repeatDates(WEDNESDAY, { ...year, until: '9999-12-31' })).toHaveLength(MAX_SERIES_EVENTS + 1);
  });

  it('stops at the last date there is', () => {
    expect(repeatDates('9999-12-30', rule({ repeat: 'daily', count: 5 }))).toEqual(['9999-12-30', '9999-12-31']);
  });
});

describe('what is wrong with a rule', () => {
  it('names the field and says why', () => {
    expect(repeatProblem(WEDNESDAY, rule({ weekdays: [] }))).toEqual({ field: 'repeatWeekdays', message: REPEAT_MESSAGES.weekdays });
    for (const count of [undefined, 0, MAX_SERIES_EVENTS + 1, 2.5])
      expect(repeatProblem(WEDNESDAY, rule({ count }))).toEqual({ field: 'repeatCount', message: REPEAT_MESSAGES.count });
    expect(repeatProblem(WEDNESDAY, rule({ count: MAX_SERIES_EVENTS }))).toBeNull();
    expect(repeatProblem(WEDNESDAY, rule({ ends: 'until', until: undefined }))).toEqual({
      field: 'repeatUntil',
      message: REPEAT_MESSAGES.untilMissing,
    });
    expect(repeatProblem(WEDNESDAY, rule({ ends: 'until', until: '2026-12-01' }))).toEqual({
      field: 'repeatUntil',
      message: REPEAT_MESSAGES.untilBefore,
    });
    // Only Sundays chosen, ending on the Saturday: no date at all.
    expect(repeatProblem(WEDNESDAY, rule({ weekdays: [0], ends: 'until', until: '2026-12-05' }))).toEqual({
      field: 'repeatUntil',
      message: REPEAT_MESSAGES.noDates,
    });
  });

  it('a rule that does not repeat has nothing wrong, whatever its other fields say', () => {
    expect(repeatProblem(WEDNESDAY, rule({ repeat: 'none', weekdays: [], count: 0 }))).toBeNull();
  });
});
