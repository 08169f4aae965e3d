import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
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
