import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  errors?: string[];
  hint?: string;
  tone?: 'light' | 'dark';
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30 aria-[invalid=true]:border-clay-600';

function Messages({ id, errors, hint }: { id: string; errors?: string[]; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* Space kept for a message, so a late one never moves the form under the pointer. */}
      <div id={`${id}-error`} aria-live="polite" className="min-h-6">
        {errors?.length ? <p className="mt-1 text-sm font-medium text-clay-700">{errors[0]}</p> : null}
      </div>
    </>
  );
}

export function Field({ label, errors, hint, tone = 'light', ...input }: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  const id = input.id ?? fallbackId;
  return (
    <div>
      <label htmlFor={id} className={`text-sm font-semibold tracking-wide ${tone === 'light' ? 'text-forest-900' : 'text-sand-50'}`}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ')}
        className={inputClass}
      />
      <Messages id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function TextArea({ label, errors, hint, tone = 'light', ...input }: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  const id = input.id ?? fallbackId;
  return (
    <div>
      <label htmlFor={id} className={`text-sm font-semibold tracking-wide ${tone === 'light' ? 'text-forest-900' : 'text-sand-50'}`}>
        {label}
      </label>
      <textarea
        {...input}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={`${id}-error`}
        className={`${inputClass} min-h-32`}
      />
      <Messages id={id} errors={errors} hint={hint} />
    </div>
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
