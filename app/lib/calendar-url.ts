// The calendar's state lives in its URL, so a day can be linked, shared and reached with back/forward.

export interface CalendarQuery {
  date: string;
  mode: 'upcoming' | 'past';
  month: string;
  q: string;
  time: string;
  type: string;
}

// What form encoding leaves as it is; and a UTF-16 half without its other half, which encodeURIComponent
// refuses and URLSearchParams writes as U+FFFD.
const FORM_SAFE = /^[\w*.-]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A value as URLSearchParams writes it (application/x-www-form-urlencoded): encodeURIComponent leaves
 * ! ' ( ) ~ as they are and writes a space as %20. The calendar panel makes some forty addresses per page,
 * and a URLSearchParams for each was 1 % of the server's CPU on that page.
 */
function formValue(value: string): string {
  if (FORM_SAFE.test(value)) return value;
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd')).replace(/[!'()~]|%20/g, (match) =>
    match === '%20' ? '+' : `%${match.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function calendarHref(current: CalendarQuery, changes: Partial<CalendarQuery>): string {
  const next = { ...current, ...changes };
  let href = `/calendar?date=${formValue(next.date)}`;
  if (next.month !== next.date.slice(0, 7)) href += `&month=${formValue(next.month)}`;
  if (next.mode !== 'upcoming') href += `&mode=${formValue(next.mode)}`;
  if (next.q) href += `&q=${formValue(next.q)}`;
  if (next.time) href += `&time=${formValue(next.time)}`;
  if (next.type) href += `&type=${formValue(next.type)}`;
  return href;
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
