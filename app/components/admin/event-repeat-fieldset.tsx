import { type FieldMetadata, getCollectionProps, getSelectProps } from '@conform-to/react';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import { FieldError } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import type { EventRepeat, RepeatEnd } from '#app/lib/enums.ts';
import { MAX_SERIES_EVENTS, WEEKDAYS } from '#app/lib/event-repeat.ts';

const repeatOptions: { value: EventRepeat; label: string }[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'On chosen weekdays' },
];
const endLabels: Record<RepeatEnd, string> = { count: 'After a number of times', until: 'On a chosen day' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the event form's fields, whatever their parsed types
type AnyField = FieldMetadata<any, any, any>;
type Fields = Record<'repeat' | 'repeatWeekdays' | 'repeatEnds' | 'repeatCount' | 'repeatUntil', AnyField>;

function Message({ field }: { field: AnyField }) {
  return <FieldError id={field.errorId} errors={field.errors} />;
}

/**
 * A new event's Repeat: every day or on chosen weekdays, ending after a number of events or
 * on a date; each date becomes an ordinary event of one series. Every choice shows at once, so the
 * form reads the same before and after JavaScript loads.
 */
export function EventRepeatFieldset({ fields }: { fields: Fields }) {
  const selectProps = getSelectProps(fields.repeat);
  return (
    <fieldset className="rounded-xl border border-sand-200 px-4 pt-3 md:col-span-2">
      <legend className="px-1 text-base font-semibold text-forest-900">Repeat</legend>
      <div className="max-w-sm">
        <SelectField {...selectProps} id={selectProps.id!} label="Repeats" options={repeatOptions} />
        <Message field={fields.repeat} />
      </div>
      <div className="grid gap-x-6 md:grid-cols-2">
        <fieldset className="md:col-span-2" aria-describedby={fields.repeatWeekdays.errorId}>
          <legend className="text-sm font-semibold tracking-wide text-forest-900">Weekdays (for “On chosen weekdays”)</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {getCollectionProps(fields.repeatWeekdays, {
              type: 'checkbox',
              options: WEEKDAYS.map((weekday) => String(weekday.day)),
            }).map((props, index) => (
              <label key={props.key} htmlFor={props.id} className="flex min-h-11 items-center gap-2 text-base">
                <input {...props} key={props.key} className="h-5 w-5 accent-forest-800" />
                <abbr title={WEEKDAYS[index]!.name} className="no-underline">
                  {WEEKDAYS[index]!.label}
                </abbr>
              </label>
            ))}
          </div>
          <Message field={fields.repeatWeekdays} />
        </fieldset>
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-semibold tracking-wide text-forest-900">Ends</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {getCollectionProps(fields.repeatEnds, { type: 'radio', options: ['count', 'until'] }).map((props) => (
              <label key={props.key} htmlFor={props.id} className="flex min-h-11 items-center gap-2 text-base">
                <input {...props} key={props.key} className="h-5 w-5 accent-forest-800" />
                {endLabels[props.value as RepeatEnd]}
              </label>
            ))}
          </div>
          <Message field={fields.repeatEnds} />
        </fieldset>
        <FieldFor
          label="Times"
          hint={`How many events, this one included; at most ${MAX_SERIES_EVENTS}.`}
          field={fields.repeatCount}
          type="number"
        />
        <FieldFor label="Repeat until" hint="The last day an event of the series may fall on." field={fields.repeatUntil} type="date" />
      </div>
    </fieldset>
  );
}
