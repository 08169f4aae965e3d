import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { capitalized, optionsOf } from '#app/components/ui/select-field.tsx';
import { type BookingView, kindLabels } from '#app/lib/admin/booking-view.ts';
import { bookingKinds, bookingStatuses } from '#app/lib/enums.ts';
import { bookingFormSchema } from '#app/lib/schemas/admin/booking.ts';
import { CustomerFields } from './customer-fields.tsx';
import { FormActions, type RecordFormProps, RecordHistory, RecordIntent, SelectWithError, useRecordForm } from './record-form.tsx';

const statusOptions = optionsOf(bookingStatuses, capitalized);
const kindOptions = optionsOf(bookingKinds, (kind) => kindLabels[kind]);

/** 'Create New Booking' or 'Edit Booking' (SPEC §2); payment and order ids are shown, never edited. */
export function BookingForm({ record: booking, history, lastResult, cancelHref }: RecordFormProps<BookingView> & { cancelHref: string }) {
  const intent = booking ? 'update' : 'create';
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const [form, fields] = useRecordForm(bookingFormSchema, {
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

  return (
    <section aria-labelledby="booking-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="booking-form-title" className="mb-4 text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-5 gap-y-1 sm:grid-cols-2" preventScrollReset>
        <RecordIntent recordId={booking?.id} />
        <FieldFor label="Event title" field={fields.eventTitle} type="text" />
        <FieldFor label="Event date" field={fields.eventDate} type="date" />
        <FieldFor label="Time slot" hint="For example 9:00 AM" field={fields.selectedSlot} type="text" />
        <FieldFor label="Price" hint="As shown to the guest, for example Rs 500.00" field={fields.price} type="text" />
        <CustomerFields fields={fields} />
        <SelectWithError label="Status" field={fields.status} options={statusOptions} />
        <SelectWithError label="Kind" field={fields.kind} options={kindOptions} />
        {statusMail ? (
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-900 sm:col-span-2">
            <input {...getInputProps(fields.emailGuest, { type: 'checkbox' })} className="size-5 accent-forest-800" />
            E-mail the guest about this change
          </label>
        ) : null}
        <FieldFor
          label="Event ID (optional)"
          hint="The calendar event's id; leave blank for a retreat or a stay"
          field={fields.eventId}
          type="text"
        />
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
