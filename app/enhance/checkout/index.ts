import { cancelClose } from '../busy.ts';
import { clearBanner } from '../reply.ts';
import { newCheckoutKey, resetPaidDialog } from './payment.ts';
import { resetRetreat, showRefundWindow, showRetreatTotal, submitRetreat } from './retreat.ts';
import { payForStay, searchStay, showStayReadiness } from './stay.ts';

// The two checkouts, the retreat's and the stay's (docs/decisions/0001): loaded by app/enhance/index.ts
// only on pages that have one. Everything is handled by delegation, so markup put in place later (the
// stay's quote) needs no setting up.

const checkoutDialog = (element: Element | null) => element?.closest<HTMLDialogElement>('dialog[data-checkout-dialog]') ?? null;

function open(dialog: HTMLDialogElement): void {
  // Every opening starts afresh: an earlier answer is never shown again, a booking made is not offered
  // again (the dialog is a new, empty one), and it is a new checkout with a key of its own.
  cancelClose(dialog);
  clearBanner(dialog);
  if (resetPaidDialog(dialog) && dialog.dataset.checkoutDialog === 'retreat') resetRetreat(dialog);
  newCheckoutKey(dialog);
  dialog.showModal();
}

export function enhanceCheckout(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-opens-dialog]');
    const dialog = opener ? document.getElementById(opener.dataset.opensDialog ?? '') : null;
    if (dialog instanceof HTMLDialogElement) open(dialog);
    if (target.closest('[data-dialog-close]')) checkoutDialog(target)?.close();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // The stay's customer dialog sits inside its search section: the dialog's own form is asked first.
    const dialog = checkoutDialog(form);
    const search = dialog ? null : form.closest<HTMLElement>('[data-stay-search]');
    if (!dialog && !search) return;
    event.preventDefault();
    if (search) void searchStay(search, form);
    else if (dialog?.dataset.checkoutDialog === 'stay') void payForStay(dialog, form);
    else if (dialog) submitRetreat(dialog, form, event.submitter as HTMLButtonElement | null);
  });
  document.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.matches('[data-customer]') && input.form) showStayReadiness(input.form);
    const dialog = checkoutDialog(input);
    if (dialog && input.name === 'startDate') showRefundWindow(dialog);
  });
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const dialog = checkoutDialog(input);
    if (dialog && (input.name === 'occupancy' || input.name === 'guests')) showRetreatTotal(dialog);
    if (dialog && input.name === 'startDate') showRefundWindow(dialog);
  });
}
