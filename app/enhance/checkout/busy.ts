/**
 * Disables every submit button of `form` and shows `label` on `button` until the returned function
 * puts them back as they were.
 */
export function markBusy(form: HTMLFormElement, button: HTMLButtonElement | null, label: string): () => void {
  const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
  const before = buttons.map((each) => ({
    each,
    disabled: each.disabled,
    text: each.textContent,
  }));
  for (const each of buttons) each.disabled = true;
  if (button) button.textContent = label;
  return () => {
    for (const { each, disabled, text } of before) {
      each.disabled = disabled;
      each.textContent = text;
    }
  };
}

/** Closes the dialog after `ms`, then runs `reset`; a later call replaces an earlier one. */
const timers = new WeakMap<HTMLDialogElement, number>();
export function closeLater(dialog: HTMLDialogElement, ms: number, reset: () => void): void {
  window.clearTimeout(timers.get(dialog));
  timers.set(
    dialog,
    window.setTimeout(() => {
      reset();
      dialog.close();
    }, ms),
  );
}

export function cancelClose(dialog: HTMLDialogElement): void {
  window.clearTimeout(timers.get(dialog));
}
