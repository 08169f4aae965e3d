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

/** A weekly time as staff and guests read it: 'Mon 7:00 AM'. */
export function weeklyTimeText(entry: ClassWeeklyTime, names: readonly string[] = WEEKDAY_SHORT): string {
  return `${names[entry.weekday]} ${slotOfTime(entry.time)}`;
}

/** In week order, Monday first (the estate's week), then by time. */
export function sortWeeklyTimes(times: readonly ClassWeeklyTime[]): ClassWeeklyTime[] {
  const order = (weekday: number) => (weekday + 6) % 7;
  return [...times].sort((a, b) => order(a.weekday) - order(b.weekday) || a.time.localeCompare(b.time));
}

/** The form's text of a class's times, such as 'Mon 7:00 AM, Thu 5:30 PM'. */
export function weeklyTimesText(times: readonly ClassWeeklyTime[]): string {
  return sortWeeklyTimes(times)
    .map((entry) => weeklyTimeText(entry))
    .join(', ');
}

/**
 * Reads the form's text: entries separated by commas, each a weekday (three letters or the whole name)
 * and a time ('7:00 AM' or '07:00'). Answers the times in week order, each once, or the entry it could not read.
 */
export function parseWeeklyTimes(text: string): { times: ClassWeeklyTime[] } | { unreadable: string } {
  const seen = new Map<string, ClassWeeklyTime>();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^([A-Za-z]+)\.?\s+(.+)$/.exec(entry);
    const word = match?.[1]?.toLowerCase() ?? '';
    const weekday = WEEKDAY_LONG.findIndex((name) => word.length >= 3 && name.toLowerCase().startsWith(word));
    const minutes = match ? slotMinutes(match[2]!) : null;
    if (weekday < 0 || minutes === null) return { unreadable: entry };
    const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    seen.set(`${weekday} ${time}`, { weekday, time });
  }
  return { times: sortWeeklyTimes([...seen.values()]) };
}
