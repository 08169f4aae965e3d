import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import type { ComponentProps } from 'react';
import { Field, TextArea } from './field.tsx';

type TypedInput = 'text' | 'email' | 'tel' | 'date' | 'number' | 'password' | 'time' | 'datetime-local';
type Bound = 'errors' | 'type' | 'name' | 'id' | 'form' | 'defaultValue' | 'required';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form, as getInputProps takes it
export type AnyField = FieldMetadata<any, any, any>;

/** A Field bound to a Conform field: its id, name, value, constraints and message come from the field. */
export function FieldFor({ field, type, ...input }: { field: AnyField; type: TypedInput } & Omit<ComponentProps<typeof Field>, Bound>) {
  return <Field {...input} errors={field.errors} {...getInputProps(field, { type })} />;
}

/** A TextArea bound to a Conform field. */
export function TextAreaFor({ field, ...input }: { field: AnyField } & Omit<ComponentProps<typeof TextArea>, Bound>) {
  return <TextArea {...input} errors={field.errors} {...getTextareaProps(field)} />;
}

/** A tick box bound to a Conform field, with its label and a sentence under it that says what ticking it does. */
export function CheckboxFor({ field, label, hint }: { field: AnyField; label: string; hint: string }) {
  const input = getInputProps(field, { type: 'checkbox' });
  return (
    <div className="flex items-start gap-3 pb-4">
      <input {...input} aria-describedby={`${input.id}-hint`} className="mt-1 h-5 w-5 accent-forest-800" />
      <div>
        <label htmlFor={input.id} className="text-sm font-semibold text-forest-900">
          {label}
        </label>
        <p id={`${input.id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
