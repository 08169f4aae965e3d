import type { ComponentProps, ReactNode } from 'react';

/** A form's submit button: while the form is sent (`busy`) it is disabled and says `busyLabel` ('SIGNING IN...'). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'disabled'> & { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : children}
    </button>
  );
}
