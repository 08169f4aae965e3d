// Calendar dates travel as 'YYYY-MM-DD' strings in the estate's time zone; these helpers
// never let the server's own zone leak into them.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Making an Intl formatter costs far more than using one (ICU resolves locale and zone data each time),
// and the calendar page formats some forty dates per render: each set of options gets one formatter,
// made on first use and kept (found without building a key from the options on every call).
function keptFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const monthName = keptFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const longUsDate = keptFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const longUsWeekdayDate = keptFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = keptFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayDate = keptFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthYear = keptFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = keptFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const gridDay = keptFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const gridWeekday = keptFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
/**
 * A formatter of ISO dates that keeps its answers: a calendar page formats the same forty days on every
 * render, and a formatted date was 5 % of the CPU of a page rendered per request. Bounded, since the
 * dates come from addresses visitors type.
 */
function keptDates(format: () => Intl.DateTimeFormat): (iso: string) => string {
  const kept = new Map<string, string>();
  return (iso) => {
    let text = kept.get(iso);
    if (text === undefined) {
      text = format().format(toUtcDate(iso));
      if (kept.size >= 1_000) kept.clear();
      kept.set(iso, text);
    }
    return text;
  };
}

// en-CA formats as YYYY-MM-DD; one per zone asked for.
const isoDayIn = new Map<string, Intl.DateTimeFormat>();

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = isoDayIn.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDayIn.set(timeZone, format);
  }
  return format.format(now);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the zone's wall clock reads it, 'YYYY-MM-DD HH:mm' (24-hour): how exports write times. */
export function wallClockIn(timeZone: string, instant: Date): string {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function toUtcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function addDays(iso: string, days: number): string {
  const date = toUtcDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((toUtcDate(toIso).getTime() - toUtcDate(fromIso).getTime()) / 86_400_000);
}

export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** '22nd November 2026' */
export function formatOrdinalDate(iso: string): string {
  const date = toUtcDate(iso);
  const month = monthName().format(date);
  return `${ordinal(date.getUTCDate())} ${month} ${date.getUTCFullYear()}`;
}

/** 'November 22, 2026' */
export const formatLongUsDate = keptDates(longUsDate);

/** '12 December 2026' */
export const formatDayMonthYear = keptDates(dayMonthYear);

/** '23 Nov' and 'Mon': a night's heading on the occupancy grid */
export function formatGridNight(iso: string): { day: string; weekday: string } {
  const date = toUtcDate(iso);
  return {
    day: gridDay().format(date),
    weekday: gridWeekday().format(date),
  };
}

/** 'Sunday, January 10, 2027' */
export const formatLongUsWeekdayDate = keptDates(longUsWeekdayDate);

/** '12 Jan 2026' */
export const formatShortDate = keptDates(shortDate);

/** 'Sunday 22 November' */
export const formatWeekdayDate = keptDates(weekdayDate);

/** 'November 2026', for a month given as 'YYYY-MM' */
export function formatMonthYear(month: string): string {
  return monthYear().format(toUtcDate(`${month}-01`));
}
