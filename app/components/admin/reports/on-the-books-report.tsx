import { Link } from 'react-router';
import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import { reportDate } from '#app/lib/admin/report-range.ts';
import type { BooksMonthRow, ReportsData } from '#app/lib/admin/reports-view.ts';
import { bookingHref } from '#app/lib/admin/rooms-view.ts';
import { formatMonthYear } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { Row } from './report-sections.tsx';

// The months ahead as the bookings already made fill them, and the balances staff still have to collect:
// from today, whatever dates the other reports cover.

const monthFigures = (row: Omit<BooksMonthRow, 'month'>) => [
  row.bookings,
  formatPaise(row.takenPaise),
  formatPaise(row.toCollectPaise),
  formatPaise(row.takenPaise + row.toCollectPaise),
];

export function OnTheBooksReport({ data }: { data: ReportsData }) {
  const { months, balances, balanceCount, balancePaise, overdueCount, overduePaise } = data.books;
  const sum = (pick: (row: BooksMonthRow) => number) => months.reduce((total, row) => total + pick(row), 0);
  const total = {
    bookings: sum((row) => row.bookings),
    takenPaise: sum((row) => row.takenPaise),
    toCollectPaise: sum((row) => row.toCollectPaise),
  };
  return (
    <section aria-labelledby="report-books" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="report-books" className="text-xl font-semibold text-forest-900">
        On the books
      </h2>
      <p className="mt-1 text-sm text-muted">
        Confirmed bookings by the month they start, from today. To collect: what is due on a paid booking, or the price of one to be paid at
        the estate.
      </p>
      <div className="mt-4">
        <ScrollTable
          frame="inset"
          label="Confirmed bookings in the coming months"
          minWidth="min-w-[36rem]"
          columns={['Month', 'Bookings', 'Taken', 'To collect', 'Value']}
        >
          {months.map((row) => (
            <Row key={row.month} head={formatMonthYear(row.month)} values={monthFigures(row)} />
          ))}
          <Row strong head="Total" values={monthFigures(total)} />
        </ScrollTable>
      </div>
      <h3 className="mt-6 text-base font-semibold text-forest-900">Balances due</h3>
      {balanceCount ? (
        <>
          <p className="mt-1">
            {balanceCount} {balanceCount === 1 ? 'booking owes' : 'bookings owe'} {formatPaise(balancePaise)}
            {overdueCount
              ? `; ${overdueCount} of them, ${formatPaise(overduePaise)}, overdue (past the date it was due by, or the stay or class has begun)`
              : ''}
            .{balanceCount > balances.length ? ` The ${balances.length} soonest are listed.` : ''}
          </p>
          <div className="mt-3">
            <ScrollTable
              frame="inset"
              label="Balances due"
              minWidth="min-w-[46rem]"
              columns={['Booking', 'Guest', 'For', 'Starts', 'Due by', 'Due']}
            >
              {balances.map((row) => (
                <tr key={row.bookingId}>
                  <th scope="row" className="px-4 py-2.5 text-left font-semibold whitespace-nowrap text-forest-900">
                    <Link to={bookingHref(row)} className="underline underline-offset-4">
                      {row.reference}
                    </Link>
                  </th>
                  <td className="px-4 py-2.5">{row.guestName}</td>
                  <td className="px-4 py-2.5">{row.title}</td>
                  <td className="px-4 py-2.5">{reportDate(row.startDate)}</td>
                  <td className="px-4 py-2.5">
                    {row.dueOn ? reportDate(row.dueOn) : '—'}
                    {row.overdue ? <span className="ml-2 font-semibold text-red-800">Overdue</span> : null}
                  </td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{formatPaise(row.duePaise)}</td>
                </tr>
              ))}
            </ScrollTable>
          </div>
        </>
      ) : (
        <p className="mt-1 text-muted">No booking has a balance due.</p>
      )}
    </section>
  );
}
