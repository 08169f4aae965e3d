import { Fragment } from 'react';
import { Link } from 'react-router';
import { type Fullness, fullnessOf, type OccupancyCell, type OccupancyGrid } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear, formatGridNight } from '#app/lib/dates.ts';
import { buttonClass } from './buttons.ts';
import { OccupancyUnitRows } from './occupancy-units.tsx';
import { ScrollRegion } from './scroll-region.tsx';

// Each colour pairs a 100 background with its 900 text (contrast well above 4.5:1), and the words are
// always there: "2 / 4", "Full", "Closed". The legend names what the colours mean.
const looks: Record<Fullness, { className: string; legend: string }> = {
  empty: { className: 'bg-white text-forest-900', legend: 'All free' },
  some: { className: 'bg-green-100 text-green-900', legend: 'Some taken' },
  most: { className: 'bg-yellow-100 text-yellow-900', legend: 'Three quarters or more taken' },
  full: { className: 'bg-red-100 text-red-900', legend: 'Full' },
  closed: { className: 'bg-gray-200 text-gray-900', legend: 'Closed' },
};

function cellText(cell: OccupancyCell, fullness: Fullness): string {
  if (fullness === 'closed') return cell.taken > 0 ? `Closed · ${cell.taken} taken` : 'Closed';
  return `${cell.taken} / ${cell.total}`;
}

function GridCell({ typeName, cell, href }: { typeName: string; cell: OccupancyCell; href: string }) {
  const fullness = fullnessOf(cell);
  return (
    <td className="border-l border-sand-200 p-0">
      <Link
        to={href}
        preventScrollReset
        className={`flex min-h-12 min-w-[4.5rem] flex-col items-center justify-center px-2 py-1 text-center text-sm font-semibold whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-forest-800 ${looks[fullness].className}`}
      >
        <span className="sr-only">
          {typeName}, night of {formatDayMonthYear(cell.night)}:{' '}
        </span>
        <span>{cellText(cell, fullness)}</span>
        {fullness === 'full' ? <span className="text-xs font-bold uppercase">Full</span> : null}
        {fullness !== 'closed' ? <span className="sr-only"> rooms taken</span> : null}
      </Link>
    </td>
  );
}

/** Room types down, 30 nights across, each cell a link to that night's bookings; pages by 30 nights without JavaScript. */
export function OccupancyGridSection({ grid, today, day }: { grid: OccupancyGrid; today: string; day: string }) {
  const query = (params: Record<string, string>) => `?${new URLSearchParams({ ...params, ...(day !== today ? { day } : {}) }).toString()}`;
  return (
    <section className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 id="occupancy-title" className="text-xl font-semibold text-forest-900">
          Occupancy from {formatDayMonthYear(grid.from)}
        </h2>
        <nav aria-label="Occupancy nights" className="flex flex-wrap gap-2">
          <Link to={query({ from: grid.previous })} className={buttonClass('secondary', 'sm')} preventScrollReset>
            Previous 30 nights
          </Link>
          {grid.from !== today ? (
            <Link to={query({})} className={buttonClass('secondary', 'sm')} preventScrollReset>
              Today
            </Link>
          ) : null}
          <Link to={query({ from: grid.next })} className={buttonClass('secondary', 'sm')} preventScrollReset>
            Next 30 nights
          </Link>
        </nav>
      </div>
      <p className="px-5 pt-2 text-sm text-muted sm:px-6">
        Rooms taken / rooms of the type, each night, and under each type its units with who sleeps there. Choose a night to see its
        bookings.
      </p>
      <ScrollRegion
        labelledBy="occupancy-title"
        // relative: the cells' screen-reader text is absolutely placed, and must not widen the page from out here.
        className="relative mt-3 overflow-x-auto border-t border-sand-200 focus-visible:ring-2 focus-visible:ring-forest-600"
      >
        <table className="border-collapse text-sm">
          <thead className="bg-sand-100">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-sand-100 px-3 py-2 text-left text-xs font-bold tracking-[0.12em] text-forest-900 uppercase"
              >
                Room type
              </th>
              {grid.nights.map((night) => {
                const { day: date, weekday } = formatGridNight(night);
                return (
                  <th
                    key={night}
                    scope="col"
                    className="border-l border-sand-200 px-2 py-2 text-center text-xs font-semibold whitespace-nowrap text-forest-900"
                  >
                    <span className="block font-normal">{weekday}</span>
                    {date}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {grid.rows.map((row) => (
              <Fragment key={row.typeId}>
                <tr>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-28 min-w-28 bg-white px-3 py-2 text-left text-sm font-semibold break-words text-forest-900 shadow-[1px_0_0_var(--color-sand-200)] sm:max-w-44 sm:min-w-44"
                  >
                    {row.typeName}
                    {row.active ? null : <span className="block text-xs font-normal text-muted">Inactive</span>}
                  </th>
                  {row.cells.map((cell) => (
                    <GridCell
                      key={cell.night}
                      typeName={row.typeName}
                      cell={cell}
                      href={`${query({ from: grid.from, night: cell.night })}#night-bookings`}
                    />
                  ))}
                </tr>
                <OccupancyUnitRows units={row.units} nightHref={(night) => `${query({ from: grid.from, night })}#night-bookings`} />
              </Fragment>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ul aria-label="What the colours mean" className="flex flex-wrap gap-2 px-5 py-4 text-xs sm:px-6">
        {Object.values(looks).map((look) => (
          <li key={look.legend} className={`rounded-md px-2 py-1 font-semibold ring-1 ring-sand-200 ${look.className}`}>
            {look.legend}
          </li>
        ))}
      </ul>
    </section>
  );
}
