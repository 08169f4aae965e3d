// The calendar's state lives in its URL, so a day can be linked, shared and reached with back/forward.

export interface CalendarQuery {
  date: string;
  mode: 'upcoming' | 'past';
  month: string;
  q: string;
  time: string;
  type: string;
}

export function calendarHref(current: CalendarQuery, changes: Partial<CalendarQuery>): string {
  const next = { ...current, ...changes };
  const params = new URLSearchParams();
  params.set('date', next.date);
  if (next.month !== next.date.slice(0, 7)) params.set('month', next.month);
  if (next.mode !== 'upcoming') params.set('mode', next.mode);
  if (next.q) params.set('q', next.q);
  if (next.time) params.set('time', next.time);
  if (next.type) params.set('type', next.type);
  return `/calendar?${params.toString()}`;
}

/** 'YYYY-MM' one month before or after. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** The days of a month grid starting on Sunday: null for the blanks before the first day. */
export function monthGrid(month: string): (string | null)[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const blanks: null[] = Array.from({ length: first.getUTCDay() }, () => null);
  const dates = Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return [...blanks, ...dates];
}
