import { Link } from 'react-router';
import { ColumnHeadings } from '#app/components/ui/column-headings.tsx';
import { NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import type { UpcomingBooking } from '#app/lib/admin/dashboard-view.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { Badge } from './badge.tsx';

/** The next bookings by event date, each opening its details on the bookings screen. */
export function DashboardUpcoming({ bookings, emptyText }: { bookings: UpcomingBooking[]; emptyText: string }) {
  return (
    <section aria-labelledby="dashboard-upcoming" className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-sand-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-upcoming" className="text-lg font-semibold text-forest-900">
          Upcoming bookings
        </h2>
        <Link
          to="/admin/bookings"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-800 underline underline-offset-4"
        >
          All bookings
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className="mt-3 text-muted">{emptyText}</p>
      ) : (
        <div role="region" aria-label="Upcoming bookings table" tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-sand-200 text-xs tracking-[0.1em] text-muted uppercase">
              <tr>
                <ColumnHeadings
                  columns={['Date', 'Slot', 'Event', 'Customer', 'Status']}
                  className="py-2 pr-4 font-semibold"
                  lastClassName="py-2 font-semibold"
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <time dateTime={booking.eventDate}>{formatShortDate(booking.eventDate)}</time>
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{booking.selectedSlot}</td>
                  <td className="py-3 pr-4">
                    <Link
                      to={`/admin/bookings?view=${booking.id}`}
                      className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-4 hover:text-clay-700"
                    >
                      {booking.eventTitle}
                      <span className="sr-only">, booking of {booking.customerName}</span>
                    </Link>
                  </td>
                  <td className="py-3 pr-4">
                    <span className="block font-medium">{booking.customerName}</span>
                    <span className="block text-muted">{booking.customerEmail ?? NO_EMAIL}</span>
                  </td>
                  <td className="py-3">
                    <Badge kind="booking" status={booking.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
