import { scriptMarkup } from './script.contract.ts';

// A dialog's form while its request is out, and its closing once the answer has been read
// (the calendar's booking dialog and both checkouts).

/**
 * Disables every submit button of `form`, marks the form `data-busy` and shows `label` on `button`,
 * until the returned function puts them back as they were.
 */
export function markBusy(form: HTMLFormElement, button: HTMLButtonElement | null, label: string): () => void {
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
  const before = buttons.map((each) => ({ each, disabled: each.disabled, text: each.textContent }));
  for (const each of buttons) each.disabled = true;
  if (button) button.textContent = label;
  scriptMarkup.busy.write(form, true);
  return () => {
    scriptMarkup.busy.remove(form);
    for (const { each, disabled, text } of before) {
      each.disabled = disabled;
      each.textContent = text;
    }
  };
}

/** Whether `form`'s request is out (`markBusy`). */
export const isBusy = (form: HTMLFormElement) => scriptMarkup.busy.read(form) === true;

const timers = new WeakMap<HTMLDialogElement, number>();

/** Runs `reset` and closes the dialog after `ms`; a later call replaces an earlier one. */
export function closeLater(dialog: HTMLDialogElement, ms: number, reset?: () => void): void {
  window.clearTimeout(timers.get(dialog));
  timers.set(
    dialog,
    window.setTimeout(() => {
      reset?.();
      dialog.close();
    }, ms),
  );
}

export function cancelClose(dialog: HTMLDialogElement): void {
  window.clearTimeout(timers.get(dialog));
}
