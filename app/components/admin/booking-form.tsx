import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { capitalized, optionsOf } from '#app/components/ui/select-field.tsx';
import { type BookingView, kindLabels } from '#app/lib/admin/booking-view.ts';
import { holdsSeatOrRooms, MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { bookingStatuses, staffBookingKinds } from '#app/lib/enums.ts';
import { bookingEditSchema } from '#app/lib/schemas/admin/booking.ts';
import { buttonClass } from './buttons.ts';
import { CustomerFields } from './customer-fields.tsx';
import { FormActions, type RecordFormProps, RecordHistory, RecordIntent, SelectWithError, useRecordForm } from './record-form.tsx';

const statusOptions = optionsOf(bookingStatuses, capitalized);
const kindOptions = optionsOf(staffBookingKinds, (kind) => kindLabels[kind]);

/**
 * 'Edit Booking'; payment and order ids are shown, never edited. A booking that holds a seat or
 * rooms shows its event, date, slot, price and kind without fields for them: only Move changes those.
 */
export function BookingForm({
  record: booking,
  history,
  lastResult,
  cancelHref,
  moveHref = null,
}: RecordFormProps<BookingView> & { cancelHref: string; moveHref?: string | null }) {
  const intent = booking ? 'update' : 'create';
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const [form, fields] = useRecordForm(bookingEditSchema, {
    id: booking ? `booking-${booking.id}` : 'booking-new',
    lastResult,
    defaultValue: booking
      ? { ...booking, eventId: booking.eventId ?? '', notes: booking.notes ?? '', emailGuest: 'on' }
      : { status: 'pending', kind: 'event' },
  });
  // Staff decide whether the guest hears of a confirmation or cancellation; other edits send nothing.
  const statusMail =
    booking && fields.status.value !== booking.status && (fields.status.value === 'confirmed' || fields.status.value === 'cancelled');
  const title = booking ? 'Edit Booking' : 'Create New Booking';
  const held = booking ? holdsSeatOrRooms(booking) : false;

  return (
    <section aria-labelledby="booking-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="booking-form-title" className="mb-4 text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-5 gap-y-1 sm:grid-cols-2" preventScrollReset>
        <RecordIntent recordId={booking?.id} />
        {held && booking ? (
          <HeldFacts booking={booking} moveHref={moveHref} />
        ) : (
          <>
            <FieldFor label="Event title" field={fields.eventTitle} type="text" />
            <FieldFor label="Event date" field={fields.eventDate} type="date" />
            <FieldFor label="Time slot" hint="For example 9:00 AM" field={fields.selectedSlot} type="text" />
            <FieldFor label="Price" hint="As shown to the guest, for example Rs 500.00" field={fields.price} type="text" />
          </>
        )}
        <CustomerFields fields={fields} />
        <SelectWithError label="Status" field={fields.status} options={statusOptions} />
        {held ? null : <SelectWithError label="Kind" field={fields.kind} options={kindOptions} />}
        {statusMail ? (
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-900 sm:col-span-2">
            <input {...getInputProps(fields.emailGuest, { type: 'checkbox' })} className="size-5 accent-forest-800" />
            E-mail the guest about this change
          </label>
        ) : null}
        {held ? null : (
          <FieldFor
            label="Event ID (optional)"
            hint="The calendar event's id; leave blank for a retreat or a stay"
            field={fields.eventId}
            type="text"
          />
        )}
        <div className="sm:col-span-2">
          <TextAreaFor label="Notes (optional)" rows={3} field={fields.notes} />
        </div>
        {booking ? (
          <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-sand-100 px-4 py-3 text-sm sm:col-span-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-muted">Reference</dt>
            <dd className="font-mono">{booking.reference}</dd>
            <dt className="font-semibold text-muted">Payment ID</dt>
            <dd className="font-mono break-all">{booking.paymentId ?? '–'}</dd>
            <dt className="font-semibold text-muted">Order ID</dt>
            <dd className="font-mono break-all">{booking.orderId ?? '–'}</dd>
          </dl>
        ) : null}
        <FormActions
          busy={busy}
          submitLabel={booking ? 'Update Booking' : 'Create Booking'}
          cancelHref={cancelHref}
          className="mt-4 flex flex-wrap gap-3 sm:col-span-2"
          preventScrollReset
        />
      </Form>
      {booking ? <RecordHistory entries={history} className="mt-6" /> : null}
    </section>
  );
}

/** What only a move changes, shown as facts, with the way to Move. */
function HeldFacts({ booking, moveHref }: { booking: BookingView; moveHref: string | null }) {
  return (
    <div className="mb-4 space-y-3 sm:col-span-2">
      <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-sand-100 px-4 py-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">Event</dt>
        <dd>{booking.eventTitle}</dd>
        <dt className="font-semibold text-muted">Kind</dt>
        <dd>{kindLabels[booking.kind]}</dd>
        <dt className="font-semibold text-muted">Date</dt>
        <dd>{booking.eventDate}</dd>
        <dt className="font-semibold text-muted">Time slot</dt>
        <dd>{booking.selectedSlot}</dd>
        <dt className="font-semibold text-muted">Price</dt>
        <dd>{booking.price}</dd>
      </dl>
      <p className="text-sm text-muted">{MOVE_MESSAGES.useMove}</p>
      {moveHref ? (
        <Link to={moveHref} className={buttonClass('secondary', 'sm')} preventScrollReset>
          Move this booking
        </Link>
      ) : null}
    </div>
  );
}
