import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options for a list of values, each shown as `label` names it: by default the value itself. */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string = (value) => value,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A value shown with a capital: 'workshop' as 'Workshop'. */
export function capitalized(value: string): string {
  return value[0]!.toUpperCase() + value.slice(1);
}

/** The room a text Field keeps under it for its message: a select beside text fields keeps it too, so the row lines up. */
export const FIELD_ROW = 'pb-6';

/** A labelled select; `className` is the wrapper's (FIELD_ROW beside text fields, a grid span), not the select's. */
export function SelectField({
  id,
  label,
  options,
  className,
  ...select
}: { id: string; label: string; options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold tracking-wide text-forest-900">
        {label}
      </label>
      <select {...select} id={id} className="mt-1.5 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2.5 text-base">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
