import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  options,
  ...select
}: { id: string; label: string; options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
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
