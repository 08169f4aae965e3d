import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { fieldErrorId } from './reply-templates.contract.ts';

interface FieldFrameProps {
  label: string;
  errors?: string[];
  hint?: string;
  /** Spans both columns of a two-column form (from md up). */
  wide?: boolean;
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-forest-600 aria-[invalid=true]:border-clay-600';

/** A field's hint and message under it, for a control drawn by another component (a select). */
export function FieldMessages({ id, errors, hint }: { id: string; errors?: string[]; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(id)} errors={errors} />
    </>
  );
}

/**
 * A field's first message, under it, announced as it comes; the space is kept when there is none, so a
 * late one never moves the form under the pointer. `id` is what the field's aria-describedby names.
 */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id} aria-live="polite" className="min-h-6">
      {errors?.length ? <FieldErrorText>{errors[0]}</FieldErrorText> : null}
    </div>
  );
}

/** A message's own look; also copied by booking-dialog.enhance.ts for answers that come without a new page. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <p className="mt-1 text-sm font-medium text-clay-700">{children}</p>;
}

function useFieldIds(id: string | undefined, hint: string | undefined) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return { id: fieldId, describedBy: [hint ? `${fieldId}-hint` : '', fieldErrorId(fieldId)].filter(Boolean).join(' ') };
}

function FieldFrame({ id, label, errors, hint, wide, children }: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-semibold tracking-wide text-forest-900">
        {label}
      </label>
      {children}
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function Field({ label, errors, hint, wide, ...input }: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(input.id, hint);
  return (
    <FieldFrame id={id} label={label} errors={errors} hint={hint} wide={wide}>
      <input {...input} id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} className={inputClass} />
    </FieldFrame>
  );
}

export function TextArea({ label, errors, hint, wide, ...input }: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(input.id, hint);
  return (
    <FieldFrame id={id} label={label} errors={errors} hint={hint} wide={wide}>
      <textarea
        {...input}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} min-h-32`}
      />
    </FieldFrame>
  );
}

/** Invisible to people and to assistive technology; bots that fill every field reveal themselves. */
export function HoneypotField({ name = 'website' }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
