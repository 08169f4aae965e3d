import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { GUEST_MESSAGES } from '#app/lib/admin/guest-messages.ts';
import { bookingHref, type GuestProfile } from '#app/lib/admin/guest-view.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Badge } from './badge.tsx';
import { MailItem } from './booking-mails.tsx';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-4 py-3 align-top text-sm';
const link = 'text-forest-800 underline underline-offset-4';
const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6';
const heading = 'text-xl font-semibold text-forest-900';

/** One of the profile's lists: its heading with how many, then the list, or a sentence when there is none. */
function RecordSection({
  id,
  title,
  count,
  empty,
  className = card,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={heading}>
        {title} ({count})
      </h2>
      {count === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : children}
    </section>
  );
}

/** Every booking of the guest, newest first, each leading to its details on the Bookings screen. */
export function GuestBookings({ bookings }: { bookings: GuestProfile['bookings'] }) {
  return (
    <RecordSection
      id="guest-bookings-heading"
      title="Bookings"
      count={bookings.length}
      empty={GUEST_MESSAGES.noBookings}
      className="space-y-3"
    >
      <ScrollTable
        columns={['Reference', 'What', 'Date', 'Status', 'Price']}
        minWidth="min-w-[40rem]"
        widths={['w-[18%]', 'w-[34%]', 'w-[22%]', 'w-[12%]', 'w-[14%]']}
        label="Bookings of this guest"
      >
        {bookings.map((booking) => (
          <tr key={booking.id} data-booking-id={booking.id}>
            <td className={`${cell} whitespace-nowrap`}>
              <Link to={bookingHref(booking.id)} className={link} aria-label={`Booking ${booking.reference}: ${booking.eventTitle}`}>
                {booking.reference}
              </Link>
            </td>
            <td className={`${cell} wrap-anywhere`}>{booking.eventTitle}</td>
            <td className={cell}>
              {formatShortDate(booking.eventDate)}, {booking.selectedSlot}
            </td>
            <td className={cell}>
              <Badge kind="guestBooking" status={booking.status} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{booking.price}</td>
          </tr>
        ))}
      </ScrollTable>
    </RecordSection>
  );
}

/** Every payment received for the guest's bookings, online or at the estate, oldest first. */
export function GuestPayments({ payments }: { payments: GuestProfile['payments'] }) {
  const { timeZone } = useSite();
  return (
    <RecordSection id="guest-payments-heading" title="Payments" count={payments.length} empty={GUEST_MESSAGES.noPayments}>
      <ul className="mt-3 space-y-2">
        {payments.map((payment) => (
          <li key={payment.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
            <p className="font-semibold text-forest-900">
              {payment.amount} · {payment.how}
              {payment.balance ? ' · balance' : ''}
            </p>
            <p className="text-muted">
              <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt, timeZone)}</time> · for{' '}
              <Link to={bookingHref(payment.bookingId)} className={link}>
                {payment.bookingReference}
              </Link>
              {payment.reference ? <span className="wrap-anywhere"> · reference {payment.reference}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}

/** The mail sent (or waiting to go) to the guest's address. */
export function GuestMails({ mails }: { mails: GuestProfile['mails'] }) {
  const { timeZone } = useSite();
  return (
    <RecordSection id="guest-mails-heading" title="E-mails" count={mails.length} empty={GUEST_MESSAGES.noMails}>
      <ul className="mt-3 space-y-2">
        {mails.map((mail) => (
          <MailItem key={mail.id} mail={mail}>
            {mail.kind} · <time dateTime={mail.at}>{formatDateTime(mail.at, timeZone)}</time>
          </MailItem>
        ))}
      </ul>
    </RecordSection>
  );
}

/** The enquiries sent from the guest's address through the contact form. */
export function GuestEnquiries({ enquiries }: { enquiries: GuestProfile['enquiries'] }) {
  const { timeZone } = useSite();
  return (
    <RecordSection id="guest-enquiries-heading" title="Enquiries" count={enquiries.length} empty={GUEST_MESSAGES.noEnquiries}>
      <ul className="mt-3 space-y-2">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words">{enquiry.subject ?? 'Enquiry'}</span>
              <Badge kind="enquiry" status={enquiry.handled ? 'handled' : 'new'} />
            </p>
            <p className="line-clamp-3 break-words whitespace-pre-line">{enquiry.message}</p>
            <p className="text-muted">
              <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt, timeZone)}</time>
            </p>
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}
