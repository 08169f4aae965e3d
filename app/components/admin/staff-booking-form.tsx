import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { FIELD_ROW, SelectField, type SelectOption } from '#app/components/ui/select-field.tsx';
import { type BookingGuest, ENQUIRY_FIELD, guestDefaults } from '#app/lib/admin/booking-guest.ts';
import { OPTIONAL_EMAIL_HINT } from '#app/lib/admin/booking-view.ts';
import { previewText, type RoomTypeView, type StaffBookingPreview } from '#app/lib/admin/rooms-view.ts';
import type { DateRange } from '#app/lib/booking-window.ts';
import { retreatGuestOptions } from '#app/lib/retreat-quote.ts';
import { departureLabel, type StaffRetreatChoice } from '#app/lib/retreat-view.ts';
import { type StaffBookingInput, staffBookingSchema } from '#app/lib/schemas/admin/rooms.ts';
import { buttonClass } from './buttons.ts';

/** Every field of both kinds, as the form posts them: the schema's union says which ones count. */
interface StaffBookingFields {
  kind: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  retreat: string;
  startDate: string;
  occupancy: string;
  guests: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  status: string;
  notes: string;
}

const fieldset = 'grid gap-x-6 gap-y-1 rounded-xl border border-sand-200 p-4 md:grid-cols-2';
const legend = 'px-1 text-sm font-bold tracking-[0.12em] text-forest-900 uppercase';

const OCCUPANCY_OPTIONS = [
  { value: 'double', label: 'Double occupancy' },
  { value: 'single', label: 'Single occupancy' },
];
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
];

const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

/** When a retreat may start, so that staff pick a date it has before asking for the price. */
function retreatDatesText(retreat: StaffRetreatChoice): string {
  if (retreat.departures.length === 0) return `${retreat.title}: starts on any bookable day.`;
  return `${retreat.title}: departures ${retreat.departures.map(departureLabel).join('; ')}.`;
}

/** A select of this form, named and filled from its Conform field. */
function FormSelect({
  field,
  label,
  fallback,
  options,
  wide = false,
}: {
  field: { name: string; initialValue?: unknown };
  label: string;
  fallback: string;
  options: readonly SelectOption[];
  wide?: boolean;
}) {
  return (
    <SelectField
      className={wide ? `${FIELD_ROW} md:col-span-2` : FIELD_ROW}
      id={`staff-booking-${field.name}`}
      label={label}
      name={field.name}
      defaultValue={String(field.initialValue ?? fallback)}
      options={options}
    />
  );
}

/**
 * A stay or the retreat booked by staff for a guest on the phone: priced and given rooms as a guest's
 * would be. On Rooms both parts are shown (it works without JavaScript) and the kind chosen says which
 * one counts; Bookings has chosen the kind already (`only`), so it shows that part alone.
 */
export function StaffBookingForm({
  types,
  retreats = [],
  limits,
  lastResult,
  only,
  cancelHref = '/admin/rooms',
  title = 'New stay booking',
  preview = null,
  guest = null,
}: {
  types: RoomTypeView[];
  /** The retreats on sale; the first is chosen unless the form says otherwise. */
  retreats?: StaffRetreatChoice[];
  limits: { stay: { checkIn: DateRange; checkOut: DateRange }; retreat: DateRange };
  lastResult?: SubmissionResult | null;
  only?: 'stay' | 'retreat';
  cancelHref?: string;
  title?: string;
  /** The server's answer to "Check availability and price": shown before the booking is created. */
  preview?: StaffBookingPreview | null;
  /** Made from an enquiry: its guest fills the guest's fields at first. */
  guest?: BookingGuest | null;
}) {
  const [form, fields] = useForm<StaffBookingFields, StaffBookingInput>({
    id: 'staff-booking',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffBookingSchema }),
    defaultValue: { kind: only ?? 'stay', adults: '2', guests: '1', occupancy: 'double', status: 'pending', ...guestDefaults(guest) },
  });
  const active = types.filter((type) => type.active);
  const retreatType = active.find((type) => type.forRetreat);

  return (
    <section aria-labelledby="staff-booking-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="staff-booking-title" className="text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">For a guest on the phone: priced as on the website, and refused when no room is free.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        {form.errors?.length ? <Banner tone="error">{form.errors[0]}</Banner> : null}
        {guest ? <input type="hidden" name={ENQUIRY_FIELD} value={guest.enquiryId} /> : null}
        {only ? (
          <input type="hidden" name="kind" value={only} />
        ) : (
          <fieldset className="flex flex-wrap gap-6">
            <legend className="mb-2 text-sm font-semibold text-forest-900">Kind</legend>
            {(['stay', 'retreat'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={(fields.kind.initialValue ?? 'stay') === kind}
                  className="h-5 w-5 accent-forest-800"
                />
                {kind === 'stay' ? 'Stay' : 'The retreat'}
              </label>
            ))}
          </fieldset>
        )}
        {only === 'retreat' ? null : (
          <fieldset className={fieldset}>
            <legend className={legend}>For a stay</legend>
            <FormSelect
              field={fields.roomTypeId}
              label="Room type"
              fallback={active[0]?.id ?? ''}
              options={active.map((type) => ({ value: type.id, label: `${type.name} (${type.adultsPerRoom} per room)` }))}
              wide
            />
            <FieldFor label="Check-in" min={limits.stay.checkIn.min} max={limits.stay.checkIn.max} field={fields.checkIn} type="date" />
            <FieldFor label="Check-out" min={limits.stay.checkOut.min} max={limits.stay.checkOut.max} field={fields.checkOut} type="date" />
            <FieldFor label="Adults" min={1} max={8} hint="1 to 8." field={fields.adults} type="number" />
          </fieldset>
        )}
        {only === 'stay' ? null : (
          <fieldset className={fieldset}>
            <legend className={legend}>For the retreat</legend>
            <p className="text-sm text-muted md:col-span-2">
              {retreatType
                ? `Retreat guests sleep in the room type “${retreatType.name}”.`
                : 'No active room type is marked as the retreat’s: the retreat cannot be booked.'}
            </p>
            <FormSelect
              field={fields.retreat}
              label="Retreat"
              fallback={retreats[0]?.slug ?? ''}
              options={retreats.map((retreat) => ({ value: retreat.slug, label: `${retreat.title} (${nightsText(retreat.nights)})` }))}
              wide
            />
            <ul className="text-sm text-muted md:col-span-2">
              {retreats.map((retreat) => (
                <li key={retreat.slug}>{retreatDatesText(retreat)}</li>
              ))}
            </ul>
            <FieldFor label="Start date" min={limits.retreat.min} max={limits.retreat.max} field={fields.startDate} type="date" />
            <FormSelect field={fields.occupancy} label="Occupancy" fallback="double" options={OCCUPANCY_OPTIONS} />
            <FormSelect field={fields.guests} label="Guests" fallback="1" options={retreatGuestOptions} />
          </fieldset>
        )}
        <fieldset className={fieldset}>
          <legend className={legend}>The guest</legend>
          <FieldFor label="Name" autoComplete="off" field={fields.customerName} type="text" />
          <FieldFor label="E-mail" autoComplete="off" field={fields.customerEmail} type="email" hint={OPTIONAL_EMAIL_HINT} />
          <FieldFor label="Phone" autoComplete="off" field={fields.customerPhone} type="tel" />
          <FormSelect field={fields.status} label="Status" fallback="pending" options={STATUS_OPTIONS} />
          <div className="md:col-span-2">
            <TextAreaFor label="Notes" rows={3} field={fields.notes} />
          </div>
        </fieldset>
        <p aria-live="polite" className="min-h-6 text-sm empty:hidden">
          {preview ? (
            <span
              className={`block rounded-lg px-3 py-2 font-semibold ${preview.available ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
            >
              {previewText(preview)}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-3">
          {/* First, so that Enter creates the booking as before; the preview is asked for by its own button. */}
          <button type="submit" name="intent" value="book" className={buttonClass('primary')}>
            Create Booking
          </button>
          <button type="submit" name="intent" value="quote" className={buttonClass('secondary')}>
            Check availability and price
          </button>
          <Link to={cancelHref} className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
