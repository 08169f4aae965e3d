import { Form, Link } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { rosterCsvHref, todayHref } from '#app/lib/admin/today-view.ts';
import { formatLongUsWeekdayDate } from '#app/lib/dates.ts';
import { buttonClass } from './buttons.ts';

/**
 * The day shown and the way to others: links to the day before and after, and a GET form for any date,
 * all working before (or without) JavaScript. Printing and the CSV act on the rosters of this day.
 */
export function TodayDayNav({ day, today, previous, next }: { day: string; today: string; previous: string; next: string }) {
  return (
    <nav
      aria-label="Day"
      className="mb-6 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5 print:p-0 print:shadow-none print:ring-0"
    >
      <p className="text-xl font-semibold text-forest-900" data-testid="today-day">
        <time dateTime={day}>{formatLongUsWeekdayDate(day)}</time>
        {day === today ? <span className="ml-2 text-base font-normal text-muted">(today)</span> : null}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3 print:hidden">
        <Link to={todayHref(previous, today)} className={buttonClass('secondary', 'sm')} rel="prev">
          <span aria-hidden="true">←</span> Previous day
        </Link>
        <Link to={todayHref(next, today)} className={buttonClass('secondary', 'sm')} rel="next">
          Next day <span aria-hidden="true">→</span>
        </Link>
        {day === today ? null : (
          <Link to="/admin/today" className={buttonClass('ghost', 'sm')}>
            Back to today
          </Link>
        )}
        <Form method="get" action="/admin/today" className="flex flex-wrap items-start gap-2">
          <Field label="Go to date" id="today-date" type="date" name="date" defaultValue={day} key={day} required />
          <button type="submit" className={`${buttonClass('secondary')} mt-7`}>
            Show
          </button>
        </Form>
      </div>
      <div className="mt-3 flex flex-wrap gap-3 print:hidden">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => window.print()}>
          Print rosters
        </button>
        <a href={rosterCsvHref(day)} className={buttonClass('secondary', 'sm')} download>
          Download rosters (CSV)
        </a>
      </div>
    </nav>
  );
}
