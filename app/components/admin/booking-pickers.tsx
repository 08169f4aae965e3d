import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ChangeEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { Field, FieldError } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import { type BookingGuest, ENQUIRY_FIELD, guestDefaults } from '#app/lib/admin/booking-guest.ts';
import { type BookingPicks, kindPickerLabels, type PickerEventView, slotLabel } from '#app/lib/admin/booking-pickers.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { staffBookingKinds } from '#app/lib/enums.ts';
import { staffEventBookingSchema } from '#app/lib/schemas/admin/booking.ts';
import { buttonClass } from './buttons.ts';
import { CustomerFields } from './customer-fields.tsx';
import { FormActions, FormErrorBanner, SelectWithError } from './record-form.tsx';

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
];

// With JavaScript a choice loads the next picker at once; without it, the "Show" button sends the same GET.
const submitOnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

/**
 * The first steps of 'Create New Booking': the kind, then for an event the day and the
 * event. A GET form, so each choice is an address the loader answers; `keep` carries the list's filters.
 */
export function BookingPickers({
  picks,
  events,
  keep,
}: {
  picks: BookingPicks;
  events: PickerEventView[] | null;
  keep: [string, string][];
}) {
  return (
    <Form method="get" preventScrollReset replace className="space-y-4" aria-label="Choose what to book">
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="new" value="1" />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
        <legend className="mb-1 text-sm font-semibold text-forest-900">What is booked</legend>
        {staffBookingKinds.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name="pick"
              value={kind}
              defaultChecked={picks.kind === kind}
              onChange={submitOnChange}
              className="size-5 accent-forest-800"
            />
            {kindPickerLabels[kind]}
          </label>
        ))}
      </fieldset>
      {picks.kind === 'event' ? (
        <div className="grid gap-x-5 sm:grid-cols-2">
          <DayEventPickers
            day={{ label: 'Day of the event', name: 'day', value: picks.date ?? '' }}
            event={{ id: 'booking-pick-event', name: 'event', value: picks.eventId }}
            events={events}
          />
        </div>
      ) : null}
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Show
      </button>
    </Form>
  );
}

/**
 * A day, then that day's events once it is chosen (or a line saying there are none): New Booking's
 * pickers, and the Move dialog's. Each choice sends the GET form they sit in.
 */
export function DayEventPickers({
  day,
  event,
  events,
}: {
  day: { label: string; name: string; value: string };
  event: { id: string; name: string; value: string | null };
  events: PickerEventView[] | null;
}) {
  return (
    <>
      <Field label={day.label} name={day.name} type="date" defaultValue={day.value} onChange={submitOnChange} />
      {events && events.length > 0 ? (
        <SelectField
          className={FIELD_ROW}
          id={event.id}
          label="Event"
          name={event.name}
          defaultValue={event.value ?? ''}
          onChange={submitOnChange}
          options={[
            { value: '', label: 'Choose an event…' },
            ...events.map((candidate) => ({ value: candidate.id, label: `${candidate.title} (${candidate.price})` })),
          ]}
        />
      ) : null}
      {events && events.length === 0 ? (
        <p className="pb-6 text-sm text-muted sm:self-center" role="status">
          No events scheduled.
        </p>
      ) : null}
    </>
  );
}

/** The event's slots with the seats left, and the guest: title, date and price are the event's, not typed. */
export function EventBookingForm({
  event,
  date,
  lastResult,
  cancelHref,
  guest = null,
}: {
  event: PickerEventView;
  date: string;
  lastResult: SubmissionResult | null | undefined;
  cancelHref: string;
  guest?: BookingGuest | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  const [form, fields] = useForm({
    id: `booking-new-${event.id}`,
    lastResult,
    constraint: getZodConstraint(staffEventBookingSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffEventBookingSchema }),
    defaultValue: { status: 'pending', ...guestDefaults(guest) },
  });
  const open = event.slots.filter((slot) => !slot.started && slot.left > 0);

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-x-5 gap-y-1 sm:grid-cols-2" preventScrollReset>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="eventId" value={event.id} />
      {guest ? <input type="hidden" name={ENQUIRY_FIELD} value={guest.enquiryId} /> : null}
      <FormErrorBanner errors={form.errors} className="sm:col-span-2" />
      <dl className="mb-4 grid gap-x-4 gap-y-1 rounded-lg bg-sand-100 px-4 py-3 text-sm sm:col-span-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">Event</dt>
        <dd>{event.title}</dd>
        <dt className="font-semibold text-muted">Date</dt>
        <dd>{formatLongUsDate(date)}</dd>
        <dt className="font-semibold text-muted">Price</dt>
        <dd>{event.price}</dd>
      </dl>
      <fieldset className="mb-4 sm:col-span-2" aria-describedby={fields.slot.errorId}>
        <legend className="mb-1 text-sm font-semibold tracking-wide text-forest-900">Time slot</legend>
        {open.length === 0 ? <p className="text-sm text-muted">Every slot of this event is full or has started.</p> : null}
        <div className="flex flex-wrap gap-x-6">
          {event.slots.map((slot) => (
            <label key={slot.slot} className="flex min-h-11 items-center gap-2 text-sm font-medium has-disabled:text-muted">
              <input
                type="radio"
                name={fields.slot.name}
                value={slot.slot}
                disabled={slot.started || slot.left <= 0}
                defaultChecked={open.length === 1 && open[0] === slot}
                className="size-5 accent-forest-800"
              />
              {slotLabel(slot)}
            </label>
          ))}
        </div>
        <FieldError id={fields.slot.errorId} errors={fields.slot.errors} />
      </fieldset>
      <CustomerFields fields={fields} />
      <SelectWithError label="Status" field={fields.status} options={statusOptions} />
      <div className="sm:col-span-2">
        <TextAreaFor label="Notes (optional)" rows={3} field={fields.notes} />
      </div>
      <FormActions
        busy={busy}
        submitLabel="Create Booking"
        cancelHref={cancelHref}
        className="mt-2 flex flex-wrap gap-3 sm:col-span-2"
        preventScrollReset
      />
    </Form>
  );
}
