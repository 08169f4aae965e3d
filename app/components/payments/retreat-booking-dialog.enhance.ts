import { followBooking } from '#app/enhance/booked.ts';
import { markBusy } from '#app/enhance/busy.ts';
import { formatRupees } from '#app/lib/money.ts';
import { payLabel, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { retreatBreakdown } from '#app/lib/retreat-price.ts';
import { dialogMarkup } from '../ui/dialog.contract.ts';
import { clearBanner, postForReply, showBanner } from '../ui/reply-templates.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { payInDialog, showPaidInDialog } from './checkout-dialog.enhance.ts';
import { depositChoiceOf, priceDeposit } from './deposit-choice.enhance.ts';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';
import { promoMarkup } from './promo-field.contract.ts';
import { applyPromo } from './promo-field.enhance.ts';
import { retreatDialogMarkup as markup, retreatFields } from './retreat-booking-dialog.contract.ts';

// BOOK THIS EXPERIENCE (components/payments/retreat-booking-dialog.tsx): PAY runs the payment for the
// chosen occupancy, guests and start date; SUBMIT BOOKING sends the form to the JSON endpoint without
// paying. The server prices both again; the figures here only show the guest what it will charge.

/** The guests a room takes, the total, its breakdown and the PAY button follow the occupancy and guests. */
export function showRetreatTotal(dialog: HTMLElement): void {
  // By its state rather than `:checked`, which some DOMs (happy-dom, in the tests) match by the attribute.
  const chosen = [...dialog.querySelectorAll<HTMLInputElement>(`input[name="${retreatFields.occupancy}"]`)].find((radio) => radio.checked);
  const guests = dialog.querySelector<HTMLSelectElement>(`select[name="${retreatFields.guests}"]`);
  if (!chosen) return;
  const maxGuests = markup.maxGuests.read(chosen) ?? 1;
  if (guests) {
    for (const option of guests.options) option.disabled = Number(option.value) > maxGuests;
    if (Number(guests.value) > maxGuests) guests.value = String(maxGuests);
  }
  const count = Number(guests?.value ?? 1);
  const perPersonRupees = markup.perPerson.read(chosen) ?? Number.NaN;
  const totalRupees = perPersonRupees * count;
  const set = (selector: string, text: string) => {
    const element = dialog.querySelector(selector);
    if (element) element.textContent = text;
  };
  set(markup.total.selector, formatRupees(totalRupees));
  set(markup.breakdown.selector, retreatBreakdown({ guests: count, perPersonRupees, totalRupees }));
  set(checkoutDialogMarkup.pay.selector, payLabel(totalRupees));
  const form = dialog.querySelector('form');
  if (form) priceDeposit(form, totalRupees * 100);
}

/** The policy's warning shows while the chosen start date is too near for a refund. */
export function showRefundWindow(dialog: HTMLElement): void {
  // A date field, or the select of a retreat's fixed departures.
  const start = dialog.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${retreatFields.startDate}"]`);
  const warning = dialog.querySelector<HTMLElement>(markup.refundWindow.selector);
  if (!start || !warning) return;
  warning.hidden = !(start.value && start.value < (markup.fullTermsFrom.read(warning) ?? ''));
}

/** The dialog as a new booking: its choices back to their defaults and what follows from them. */
export function resetRetreat(dialog: HTMLElement): void {
  showRetreatTotal(dialog);
  showRefundWindow(dialog);
}

async function payNow(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '').trim();
  if (!text('name') || !text('email') || !text('mobile')) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  const request = {
    kind: 'retreat',
    retreat: text(retreatFields.retreat) || undefined,
    occupancy: text('occupancy'),
    guests: Number(text('guests') || 1),
    startDate: text('startDate'),
    promoCode: text('promoCode') || undefined,
    // Paying in full is the default: only a deposit is named.
    ...(depositChoiceOf(form) === 'deposit' ? { payment: 'deposit' } : {}),
    customer: { name: text('name'), email: text('email'), mobile: text('mobile'), state: text(GST_STATE_FIELD) || undefined },
    website: text('website'),
  };
  await payInDialog(dialog, form, button, request, {
    dismissed: PAYMENT_MESSAGES.cancelled,
    showPaid: (outcome) => showPaidInDialog(dialog, form, outcome),
  });
  // The occupancy may have changed while the button said PROCESSING...
  showRetreatTotal(dialog);
  // ...and PAY charges what is left after the promo code, if there is one.
  const promo = dialog.querySelector<HTMLElement>(promoMarkup.field.selector);
  if (promo && text('promoCode')) void applyPromo(promo);
}

async function submitUnpaid(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const body = new FormData(form);
  body.set('intent', 'unpaid');
  const done = markBusy(form, button, 'SUBMITTING...');
  const { reply } = await postForReply(dialogMarkup.endpoint.read(form) ?? '', body);
  done();
  if (!reply.ok) return showBanner(dialog, 'error', reply.message);
  showPaidInDialog(dialog, form, { kind: 'paid', message: reply.message, booked: reply.booking ?? null });
  if (reply.booking) followBooking(reply.booking, checkoutDialogMarkup.unpaidCloseMs.read(dialog) ?? Number.NaN);
}

export function submitRetreat(dialog: HTMLDialogElement, form: HTMLFormElement, submitter: HTMLButtonElement | null): void {
  clearBanner(dialog);
  if (submitter?.value === 'unpaid') void submitUnpaid(dialog, form, submitter);
  else void payNow(dialog, form, submitter ?? form.querySelector<HTMLButtonElement>(checkoutDialogMarkup.pay.selector));
}
