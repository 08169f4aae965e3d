import { type BookingView, type CustomerSummary, NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';

const heading = 'text-sm font-bold tracking-[0.12em] text-forest-900 uppercase';

/** The Users screen's detail modal: "{name}'s Bookings", the guest's details and every booking. */
export function UserBookingsDialog({
  customer,
  bookings,
  onClose,
}: {
  customer: CustomerSummary | null;
  bookings: BookingView[];
  onClose: () => void;
}) {
  const { timeZone } = useSite();
  return (
    <AdminDialog
      open={Boolean(customer)}
      onClose={onClose}
      title={customer ? `${customer.name}'s Bookings` : 'Bookings'}
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      {customer ? (
        <div className="space-y-5">
          <section className="rounded-lg bg-sand-100 px-4 py-3">
            <h3 className={heading}>Customer Information</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="font-semibold text-muted">Name</dt>
              <dd className="break-words">{customer.name}</dd>
              <dt className="font-semibold text-muted">Email</dt>
              <dd className="break-all">
                {customer.email ? (
                  <a href={`mailto:${customer.email}`} className="text-forest-800 underline underline-offset-4">
                    {customer.email}
                  </a>
                ) : (
                  NO_EMAIL
                )}
              </dd>
              <dt className="font-semibold text-muted">Phone</dt>
              <dd>
                <a href={telHref(customer.phone)} className="text-forest-800 underline underline-offset-4">
                  {customer.phone}
                </a>
              </dd>
              <dt className="font-semibold text-muted">Total Bookings</dt>
              <dd>{customer.totalBookings}</dd>
            </dl>
          </section>
          <section aria-labelledby="user-bookings-heading">
            <h3 id="user-bookings-heading" className={heading}>
              All Bookings ({bookings.length})
            </h3>
            <ul className="mt-2 space-y-3">
              {bookings.map((booking) => (
                <li key={booking.id} className="rounded-lg border border-sand-200 px-4 py-3 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold break-words text-forest-900">{booking.eventTitle}</p>
                    <Badge kind="guestBooking" status={booking.status} />
                  </div>
                  <dl className="mt-1 grid gap-x-3 text-muted sm:grid-cols-[7rem_1fr]">
                    <dt className="font-medium">Date & Time</dt>
                    <dd>
                      {formatShortDate(booking.eventDate)}, {booking.selectedSlot}
                    </dd>
                    <dt className="font-medium">Price</dt>
                    <dd>{booking.price}</dd>
                    <dt className="font-medium">Booked on</dt>
                    <dd>
                      <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt, timeZone)}</time>
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </AdminDialog>
  );
}
