import { cancelClose } from '#app/enhance/busy.ts';
import { dialogMarkup } from '../ui/dialog.contract.ts';
import { clearBanner } from '../ui/reply-templates.enhance.ts';
import { appointmentMarkup } from './appointment-dialog.contract.ts';
import { chooseAppointmentTime, payForAppointment } from './appointment-dialog.enhance.ts';
import { checkoutDialogMarkup as markup } from './checkout-dialog.contract.ts';
import { newCheckoutKey, resetPaidDialog } from './checkout-dialog.enhance.ts';
import { DEPOSIT_FIELD } from './deposit-choice.contract.ts';
import { showDeposit } from './deposit-choice.enhance.ts';
import { enrolFields } from './enrol-dialog.contract.ts';
import { payForEnrolment, showEnrolTotal } from './enrol-dialog.enhance.ts';
import { enhancePromoFields } from './promo-field.enhance.ts';
import { retreatFields } from './retreat-booking-dialog.contract.ts';
import { resetRetreat, showRefundWindow, showRetreatTotal, submitRetreat } from './retreat-booking-dialog.enhance.ts';
import { stayMarkup } from './stay-customer-dialog.contract.ts';
import { chooseStayRoom, payForStay, searchStay, showStayReadiness } from './stay-customer-dialog.enhance.ts';

// The checkouts, the retreat's, the stay's and a training batch's enrolment (docs/decisions/0001): loaded by app/enhance/index.ts
// only on pages that have one. Everything is handled by delegation, so markup put in place later (the
// stay's quote) needs no setting up.

const checkoutDialog = (element: Element | null) => element?.closest<HTMLDialogElement>(`dialog${markup.dialog.selector}`) ?? null;

function open(dialog: HTMLDialogElement): void {
  // Every opening starts afresh: an earlier answer is never shown again, a booking made is not offered
  // again (the dialog is a new, empty one), and it is a new checkout with a key of its own.
  cancelClose(dialog);
  clearBanner(dialog);
  if (resetPaidDialog(dialog) && markup.dialog.read(dialog) === 'retreat') resetRetreat(dialog);
  if (markup.dialog.read(dialog) === 'training') showEnrolTotal(dialog);
  newCheckoutKey(dialog);
  dialog.showModal();
}

export function enhanceCheckout(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest(markup.opens.selector);
    const dialog = opener ? document.getElementById(markup.opens.read(opener) ?? '') : null;
    if (dialog instanceof HTMLDialogElement) {
      if (stayMarkup.room.read(opener!)) chooseStayRoom(dialog, opener!);
      if (appointmentMarkup.start.read(opener!) || appointmentMarkup.picked.read(opener!)) chooseAppointmentTime(dialog, opener!);
      open(dialog);
    }
    if (target.closest(dialogMarkup.close.selector)) checkoutDialog(target)?.close();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // The stay's customer dialog sits inside its search section: the dialog's own form is asked first.
    const dialog = checkoutDialog(form);
    const search = dialog ? null : form.closest<HTMLElement>(stayMarkup.search.selector);
    if (!dialog && !search) return;
    event.preventDefault();
    if (search) void searchStay(search, form);
    else if (dialog && markup.dialog.read(dialog) === 'stay') void payForStay(dialog, form);
    else if (dialog && markup.dialog.read(dialog) === 'appointment')
      void payForAppointment(dialog, form, event.submitter as HTMLButtonElement | null);
    else if (dialog && markup.dialog.read(dialog) === 'training')
      void payForEnrolment(dialog, form, event.submitter as HTMLButtonElement | null);
    else if (dialog) submitRetreat(dialog, form, event.submitter as HTMLButtonElement | null);
  });
  document.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (stayMarkup.customer.on(input) && input.form) showStayReadiness(input.form);
    const dialog = checkoutDialog(input);
    if (dialog && input.name === retreatFields.startDate) showRefundWindow(dialog);
    if (input.form && (input.name === retreatFields.startDate || input.name === DEPOSIT_FIELD)) showDeposit(input.form);
  });
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const dialog = checkoutDialog(input);
    if (dialog && (input.name === retreatFields.occupancy || input.name === retreatFields.guests)) showRetreatTotal(dialog);
    if (dialog && input.name === retreatFields.startDate) showRefundWindow(dialog);
    if (input.form && (input.name === retreatFields.startDate || input.name === DEPOSIT_FIELD)) showDeposit(input.form);
    if (dialog && input.name === enrolFields.payment) showEnrolTotal(dialog);
  });
  enhancePromoFields();
}
