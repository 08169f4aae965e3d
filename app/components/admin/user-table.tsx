import { Link } from 'react-router';
import { type CustomerSummary, NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import { guestHref } from '#app/lib/admin/guest-view.ts';
import { formatShortDate, todayIn } from '#app/lib/dates.ts';
import { telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { buttonClass } from './buttons.ts';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-4 py-3 align-top text-sm';
const link = 'text-forest-800 underline underline-offset-4';
const widths = ['w-[20%]', 'w-[27%]', 'w-[15%]', 'w-[10%]', 'w-[11%]', 'w-[17%]'] as const;

/** The Users screen's columns: Customer Name (leading to the guest's profile), Email, Phone, Total Bookings, Last Booking, Actions. */
export function UserTable({ rows, hrefFor }: { rows: CustomerSummary[]; hrefFor: (customer: CustomerSummary) => string }) {
  const { timeZone } = useSite();
  return (
    <ScrollTable
      columns={['Customer Name', 'Email', 'Phone', 'Total Bookings', 'Last Booking', 'Actions']}
      minWidth="min-w-[48rem]"
      widths={widths}
      label="Users table"
    >
      {rows.map((customer) => (
        <tr key={customer.key} data-customer-email={customer.key}>
          <td className={`${cell} font-medium wrap-anywhere text-forest-900`}>
            <Link to={guestHref(customer.id)} className={link} aria-label={`Profile of ${customer.name}`}>
              {customer.name}
            </Link>
          </td>
          <td className={`${cell} wrap-anywhere`}>
            {customer.email ? (
              <a href={`mailto:${customer.email}`} className={link}>
                {customer.email}
              </a>
            ) : (
              <span className="text-muted">{NO_EMAIL}</span>
            )}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <a href={telHref(customer.phone)} className={link}>
              {customer.phone}
            </a>
          </td>
          <td className={cell}>
            <span className="inline-flex min-w-8 justify-center rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-bold text-forest-900">
              {customer.totalBookings}
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={customer.lastBookingAt}>{formatShortDate(todayIn(timeZone, new Date(customer.lastBookingAt)))}</time>
          </td>
          <td className={cell}>
            <Link
              to={hrefFor(customer)}
              className={`${buttonClass('secondary', 'sm')} whitespace-nowrap`}
              aria-label={`View bookings of ${customer.name}`}
              preventScrollReset
            >
              View Bookings
            </Link>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
