import { calendar } from '#app/content/calendar.ts';
import { calendarHref, type CalendarQuery, monthGrid, shiftMonth } from '#app/lib/calendar-url.ts';
import { formatMonthYear, formatWeekdayDate } from '#app/lib/dates.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { ChevronDown } from '../ui/chevron-down.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { WeekdayHead } from '../ui/weekday-head.tsx';
import { calendarPanelMarkup } from './calendar-panel.contract.ts';

// Morning is before noon, afternoon noon to 4:59 PM, evening from 5 PM (app/lib/events.ts).
const TIME_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
] as const;

const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  { value: 'therapy', label: 'Therapy' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'retreat', label: 'Retreat' },
] as const;

// Every choice here is a new page. A chosen day, a search or a filter brings the guest to the list;
// a new month or mode keeps them at the grid to choose a day.
const TO_LIST = '#selected-date';
const TO_GRID = '#calendar-month';

/**
 * The calendar's side panel, connected to data: mode, month grid, search and filters all narrow the
 * list. Plain links and a GET form; calendar-panel.enhance.ts sends the form when a select changes.
 */
export function CalendarPanel({ query, today, markedDates }: { query: CalendarQuery; today: string; markedDates: readonly string[] }) {
  const marked = new Set(markedDates);
  const weeks: (string | null)[][] = [];
  const cells = monthGrid(query.month);
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const active = activeFilters(query);
  const selectable = (date: string) => (query.mode === 'upcoming' ? date >= today : date <= today);

  return (
    <aside
      aria-label="Find an experience"
      {...calendarPanelMarkup.panel.props()}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 lg:sticky lg:top-20 lg:row-span-2"
    >
      {/*
       * On a phone the day's events come first: the month grid, search and filters wait behind "Filter"
       * (a link to #calendar-month opens it again: the browser reveals a fragment's target). From 1024 px
       * app.css shows them always and hides the summary.
       */}
      <details className="filter-disclosure group/filter">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-sm font-semibold tracking-[0.12em] text-forest-900 [&::-webkit-details-marker]:hidden">
          <span>
            FILTER
            {active ? <span className="ml-2 font-normal tracking-normal text-muted">{active}</span> : null}
          </span>
          <ChevronDown className="group-open/filter:rotate-180" />
        </summary>
        <div className="space-y-6 px-5 pb-5 lg:pt-5">
          <div
            role="group"
            aria-label="Show"
            className="grid grid-cols-2 rounded-full bg-sand-100 p-1 text-sm font-semibold tracking-[0.1em]"
          >
            {(['upcoming', 'past'] as const).map((mode) => (
              <a
                key={mode}
                href={`${calendarHref(query, { mode, date: today, month: today.slice(0, 7) })}${TO_GRID}`}
                aria-current={query.mode === mode ? 'true' : undefined}
                className={`rounded-full px-3 py-2 text-center ${query.mode === mode ? 'bg-forest-800 text-white' : 'text-forest-900 hover:bg-sand-200'}`}
              >
                {mode.toUpperCase()}
              </a>
            ))}
          </div>

          <div>
            <div id="calendar-month" className="flex scroll-mt-24 items-center justify-between">
              <a
                href={`${calendarHref(query, { month: shiftMonth(query.month, -1) })}${TO_GRID}`}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand-100"
                aria-label="Previous month"
              >
                ‹
              </a>
              <h2 className="font-sans text-base font-semibold text-forest-900" aria-live="polite">
                {formatMonthYear(query.month)}
              </h2>
              <a
                href={`${calendarHref(query, { month: shiftMonth(query.month, 1) })}${TO_GRID}`}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand-100"
                aria-label="Next month"
              >
                ›
              </a>
            </div>
            <table className="mt-2 w-full table-fixed text-center text-sm">
              <caption className="sr-only">Choose a day in {formatMonthYear(query.month)}</caption>
              <WeekdayHead />
              <tbody>
                {weeks.map((week, index) => (
                  <tr key={index}>
                    {week.map((date, column) =>
                      date ? (
                        <td key={date} className="p-0.5">
                          <DayCell date={date} query={query} today={today} hasEvents={marked.has(date)} selectable={selectable(date)} />
                        </td>
                      ) : (
                        <td key={`blank-${column}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <form method="get" action={`/calendar${TO_LIST}`} {...calendarPanelMarkup.submitOnChange.props()} className="space-y-4">
            <input type="hidden" name="date" value={query.date} />
            {query.mode === 'past' ? <input type="hidden" name="mode" value="past" /> : null}
            <div>
              <label htmlFor="calendar-search" className="text-sm font-semibold text-forest-900">
                Search
              </label>
              <div className="mt-1.5 flex gap-2">
                <input
                  id="calendar-search"
                  name="q"
                  type="search"
                  defaultValue={query.q}
                  maxLength={100}
                  placeholder="Class, teacher or kind"
                  className="min-w-0 flex-1 rounded-lg border border-sand-300 px-3 py-2.5"
                />
                <button
                  type="submit"
                  className="rounded-lg bg-forest-800 px-4 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700"
                >
                  GO
                </button>
              </div>
            </div>
            <SelectField id="calendar-time" name="time" label="Filter By Time" defaultValue={query.time} options={TIME_OPTIONS} />
            <SelectField id="calendar-type" name="type" label="Filter By Type" defaultValue={query.type} options={TYPE_OPTIONS} />
          </form>
        </div>
      </details>
    </aside>
  );
}

/** What narrows the list now, in a few words for the closed "Filter" summary. */
function activeFilters(query: CalendarQuery): string {
  const parts = [
    query.mode === 'past' ? 'past' : '',
    query.q ? `“${query.q}”` : '',
    TIME_OPTIONS.find((option) => option.value === query.time && option.value)?.label ?? '',
    TYPE_OPTIONS.find((option) => option.value === query.type && option.value)?.label ?? '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The 'HOST YOUR EVENT' invitation; under the day's events, so a phone reaches them first. */
export function HostBanner() {
  const site = useSite();
  return (
    <div className="on-dark rounded-xl bg-forest-900 p-5 text-center text-sand-50 lg:col-start-2">
      <p className="font-display text-xl">{brand(calendar.hostLine, site)}</p>
      <a
        href={`/contact?subject=${encodeURIComponent('Host your event')}#enquiry`}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-clay-600 px-5 py-2.5 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-700"
      >
        {calendar.hostButton}
      </a>
    </div>
  );
}

function DayCell({
  date,
  query,
  today,
  hasEvents,
  selectable,
}: {
  date: string;
  query: CalendarQuery;
  today: string;
  hasEvents: boolean;
  selectable: boolean;
}) {
  const day = Number(date.slice(8));
  const selected = date === query.date;
  const isToday = date === today;
  const label = formatWeekdayDate(date);
  const base = 'relative mx-auto flex h-9 w-9 items-center justify-center rounded-full';
  const tone = selected
    ? 'bg-clay-600 font-semibold text-white'
    : isToday
      ? 'ring-2 ring-forest-600 font-semibold text-forest-900'
      : 'text-ink';
  const dot = hasEvents ? (
    <span aria-hidden="true" className={`absolute bottom-0.5 h-1 w-1 rounded-full ${selected ? 'bg-white' : 'bg-clay-600'}`} />
  ) : null;
  const name = `${label}${isToday ? ', today' : ''}${hasEvents ? ', has events' : ''}`;
  if (!selectable) {
    return (
      // A plain span may not carry aria-label (ARIA prohibits naming the generic role): the words are text.
      <span className={`${base} text-muted line-through`}>
        <span aria-hidden="true">{day}</span>
        <span className="sr-only">{`${name}, not available`}</span>
        {dot}
      </span>
    );
  }
  return (
    <a
      href={`${calendarHref(query, { date, month: date.slice(0, 7) })}${TO_LIST}`}
      aria-label={name}
      aria-current={selected ? 'date' : undefined}
      className={`${base} hover:bg-sand-200 ${tone}`}
    >
      {day}
      {dot}
    </a>
  );
}
