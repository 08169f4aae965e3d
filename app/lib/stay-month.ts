import { addMonths, bookableDates, type BookingWindow } from './booking-window.ts';
import { addDays, isIsoDate } from './dates.ts';
import { MAX_STAY_NIGHTS } from './schemas/stay.ts';

// The stay page's month of free nights (routes/site/book-stay.tsx): which month is shown, what each night
// is, and where a pick leads. Its state lives in the address (?month=&checkIn=&checkOut=&adults=), so it
// works without JavaScript, like the calendar's month.

/** A night of the month: bookable with some room free, full or closed, or not bookable at all. */
export type NightState = 'open' | 'full' | 'unbookable';

export interface StayMonthQuery {
  month: string;
  checkIn: string | null;
  checkOut: string | null;
  adults: string | null;
}

export interface StayMonthNight {
  night: string;
  state: NightState;
  /** Where choosing it leads: as check-in, or as check-out after the chosen check-in; null when it cannot be chosen. */
  href: string | null;
  pick: 'check-in' | 'check-out' | null;
  /** Inside the chosen stay (check-in up to the night before check-out). */
  chosen: boolean;
}

export interface StayMonthView {
  query: StayMonthQuery;
  today: string;
  nights: StayMonthNight[];
  previous: string | null;
  next: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months a guest may look at: from this month to the month of the last bookable check-in. */
export function stayMonths(window: BookingWindow): { first: string; last: string } {
  const { min, max } = bookableDates('stay', window);
  return { first: min.slice(0, 7), last: max.slice(0, 7) };
}

/** The address's month and picks, anything odd or out of the window dropped. */
export function readStayMonthQuery(params: URLSearchParams, window: BookingWindow): StayMonthQuery {
  const { first, last } = stayMonths(window);
  const { min, max } = bookableDates('stay', window);
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) && asked >= first && asked <= last ? asked : first;
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) ? value : null;
  };
  const checkIn = date('checkIn');
  const validCheckIn = checkIn && checkIn >= min && checkIn <= max ? checkIn : null;
  const checkOut = date('checkOut');
  const validCheckOut =
    validCheckIn && checkOut && checkOut > validCheckIn && checkOut <= addDays(validCheckIn, MAX_STAY_NIGHTS) ? checkOut : null;
  const adults = params.get('adults') ?? '';
  return { month, checkIn: validCheckIn, checkOut: validCheckOut, adults: /^[1-8]$/.test(adults) ? adults : null };
}

export function stayMonthHref(query: StayMonthQuery, changes: Partial<StayMonthQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams({ month: next.month });
  if (next.checkIn) params.set('checkIn', next.checkIn);
  if (next.checkOut) params.set('checkOut', next.checkOut);
  if (next.adults) params.set('adults', next.adults);
  return `/book-your-stay?${params.toString()}`;
}

/** 'YYYY-MM' one month before or after. */
function shift(month: string, delta: number): string {
  return addMonths(`${month}-01`, delta).slice(0, 7);
}

/** The months whose nights decide whether the shown month's check-out picks are open: check-in's up to the shown one. */
export function monthsToRead(query: StayMonthQuery): string[] {
  const months = [query.month];
  if (!query.checkIn || query.checkOut) return months;
  for (let month = query.checkIn.slice(0, 7); month < query.month && months.length < 4; month = shift(month, 1)) months.push(month);
  return months;
}

/**
 * The shown month, night by night. A night with no room of any type, a past night and one outside the
 * window cannot be chosen. With a check-in chosen and no check-out yet, a later night is offered as the
 * check-out when every night from the check-in up to it is open (at most MAX_STAY_NIGHTS); any other
 * open night starts again as a new check-in.
 */
export function stayMonthView(query: StayMonthQuery, window: BookingWindow, open: ReadonlyMap<string, boolean>): StayMonthView {
  const { min, max } = bookableDates('stay', window);
  const { first, last } = stayMonths(window);
  const days = new Date(Date.UTC(Number(query.month.slice(0, 4)), Number(query.month.slice(5, 7)), 0)).getUTCDate();
  const checkOutReach = query.checkIn && !query.checkOut ? lastCheckOut(query.checkIn, open) : null;
  const nights = Array.from({ length: days }, (_, i): StayMonthNight => {
    const night = `${query.month}-${String(i + 1).padStart(2, '0')}`;
    const chosen = Boolean(query.checkIn && night >= query.checkIn && (query.checkOut ? night < query.checkOut : night === query.checkIn));
    const asCheckOut = checkOutReach !== null && night > query.checkIn! && night <= checkOutReach;
    const bookable = night >= min && night <= max;
    const state: NightState = night < min || night > addDays(max, MAX_STAY_NIGHTS) ? 'unbookable' : open.get(night) ? 'open' : 'full';
    if (asCheckOut && state === 'open')
      return { night, state, chosen, pick: 'check-out', href: stayMonthHref(query, { checkOut: night, month: night.slice(0, 7) }) };
    if (state === 'open' && bookable)
      return {
        night,
        state,
        chosen,
        pick: 'check-in',
        href: stayMonthHref(query, { checkIn: night, checkOut: null, month: night.slice(0, 7) }),
      };
    return { night, state: state === 'open' && !bookable ? 'unbookable' : state, chosen, pick: null, href: null };
  });
  return {
    query,
    today: window.today,
    nights,
    previous: query.month > first ? stayMonthHref(query, { month: shift(query.month, -1) }) : null,
    next: query.month < last ? stayMonthHref(query, { month: shift(query.month, 1) }) : null,
  };
}

/** The latest check-out after `checkIn` with every night before it open, within MAX_STAY_NIGHTS; null when its own night is not. */
function lastCheckOut(checkIn: string, open: ReadonlyMap<string, boolean>): string | null {
  if (!open.get(checkIn)) return null;
  let night = checkIn;
  for (let count = 1; count < MAX_STAY_NIGHTS && open.get(addDays(night, 1)); count++) night = addDays(night, 1);
  return addDays(night, 1);
}
