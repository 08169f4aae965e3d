import { Link } from 'react-router';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { bookingHref } from '#app/lib/admin/rooms-view.ts';
import { type PendingBookingView, TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { formatPriceText } from '#app/lib/money.ts';
import { useSite } from '#app/lib/use-site.ts';
import { BookingButton } from './today-roster.tsx';

const kindText = { event: 'Event', retreat: 'Retreat', stay: 'Stay', training: 'Training', appointment: 'Appointment' } as const;

/** Bookings waiting for staff, each with Confirm and Cancel: the guest is mailed as from the Bookings screen. */
export function TodayPending({ pending }: { pending: { rows: PendingBookingView[]; total: number } }) {
  const { timeZone } = useSite();
  return (
    <section aria-labelledby="pending-title" className="mb-8 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5 print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pending-title" className="text-xl font-semibold text-forest-900">
          Waiting for a decision ({pending.total})
        </h2>
        {pending.total > pending.rows.length ? (
          <Link
            to="/admin/bookings?status=pending"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-800 underline underline-offset-4"
          >
            All {pending.total} pending bookings
          </Link>
        ) : null}
      </div>
      {pending.rows.length === 0 ? (
        <p className="mt-2 text-muted">{TODAY_MESSAGES.noPending}</p>
      ) : (
        <ul aria-labelledby="pending-title" className="mt-2 divide-y divide-sand-200">
          {pending.rows.map((booking) => (
            <li
              key={booking.id}
              data-pending-booking={booking.id}
              className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-ink">
                  {booking.customerName}
                  <span className="font-normal text-muted"> · {booking.customerPhone}</span>
                </p>
                <p className="break-words">
                  {kindText[booking.kind]}: {booking.eventTitle} ·{' '}
                  <time dateTime={booking.eventDate}>{formatShortDate(booking.eventDate)}</time>
                  {booking.kind === 'event' ? `, ${booking.selectedSlot}` : null} · {formatPriceText(booking.price)}
                </p>
                <p className="text-muted">
                  <Link
                    to={bookingHref({ bookingId: booking.id, reference: booking.reference })}
                    className="font-mono text-forest-800 underline underline-offset-4"
                  >
                    {booking.reference}
                  </Link>{' '}
                  · booked <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt, timeZone)}</time>
                </p>
                {booking.waitingForCare ? <p className="font-semibold text-clay-700">{CARE_MESSAGES.waitingForReview}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <BookingButton intent="confirm" id={booking.id} label="Confirm" name={booking.customerName} tone="primary" />
                <BookingButton intent="cancel" id={booking.id} label="Cancel" name={booking.customerName} tone="danger" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
