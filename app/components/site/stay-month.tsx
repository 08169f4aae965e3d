import { monthGrid } from '#app/lib/calendar-url.ts';
import { formatMonthYear, formatWeekdayDate } from '#app/lib/dates.ts';
import type { StayMonthNight, StayMonthView } from '#app/lib/stay-month.ts';
import { WeekdayHead } from '../ui/weekday-head.tsx';

// The stay page's month of free nights: plain links and server markup, read in the loader
// from the rooms' stock. A night with no room of any type is struck through and cannot be chosen, nor
// can a past one or one outside the bookable window; an open night sets the check-in, and after it a
// later one the check-out, filling in the date fields.

export const STAY_MONTH_ID = 'stay-month';
const TO_MONTH = `#${STAY_MONTH_ID}`;

const arrow = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-xl text-forest-900';

function MonthLink({ href, label, symbol }: { href: string | null; label: string; symbol: string }) {
  if (!href)
    return (
      <span className={`${arrow} text-sand-300`} aria-hidden="true">
        {symbol}
      </span>
    );
  return (
    <a href={`${href}${TO_MONTH}`} aria-label={label} className={`${arrow} hover:bg-sand-100`}>
      {symbol}
    </a>
  );
}

function NightCell({ night, view }: { night: StayMonthNight; view: StayMonthView }) {
  const day = Number(night.night.slice(8));
  const name = formatWeekdayDate(night.night);
  const isToday = night.night === view.today;
  const base = 'mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm';
  if (night.href) {
    const action = night.pick === 'check-out' ? 'choose as check-out' : 'choose as check-in';
    const tone = night.chosen
      ? 'bg-forest-800 font-semibold text-white hover:bg-forest-700'
      : night.pick === 'check-out'
        ? 'bg-forest-100 font-semibold text-forest-900 ring-1 ring-forest-600 hover:bg-forest-600 hover:text-white'
        : `font-medium text-forest-900 hover:bg-sand-200 ${isToday ? 'ring-2 ring-forest-600' : ''}`;
    return (
      <a href={`${night.href}${TO_MONTH}`} className={`${base} ${tone}`} aria-current={night.chosen ? 'date' : undefined}>
        <span aria-hidden="true">{day}</span>
        <span className="sr-only">
          {name}
          {night.chosen ? ', chosen' : ''}: {action}
        </span>
      </a>
    );
  }
  if (night.state === 'full')
    return (
      <span className={`${base} bg-sand-100 text-clay-700`}>
        <s aria-hidden="true">{day}</s>
        <span className="sr-only">{name}: no rooms</span>
      </span>
    );
  return (
    <span className={`${base} ${night.chosen ? 'bg-forest-800 text-white' : 'text-muted'}`}>
      <span aria-hidden="true">{day}</span>
      <span className="sr-only">
        {name}
        {night.chosen ? ', chosen' : ''}: not bookable
      </span>
    </span>
  );
}

/** `formId`: the dates' form, which a button here sends once both dates are picked (on a phone it is out of sight). */
export function StayMonth({ view, formId }: { view: StayMonthView; formId: string }) {
  const byNight = new Map(view.nights.map((night) => [night.night, night]));
  const cells = monthGrid(view.query.month);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  while (weeks.length < 6) weeks.push([]);
  const month = formatMonthYear(view.query.month);
  const hint = !view.query.checkIn
    ? 'Choose your check-in date.'
    : view.query.checkOut
      ? 'Your dates are filled in above.'
      : 'Now choose your check-out date.';

  return (
    <section
      id={STAY_MONTH_ID}
      aria-labelledby="stay-month-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 className="font-sans text-sm font-semibold tracking-[0.12em] text-clay-700 uppercase">Free nights</h2>
      <div className="mt-2 flex items-center justify-between">
        <MonthLink href={view.previous} label="Previous month" symbol="‹" />
        <p id="stay-month-heading" className="font-display text-xl font-semibold text-forest-900">
          {month}
        </p>
        <MonthLink href={view.next} label="Next month" symbol="›" />
      </div>
      <table className="mt-2 w-full table-fixed text-center">
        <caption className="sr-only">Nights with a free room in {month}</caption>
        <WeekdayHead />
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {Array.from({ length: 7 }, (_, column) => {
                const date = week[column];
                const night = date ? byNight.get(date) : undefined;
                return (
                  <td key={date ?? `blank-${column}`} className="h-11 p-0.5">
                    {night ? <NightCell night={night} view={view} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 min-h-10 text-sm text-ink" aria-live="polite">
        {hint}
      </p>
      {view.query.checkIn && view.query.checkOut ? (
        <button
          type="submit"
          form={formId}
          className="mt-1 mb-3 min-h-11 w-full rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-forest-700"
        >
          SEE ROOMS FOR THESE DATES
        </button>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-5 w-5 rounded-full bg-forest-800" />
          Your nights
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-sand-100 text-clay-700">
            <s>9</s>
          </span>
          No rooms left
        </li>
      </ul>
    </section>
  );
}
