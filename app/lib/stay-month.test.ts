import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { monthsToRead, readStayMonthQuery, stayMonthView } from './stay-month.ts';

const window = { today: '2026-11-23', horizonMonths: 18 };

/** Every night of December 2026 open but the 10th and 11th (closed), and November's. */
function december(closed: string[] = ['2026-12-10', '2026-12-11']) {
  const open = new Map<string, boolean>();
  for (let night = '2026-11-01'; night < '2027-01-01'; night = addDays(night, 1)) open.set(night, !closed.includes(night));
  return open;
}

const view = (search: string) => stayMonthView(readStayMonthQuery(new URLSearchParams(search), window), window, december());
const night = (shown: ReturnType<typeof view>, date: string) => shown.nights.find((item) => item.night === date)!;

describe('the stay’s month of free nights', () => {
  it('shows this month by default, and nothing before it nor after the bookable window', () => {
    expect(view('').query.month).toBe('2026-11');
    expect(view('month=2026-10').query.month).toBe('2026-11');
    expect(view('month=2099-01').query.month).toBe('2026-11');
    expect(view('').previous).toBeNull();
    expect(view('').next).toBe('/book-your-stay?month=2026-12');
    expect(view('month=2028-05').next).toBeNull();
  });

  it('offers open nights from today as check-in; past and closed nights cannot be chosen', () => {
    const november = view('');
    expect(night(november, '2026-11-22')).toMatchObject({ state: 'unbookable', href: null });
    expect(night(november, '2026-11-23')).toMatchObject({
      state: 'open',
      pick: 'check-in',
      href: '/book-your-stay?month=2026-11&checkIn=2026-11-23',
    });
    const shown = view('month=2026-12');
    expect(night(shown, '2026-12-10')).toMatchObject({ state: 'full', href: null });
  });

  it('after a check-in, offers later nights as check-out while every night between is open', () => {
    const shown = view('month=2026-12&checkIn=2026-12-05&adults=3');
    expect(night(shown, '2026-12-05')).toMatchObject({ chosen: true, pick: 'check-in' });
    expect(night(shown, '2026-12-09')).toMatchObject({
      pick: 'check-out',
      href: '/book-your-stay?month=2026-12&checkIn=2026-12-05&checkOut=2026-12-09&adults=3',
    });
    expect(night(shown, '2026-12-10')).toMatchObject({ state: 'full', href: null });
    // Beyond the closed nights, a pick starts a new stay.
    expect(night(shown, '2026-12-12')).toMatchObject({
      pick: 'check-in',
      href: '/book-your-stay?month=2026-12&checkIn=2026-12-12&adults=3',
    });
  });

  it('marks the chosen nights, check-out’s own night excluded', () => {
    const shown = view('month=2026-12&checkIn=2026-12-05&checkOut=2026-12-08');
    expect(shown.nights.filter((item) => item.chosen).map((item) => item.night)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
  });

  it('drops picks it cannot use, and reads the check-in’s month as well for check-out picks in the next one', () => {
    expect(readStayMonthQuery(new URLSearchParams('checkIn=2020-01-01&checkOut=2020-01-03'), window)).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(readStayMonthQuery(new URLSearchParams('checkIn=2026-12-05&checkOut=2026-12-04&adults=12'), window)).toMatchObject({
      checkIn: '2026-12-05',
      checkOut: null,
      adults: null,
    });
    expect(monthsToRead(readStayMonthQuery(new URLSearchParams('month=2027-01&checkIn=2026-12-20'), window))).toEqual([
      '2027-01',
      '2026-12',
    ]);
  });
});
