import { Link } from 'react-router';
import { type BookingView, kindLabels, NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import { BOOKING_ADMIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { Badge } from './badge.tsx';
import { BulkSelect } from './bulk-actions.tsx';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { DiscountNotAppliedBadge } from './discount-not-applied-badge.tsx';
import { OverdueBadge } from './overdue-badge.tsx';
import { PaidNoRoomBadge } from './paid-no-room-badge.tsx';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-3 py-3 align-top text-sm';
// What 1280 px leaves beside the sidebar, shared so that Edit and Delete always show.
const widths = ['w-[9%]', 'w-[16%]', 'w-[11%]', 'w-[18%]', 'w-[9%]', 'w-[10%]', 'w-[10%]', 'w-[17%]'] as const;

/** The Bookings screen's columns: Event, Date & Time, Customer, Price, Payment ID, Status, Actions. */
export function BookingTable({ rows, hrefWith }: { rows: BookingView[]; hrefWith: (param: 'view' | 'edit', id: string) => string }) {
  const mayDelete = useStaffCan()('booking:delete');
  return (
    <ScrollTable
      columns={['Select', 'Event', 'Date & Time', 'Customer', 'Price', 'Payment ID', 'Status', 'Actions']}
      minWidth="min-w-[48rem]"
      widths={widths}
      label="Bookings table"
    >
      {rows.map((booking, index) => (
        <tr key={booking.id} data-booking-id={booking.id}>
          <td className={cell}>
            <BulkSelect id={booking.id} index={index} label={`Select booking of ${booking.customerName} (${booking.reference})`} />
          </td>
          <td className={`${cell} wrap-anywhere`}>
            <p className="font-semibold text-forest-900">{booking.eventTitle}</p>
            <p className="text-muted">
              {kindLabels[booking.kind]} · <span className="font-mono text-xs">{booking.reference}</span>
            </p>
          </td>
          <td className={cell}>
            <p>{formatShortDate(booking.eventDate)}</p>
            <p className="text-muted">{booking.selectedSlot}</p>
          </td>
          <td className={`${cell} wrap-anywhere`}>
            <p className="font-medium">{booking.customerName}</p>
            <p className="text-muted">{booking.customerEmail ?? NO_EMAIL}</p>
            <p className="text-muted">{booking.customerPhone}</p>
          </td>
          <td className={cell}>{booking.price}</td>
          {/* Razorpay's ids are long and unbroken: wrapped in a narrow column, whole in the details. */}
          <td className={`${cell} font-mono text-xs break-all`}>{booking.paymentId ?? '–'}</td>
          <td className={cell}>
            <div className="flex flex-col items-start gap-1">
              <Badge kind="booking" status={booking.status} />
              {booking.paidWithoutRoom ? <PaidNoRoomBadge /> : null}
              {booking.careHold && booking.status === 'pending' ? (
                <Badge kind="booking" status="pending">
                  {CARE_MESSAGES.waitingForReview}
                </Badge>
              ) : null}
              {booking.discountNotApplied ? <DiscountNotAppliedBadge /> : null}
              {booking.balanceOverdue ? <OverdueBadge /> : null}
            </div>
          </td>
          <td className={cell}>
            <div className="flex flex-wrap gap-2">
              <Link
                to={hrefWith('view', booking.id)}
                className={buttonClass('secondary', 'sm')}
                aria-label={`View booking of ${booking.customerName}`}
                preventScrollReset
              >
                View
              </Link>
              <Link
                to={hrefWith('edit', booking.id)}
                className={buttonClass('secondary', 'sm')}
                aria-label={`Edit booking of ${booking.customerName}`}
              >
                Edit
              </Link>
              {mayDelete ? (
                <ConfirmDelete
                  id={booking.id}
                  question={BOOKING_ADMIN_MESSAGES.confirmDelete}
                  label={`Delete booking of ${booking.customerName}`}
                />
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
