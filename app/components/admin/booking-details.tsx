import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingCare } from '#app/components/admin/booking-care.tsx';
import { type BookingMailView, type BookingView, kindLabels, NO_EMAIL } from '#app/lib/admin/booking-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import type { BookingPaymentView } from '#app/lib/admin/offline-payment.ts';
import { DISCOUNT_NOT_APPLIED_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import type { RefundDueView } from '#app/lib/admin/refund-due.ts';
import type { RefundPanelView } from '#app/lib/admin/refund-view.ts';
import { APPOINTMENT_MESSAGES, STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { dueByText } from '#app/lib/balance-due.ts';
import type { BookingCareView } from '#app/lib/care.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { STAFF_DEPOSIT_MESSAGES } from '#app/lib/deposit-terms.ts';
import { formatPaise } from '#app/lib/money.ts';
import { PAID_WITHOUT_SEAT } from '#app/lib/online-event.ts';
import { telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { type AuditEntryView, AuditList } from './audit-list.tsx';
import { Badge } from './badge.tsx';
import { BookingInvoices, type BookingInvoiceView } from './booking-invoices.tsx';
import { BookingMails, GuestCancellation } from './booking-mails.tsx';
import { buttonClass } from './buttons.ts';
import { DiscountNotAppliedBadge } from './discount-not-applied-badge.tsx';
import { OverdueBadge } from './overdue-badge.tsx';
import { PaidNoRoomBadge } from './paid-no-room-badge.tsx';
import { PaymentSection } from './payment-section.tsx';
import { RefundDueSection } from './refund-due-section.tsx';
import { RefundSection } from './refund-section.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-sand-200 pb-4">
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/** The booking's details modal (event, customer, status, notes), plus a guest's cancellation, its e-mails and its history. */
export function BookingDetails({
  booking,
  history,
  mails,
  refunds = null,
  invoices = [],
  payments = [],
  dues = [],
  care = null,
  stayBill = null,
  editHref,
  moveHref = null,
  onClose,
}: {
  booking: BookingView | null;
  history: AuditEntryView[];
  mails: BookingMailView[];
  /** Null for a booking not paid online: nothing to refund. */
  refunds?: RefundPanelView | null;
  /** Its GST invoice and credit notes (server/invoices). */
  invoices?: BookingInvoiceView[];
  /** Its paid orders, online or taken at the estate, oldest first; empty when not paid. */
  payments?: BookingPaymentView[];
  /** Money paid at the estate owed back by hand (the estate cancelled what it bought). */
  dues?: RefundDueView[];
  /** Its guests' health forms, statuses only; null when it asks for none. */
  care?: BookingCareView | null;
  /** Therapies on a stay's bill: a stay's still owed, or the stay an appointment is billed to (server/payments/stay-bill-appointment.ts). */
  stayBill?: { kind: 'stay'; owedPaise: number; count: number } | { kind: 'appointment'; owedPaise: number; stayReference: string } | null;
  editHref: string;
  /** The Move dialog's address; null when the booking cannot be moved. */
  moveHref?: string | null;
  onClose: () => void;
}) {
  const { timeZone } = useSite();
  return (
    <AdminDialog
      open={Boolean(booking)}
      onClose={onClose}
      title="Booking Details"
      footer={
        <>
          {moveHref ? (
            <Link to={moveHref} className={buttonClass('primary')} preventScrollReset>
              Move
            </Link>
          ) : null}
          <Link to={editHref} className={buttonClass('primary')}>
            Edit Booking
          </Link>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {booking ? (
        <div className="space-y-4">
          <Section title="Event Information">
            <Item term="Event">{booking.eventTitle}</Item>
            <Item term="Kind">{kindLabels[booking.kind]}</Item>
            <Item term="Date">{formatLongUsDate(booking.eventDate)}</Item>
            <Item term="Time slot">{booking.selectedSlot}</Item>
            <Item term="Price">{booking.price}</Item>
            {booking.duePaise > 0 ? (
              <Item term={DISCOUNT_NOT_APPLIED_MESSAGES.term}>
                {booking.discountNotApplied
                  ? DISCOUNT_NOT_APPLIED_MESSAGES.details(formatPaise(booking.duePaise))
                  : dueByText(formatPaise(booking.duePaise), booking.balanceDueOn)}
              </Item>
            ) : null}
            {stayBill ? (
              <Item term={STAY_BILL_MESSAGES.staffTerm}>
                {stayBill.kind === 'stay'
                  ? STAY_BILL_MESSAGES.staffStayOwed(formatPaise(stayBill.owedPaise), stayBill.count)
                  : STAY_BILL_MESSAGES.staffOwed(formatPaise(stayBill.owedPaise), stayBill.stayReference)}
              </Item>
            ) : null}
            {booking.depositTerms ? (
              <Item term={STAFF_DEPOSIT_MESSAGES.term}>{STAFF_DEPOSIT_MESSAGES.terms(booking.depositTerms)}</Item>
            ) : null}
            {booking.refundDuePaise > 0 ? <Item term="Owed back to the guest">{formatPaise(booking.refundDuePaise)}</Item> : null}
            {booking.eventId ? <Item term="Event ID">{booking.eventId}</Item> : null}
          </Section>
          <Section title="Customer Information">
            <Item term="Name">{booking.customerName}</Item>
            <Item term="Email">
              {booking.customerEmail ? (
                <a href={`mailto:${booking.customerEmail}`} className="text-forest-800 underline underline-offset-4">
                  {booking.customerEmail}
                </a>
              ) : (
                NO_EMAIL
              )}
            </Item>
            <Item term="Phone">
              <a href={telHref(booking.customerPhone)} className="text-forest-800 underline underline-offset-4">
                {booking.customerPhone}
              </a>
            </Item>
          </Section>
          <Section title="Booking Status">
            <Item term="Status">
              <span className="flex flex-wrap items-center gap-2">
                <Badge kind="booking" status={booking.status} />
                {booking.paidWithoutRoom ? <PaidNoRoomBadge /> : null}
                {booking.discountNotApplied ? <DiscountNotAppliedBadge /> : null}
                {booking.balanceOverdue ? <OverdueBadge /> : null}
              </span>
            </Item>
            {booking.paidWithoutRoom && (booking.kind === 'event' || booking.kind === 'training') ? (
              <Item term="Seat">{PAID_WITHOUT_SEAT.staff}</Item>
            ) : null}
            {booking.paidWithoutRoom && booking.kind === 'appointment' ? (
              <Item term="Time">{APPOINTMENT_MESSAGES.paidNoTimeStaff}</Item>
            ) : null}
            {booking.paidWithoutRoom && booking.kind !== 'event' && booking.kind !== 'appointment' ? (
              <Item term="Rooms">Paid after the last room was sold: nothing is booked, and the guest is owed a full refund.</Item>
            ) : null}
            <Item term="Reference">
              <span className="font-mono">{booking.reference}</span>
            </Item>
            <Item term="Booking ID">{booking.id}</Item>
            <Item term="Created at">{formatDateTime(booking.createdAt, timeZone)}</Item>
            <Item term="Last updated">{formatDateTime(booking.updatedAt, timeZone)}</Item>
            {booking.paymentId ? <Item term="Payment ID">{booking.paymentId}</Item> : null}
            {booking.orderId ? <Item term="Order ID">{booking.orderId}</Item> : null}
          </Section>
          {booking.notes ? (
            <section className="border-b border-sand-200 pb-4">
              <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">Notes</h3>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{booking.notes}</p>
            </section>
          ) : null}
          {care ? <BookingCare care={care} /> : null}
          {booking.cancellation ? <GuestCancellation cancellation={booking.cancellation} /> : null}
          <PaymentSection
            bookingId={booking.id}
            price={booking.price}
            payments={payments}
            duePaise={booking.duePaise}
            paymentId={booking.paymentId}
            cancelled={booking.status === 'cancelled'}
          />
          {refunds ? <RefundSection bookingId={booking.id} panel={refunds} guestName={booking.customerName} /> : null}
          <RefundDueSection bookingId={booking.id} dues={dues} />
          <BookingInvoices invoices={invoices} />
          <BookingMails mails={mails} />
          <AuditList entries={history} />
        </div>
      ) : null}
    </AdminDialog>
  );
}
