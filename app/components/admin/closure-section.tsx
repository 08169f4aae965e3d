import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import type { ClosureView, RoomTypeView, UnitView } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { closureSchema } from '#app/lib/schemas/admin/rooms.ts';
import { buttonClass } from './buttons.ts';

function ClosureList({ closures }: { closures: ClosureView[] }) {
  if (closures.length === 0) return <p className="px-5 pb-5 text-muted sm:px-6">No nights are closed from today on.</p>;
  return (
    <ul className="divide-y divide-sand-200 border-t border-sand-200">
      {closures.map((closure) => {
        const what = closure.unitName ? `${closure.typeName}, ${closure.unitName}` : (closure.typeName ?? 'Whole estate');
        const nights =
          closure.firstNight === closure.lastNight
            ? formatDayMonthYear(closure.firstNight)
            : `${formatDayMonthYear(closure.firstNight)} – ${formatDayMonthYear(closure.lastNight)}`;
        return (
          <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm sm:px-6">
            <div>
              <p className="font-semibold text-forest-900">
                {what}: {nights}
              </p>
              <p className="break-words text-muted">{closure.reason}</p>
            </div>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="reopen" />
              <input type="hidden" name="id" value={closure.id} />
              <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={`Remove closure of ${what}, ${nights}`}>
                Remove
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

/** Closing one unit, a type or the whole estate for a range of nights, with a reason; and the closures to come. */
export function ClosureSection({
  types,
  units,
  closures,
  today,
  lastResult,
}: {
  types: RoomTypeView[];
  units: Record<string, UnitView[]>;
  closures: ClosureView[];
  today: string;
  lastResult?: SubmissionResult | null;
}) {
  const [form, fields] = useForm({
    id: 'closure',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: closureSchema }),
  });
  const options = [{ value: '', label: 'Whole estate' }, ...types.map((type) => ({ value: type.id, label: type.name }))];
  const unitOptions = [
    { value: '', label: 'Every unit of the type' },
    ...types.flatMap((type) => (units[type.id] ?? []).filter((unit) => unit.active).map((unit) => ({ value: unit.id, label: unit.name }))),
  ];
  return (
    <section aria-labelledby="closures-title" className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <h2 id="closures-title" className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        Closed nights
      </h2>
      <p className="px-5 pt-1 text-sm text-muted sm:px-6">
        Closed nights sell nothing. Nights with guests cannot be closed; one unit closes on nights it has no guest, and its type sells one
        room fewer.
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        preventScrollReset
        className="grid gap-x-4 gap-y-1 px-5 pt-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1.4fr_1fr_1fr_2fr_auto]"
      >
        <input type="hidden" name="intent" value="close" />
        {form.errors?.length ? (
          <div className="mb-4 sm:col-span-2 lg:col-span-6">
            <Banner tone="error">{form.errors[0]}</Banner>
          </div>
        ) : null}
        <SelectField
          className={FIELD_ROW}
          id="closure-type"
          label="Close"
          name={fields.roomTypeId.name}
          options={options}
          defaultValue=""
        />
        <SelectField className={FIELD_ROW} id="closure-unit" label="Unit" name={fields.unitId.name} options={unitOptions} defaultValue="" />
        <Field label="First night" min={today} errors={fields.firstNight.errors} {...getInputProps(fields.firstNight, { type: 'date' })} />
        <Field label="Last night" min={today} errors={fields.lastNight.errors} {...getInputProps(fields.lastNight, { type: 'date' })} />
        <Field label="Reason" errors={fields.reason.errors} {...getInputProps(fields.reason, { type: 'text' })} />
        <div className="pb-6 lg:pt-7">
          <button type="submit" className={buttonClass('primary')}>
            Close nights
          </button>
        </div>
      </Form>
      <ClosureList closures={closures} />
    </section>
  );
}
