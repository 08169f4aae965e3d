import { addDays, isIsoDate } from './dates.ts';
import type { EventRepeat, RepeatEnd } from './enums.ts';

// The dates a "Repeat" makes, on both sides: the form checks a rule with them in the
// browser, and the server builds the series from the same list.

/** The most events one Repeat makes: a year of daily classes. */
export const MAX_SERIES_EVENTS = 366;

/** The weekdays in the order the form shows them, numbered as Date.getUTCDay() numbers them (Sunday 0). */
export const WEEKDAYS = [
  { day: 1, label: 'Mon', name: 'Monday' },
  { day: 2, label: 'Tue', name: 'Tuesday' },
  { day: 3, label: 'Wed', name: 'Wednesday' },
  { day: 4, label: 'Thu', name: 'Thursday' },
  { day: 5, label: 'Fri', name: 'Friday' },
  { day: 6, label: 'Sat', name: 'Saturday' },
  { day: 0, label: 'Sun', name: 'Sunday' },
] as const;

export interface RepeatRule {
  repeat: EventRepeat;
  /** Days of the week (Sunday 0) of a weekly repeat. */
  weekdays: readonly number[];
  ends: RepeatEnd;
  count?: number | undefined;
  until?: string | undefined;
}

export const REPEAT_MESSAGES = {
  weekdays: 'Choose at least one weekday.',
  count: `Enter how many times, a whole number from 1 to ${MAX_SERIES_EVENTS}.`,
  untilMissing: 'Enter the date the repeat ends.',
  untilBefore: "The end date must be on or after the event's date.",
  tooMany: `A repeat makes at most ${MAX_SERIES_EVENTS} events; choose an earlier end date.`,
  noDates: 'No chosen weekday falls between the date and the end date.',
  /** Editing, deleting or cancelling an event of a series. */
  scope: 'Choose this event, or this and later events.',
} as const;

export type RepeatProblem = { field: 'repeatWeekdays' | 'repeatCount' | 'repeatUntil'; message: string };

function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The dates of a repeat starting on `start`, in order: every day, or the chosen weekdays (the start
 * itself only when its weekday is chosen), until `count` events or the `until` date. At most
 * MAX_SERIES_EVENTS + 1 dates are made, so a rule that asks for too many is seen without building them all.
 */
export function repeatDates(start: string, rule: RepeatRule): string[] {
  if (rule.repeat === 'none') return [start];
  const wanted = rule.ends === 'count' ? Math.min(rule.count ?? 1, MAX_SERIES_EVENTS + 1) : MAX_SERIES_EVENTS + 1;
  const days = new Set(rule.weekdays);
  const dates: string[] = [];
  // A weekly rule finds its next date within seven days, so this walk always ends.
  for (let date = start; dates.length < wanted && isIsoDate(date); date = addDays(date, 1)) {
    if (rule.ends === 'until' && rule.until !== undefined && date > rule.until) break;
    if (rule.repeat === 'daily' || days.has(weekday(date))) dates.push(date);
    if (rule.repeat === 'weekly' && days.size === 0) break;
  }
  return dates;
}

/** What is wrong with a rule for an event on `start`, or null; the field named is where the form shows it. */
export function repeatProblem(start: string, rule: RepeatRule): RepeatProblem | null {
  if (rule.repeat === 'none') return null;
  if (rule.repeat === 'weekly' && rule.weekdays.length === 0) return { field: 'repeatWeekdays', message: REPEAT_MESSAGES.weekdays };
  if (rule.ends === 'count') {
    const count = rule.count;
    if (count === undefined || !Number.isInteger(count) || count < 1 || count > MAX_SERIES_EVENTS)
      return { field: 'repeatCount', message: REPEAT_MESSAGES.count };
  } else {
    if (rule.until === undefined || !isIsoDate(rule.until)) return { field: 'repeatUntil', message: REPEAT_MESSAGES.untilMissing };
    if (isIsoDate(start) && rule.until < start) return { field: 'repeatUntil', message: REPEAT_MESSAGES.untilBefore };
  }
  if (!isIsoDate(start)) return null;
  const dates = repeatDates(start, rule);
  if (dates.length > MAX_SERIES_EVENTS) return { field: 'repeatUntil', message: REPEAT_MESSAGES.tooMany };
  if (dates.length === 0) return { field: 'repeatUntil', message: REPEAT_MESSAGES.noDates };
  return null;
}
