import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import type { RatePeriodView, RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import {
  RATE_BASIS_LABELS,
  RATE_PERIOD_FIELDS,
  ratePeriodSchema,
  ROOM_RATE_FIELDS,
  roomRatesSchema,
} from '#app/lib/schemas/admin/room-rates.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { buttonClass } from './buttons.ts';
import { FormErrorBanner, SelectWithError, useRecordForm } from './record-form.tsx';

// The owner's part of a room type: what a night costs (per adult or per room with extra adults), the
// weekend's rate, the shortest stay, and the type's rate periods. The stay page prices from these at once;
// bookings already made keep the prices they were sold at.

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const BASIS_OPTIONS = Object.entries(RATE_BASIS_LABELS).map(([value, label]) => ({ value, label }));

function RatesForm({ type, lastResult }: { type: RoomTypeView; lastResult?: SubmissionResult<string[]> | null | undefined }) {
  const saving = useSaving();
  const [form, fields] = useRecordForm(roomRatesSchema, {
    id: `room-rates-${type.id}`,
    lastResult,
    defaultValue: {
      rateBasis: type.rateBasis,
      nightlyRateRupees: rupees(type.nightlyRatePaise),
      includedAdults: String(type.includedAdults),
      extraAdultRupees: rupees(type.extraAdultPaise),
      weekendRateRupees: rupees(type.weekendRatePaise),
      weekendExtraAdultRupees: rupees(type.weekendExtraAdultPaise),
      minNights: String(type.minNights),
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="mt-4 grid gap-x-6 gap-y-1 md:grid-cols-2">
      <input type="hidden" name="intent" value="rates" />
      <input type="hidden" name="id" value={type.id} />
      <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-2" />
      <SelectWithError label={ROOM_RATE_FIELDS.rateBasis.label} field={fields.rateBasis} options={BASIS_OPTIONS} />
      <FieldFor {...ROOM_RATE_FIELDS.nightlyRateRupees} field={fields.nightlyRateRupees} type="number" />
      <FieldFor {...ROOM_RATE_FIELDS.includedAdults} field={fields.includedAdults} type="number" />
      <FieldFor {...ROOM_RATE_FIELDS.extraAdultRupees} field={fields.extraAdultRupees} type="number" />
      <FieldFor {...ROOM_RATE_FIELDS.weekendRateRupees} field={fields.weekendRateRupees} type="number" />
      <FieldFor {...ROOM_RATE_FIELDS.weekendExtraAdultRupees} field={fields.weekendExtraAdultRupees} type="number" />
      <FieldFor {...ROOM_RATE_FIELDS.minNights} field={fields.minNights} type="number" />
      <div className="md:col-span-2">
        <SubmitButton busy={saving} busyLabel="Saving..." className={buttonClass('primary')}>
          Save Rates
        </SubmitButton>
      </div>
    </Form>
  );
}

/** One period's fields, filled for an existing period; the inputs' ids carry the period's so each label is its own. */
function PeriodFields({ idPrefix, period }: { idPrefix: string; period: RatePeriodView | null }) {
  return (
    <>
      <Field id={`${idPrefix}-name`} {...RATE_PERIOD_FIELDS.name} name="name" required defaultValue={period?.name} />
      <Field
        id={`${idPrefix}-first`}
        {...RATE_PERIOD_FIELDS.firstNight}
        name="firstNight"
        type="date"
        required
        defaultValue={period?.firstNight}
      />
      <Field
        id={`${idPrefix}-last`}
        {...RATE_PERIOD_FIELDS.lastNight}
        name="lastNight"
        type="date"
        required
        defaultValue={period?.lastNight}
      />
      <Field
        id={`${idPrefix}-rate`}
        {...RATE_PERIOD_FIELDS.nightlyRateRupees}
        name="nightlyRateRupees"
        type="number"
        min={0}
        required
        defaultValue={period ? rupees(period.ratePaise) : undefined}
      />
      <Field
        id={`${idPrefix}-extra`}
        {...RATE_PERIOD_FIELDS.extraAdultRupees}
        name="extraAdultRupees"
        type="number"
        min={0}
        defaultValue={period ? rupees(period.extraAdultPaise) : '0'}
      />
    </>
  );
}

function PeriodRow({ typeId, period }: { typeId: string; period: RatePeriodView }) {
  const nights = `${formatDayMonthYear(period.firstNight)} – ${formatDayMonthYear(period.lastNight)}`;
  return (
    <li className="py-4">
      <p className="font-semibold text-forest-900">
        {period.name}: {nights} · {formatPaise(period.ratePaise)}
        {period.extraAdultPaise ? ` + ${formatPaise(period.extraAdultPaise)} per extra adult` : ''}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-clay-700">Edit {period.name}</summary>
        <Form method="post" preventScrollReset className="mt-3 grid gap-x-4 gap-y-1 md:grid-cols-2">
          <input type="hidden" name="intent" value="update-period" />
          <input type="hidden" name="id" value={typeId} />
          <input type="hidden" name="periodId" value={period.id} />
          <PeriodFields idPrefix={`period-${period.id}`} period={period} />
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass('primary', 'sm')}>
              Update Period
            </button>
          </div>
        </Form>
      </details>
      <Form method="post" preventScrollReset className="mt-2">
        <input type="hidden" name="intent" value="remove-period" />
        <input type="hidden" name="id" value={typeId} />
        <input type="hidden" name="periodId" value={period.id} />
        <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={`Remove rate period ${period.name}, ${nights}`}>
          Remove
        </button>
      </Form>
    </li>
  );
}

function AddPeriodForm({ typeId, lastResult }: { typeId: string; lastResult?: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useRecordForm(ratePeriodSchema, {
    id: `rate-period-${typeId}`,
    lastResult,
    defaultValue: { extraAdultRupees: '0' },
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="mt-4 grid gap-x-4 gap-y-1 md:grid-cols-2">
      <input type="hidden" name="intent" value="add-period" />
      <input type="hidden" name="id" value={typeId} />
      <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-2" />
      <FieldFor {...RATE_PERIOD_FIELDS.name} field={fields.name} type="text" />
      <FieldFor {...RATE_PERIOD_FIELDS.firstNight} field={fields.firstNight} type="date" />
      <FieldFor {...RATE_PERIOD_FIELDS.lastNight} field={fields.lastNight} type="date" />
      <FieldFor {...RATE_PERIOD_FIELDS.nightlyRateRupees} field={fields.nightlyRateRupees} type="number" />
      <FieldFor {...RATE_PERIOD_FIELDS.extraAdultRupees} field={fields.extraAdultRupees} type="number" />
      <div className="md:col-span-2">
        <button type="submit" className={buttonClass('primary')}>
          Add Period
        </button>
      </div>
    </Form>
  );
}

export function RoomRatesSection({
  type,
  periods,
  ratesResult,
  periodResult,
}: {
  type: RoomTypeView;
  periods: RatePeriodView[];
  ratesResult?: SubmissionResult<string[]> | null | undefined;
  periodResult?: SubmissionResult<string[]> | null | undefined;
}) {
  return (
    <section aria-labelledby="room-rates-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="room-rates-title" className="text-2xl font-semibold text-forest-900">
        Rates of {type.name}
      </h2>
      <p className="mt-1 text-sm text-muted">
        A change prices new quotes and bookings at once; bookings already made keep the price they were sold at.
      </p>
      <RatesForm type={type} lastResult={ratesResult} />
      <h3 className="mt-8 text-xl font-semibold text-forest-900">Rate periods</h3>
      <p className="mt-1 text-sm text-muted">Seasons and named dates with their own rates; their nights win over the weekend rate.</p>
      {periods.length ? (
        <ul className="mt-2 divide-y divide-sand-200">
          {periods.map((period) => (
            <PeriodRow key={period.id} typeId={type.id} period={period} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">No rate periods: every night is at the nightly or weekend rate.</p>
      )}
      <AddPeriodForm key={periods.length} typeId={type.id} lastResult={periodResult} />
    </section>
  );
}
