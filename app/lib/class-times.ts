import { slotMinutes } from './events.ts';

// A class's weekly times, as the class form writes them ('Mon 7:00 AM, Thu 5:30 PM') and as the
// database keeps them (weekday 0 Sunday … 6 Saturday, start 'HH:MM' on the estate's clock). The timetable
// job, the class form, the staff's list and the public /classes page all read them through this module.

/** One weekly time of a class. */
export interface ClassWeeklyTime {
  weekday: number;
  time: string;
}

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** How many weeks of dates a class keeps made when staff choose none. */
export const DEFAULT_WEEKS_AHEAD = 8;

/** The weekday (0 Sunday … 6 Saturday) of a date 'YYYY-MM-DD'. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' as the calendar writes a slot: '07:00' → '7:00 AM', '17:30' → '5:30 PM'. */
export function slotOfTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A calendar slot as the database keeps a weekly time: '7:30 AM' → '07:30'; null when it is no time of day. */
export function timeOfSlot(slot: string): string | null {
  const minutes = slotMinutes(slot);
  return minutes === null ? null : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Every day of the week at each of the slots, in week order. */
export function dailyTimes(slots: readonly string[]): ClassWeeklyTime[] {
  const times = slots.map((slot) => {
    const time = timeOfSlot(slot);
    if (time === null) throw new Error(`not a time of day: ${slot}`);
    return time;
  });
  return sortWeeklyTimes(WEEKDAY_SHORT.flatMap((_, weekday) => times.map((time) => ({ weekday, time }))));
}

/** A weekly time as staff and guests read it: 'Mon 7:00 AM'. */
export function weeklyTimeText(entry: ClassWeeklyTime, names: readonly string[] = WEEKDAY_SHORT): string {
  return `${names[entry.weekday]} ${slotOfTime(entry.time)}`;
}

/** In week order, Monday first (the estate's week), then by time. */
export function sortWeeklyTimes(times: readonly ClassWeeklyTime[]): ClassWeeklyTime[] {
  const order = (weekday: number) => (weekday + 6) % 7;
  return [...times].sort((a, b) => order(a.weekday) - order(b.weekday) || a.time.localeCompare(b.time));
}

/** The word the form and the summaries use for a time kept on all seven days. */
export const DAILY = 'Daily';

/** Each start time of the class with the weekdays it runs at it (Monday first), earliest time first. */
function weekdaysByTime(times: readonly ClassWeeklyTime[]): Map<string, number[]> {
  const byTime = new Map<string, number[]>();
  for (const entry of sortWeeklyTimes(times)) byTime.set(entry.time, [...(byTime.get(entry.time) ?? []), entry.weekday]);
  return new Map([...byTime].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The form's text of a class's times, such as 'Mon 7:00 AM, Thu 5:30 PM'; a time kept every day is written
 * once, 'Daily 7:30 AM', ahead of the others.
 */
export function weeklyTimesText(times: readonly ClassWeeklyTime[]): string {
  const byTime = weekdaysByTime(times);
  const daily = [...byTime].filter(([, days]) => days.length === 7).map(([time]) => time);
  const others = sortWeeklyTimes(times.filter((entry) => !daily.includes(entry.time)));
  return [...daily.map((time) => `${DAILY} ${slotOfTime(time)}`), ...others.map((entry) => weeklyTimeText(entry))].join(', ');
}

/**
 * The times as a guest reads them, the times that share their weekdays in one line: 'Daily · 7:30 AM,
 * 5:00 PM', 'Mon, Thu · 7:00 AM'. Lines in week order of their first weekday, then by time.
 */
export function weeklyTimesSummary(times: readonly ClassWeeklyTime[], names: readonly string[] = WEEKDAY_SHORT): string[] {
  const lines = new Map<string, { days: number[]; slots: string[] }>();
  for (const [time, days] of weekdaysByTime(times)) {
    const key = days.join(' ');
    const line = lines.get(key) ?? { days, slots: [] };
    line.slots.push(slotOfTime(time));
    lines.set(key, line);
  }
  const order = (weekday: number) => (weekday + 6) % 7;
  return [...lines.values()]
    .sort((a, b) => order(a.days[0]!) - order(b.days[0]!))
    .map(({ days, slots }) => `${days.length === 7 ? DAILY : days.map((day) => names[day]).join(', ')} · ${slots.join(', ')}`);
}

/**
 * Reads the form's text: entries separated by commas, each a weekday (three letters or the whole name,
 * or 'Daily' for all seven) and a time ('7:00 AM' or '07:00'). Answers the times in week order, each once, or the entry it could not read.
 */
export function parseWeeklyTimes(text: string): { times: ClassWeeklyTime[] } | { unreadable: string } {
  const seen = new Map<string, ClassWeeklyTime>();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^([A-Za-z]+)\.?\s+(.+)$/.exec(entry);
    const word = match?.[1]?.toLowerCase() ?? '';
    const weekday = WEEKDAY_LONG.findIndex((name) => word.length >= 3 && name.toLowerCase().startsWith(word));
    const days = word === DAILY.toLowerCase() ? [0, 1, 2, 3, 4, 5, 6] : [weekday];
    const time = match ? timeOfSlot(match[2]!) : null;
    if (days.includes(-1) || time === null) return { unreadable: entry };
    for (const day of days) seen.set(`${day} ${time}`, { weekday: day, time });
  }
  return { times: sortWeeklyTimes([...seen.values()]) };
}
