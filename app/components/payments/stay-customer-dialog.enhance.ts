import { bookingLink } from '#app/enhance/booked.ts';
import { isBusy } from '#app/enhance/busy.ts';
import { STAY_CHOICES_ID, STAY_DIALOG_ID } from '#app/lib/checkout.ts';
import { formatPaise } from '#app/lib/money.ts';
import { payLabel, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { showBanner } from '../ui/reply-templates.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { payInDialog, showPaidInDialog } from './checkout-dialog.enhance.ts';
import { depositChoiceOf, priceDeposit } from './deposit-choice.enhance.ts';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';
import { PROMO_FIELD, promoMarkup } from './promo-field.contract.ts';
import { applyPromo } from './promo-field.enhance.ts';
import { stayMarkup as markup } from './stay-customer-dialog.contract.ts';

// The stay (routes/site/book-stay.tsx): the dates go to the page's action with fetch and its answer
// (errors, or the room types with their CUSTOMER INFORMATION dialog) replaces the search section. A
// type's CHOOSE opens the dialog for that type. PAY stays disabled until every detail is in.

function customerComplete(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>(markup.customer.selector)].every((input) => input.value.trim() !== '');
}

/** PAY and its hint follow whether every customer detail is filled in. */
export function showStayReadiness(form: HTMLFormElement): void {
  const complete = customerComplete(form);
  const payButton = form.querySelector<HTMLButtonElement>(checkoutDialogMarkup.pay.selector);
  const hint = form.querySelector(markup.payHint.selector);
  if (payButton && !isBusy(form)) payButton.disabled = !complete;
  if (hint) hint.textContent = (complete ? markup.ready : markup.waiting).read(hint) ?? '';
}

/** The dialog books the type whose CHOOSE was pressed: its hidden field and the line naming it follow the button. */
export function chooseStayRoom(dialog: HTMLDialogElement, opener: Element): void {
  const roomTypeId = markup.room.read(opener);
  const field = dialog.querySelector<HTMLInputElement>('input[name="roomTypeId"]');
  if (!roomTypeId || !field) return;
  field.value = roomTypeId;
  const line = dialog.querySelector(markup.chosenRoom.selector);
  if (line) line.textContent = markup.roomLabel.read(opener) ?? '';
  // Each type has its own price: the amount, PAY and the promo code's list price follow the type chosen.
  const amountPaise = markup.roomAmount.read(opener);
  if (amountPaise === undefined) return;
  const amount = dialog.querySelector(markup.amount.selector);
  if (amount) amount.textContent = formatPaise(amountPaise);
  const promo = dialog.querySelector<HTMLElement>(promoMarkup.field.selector);
  if (promo) promoMarkup.listPaise.write(promo, amountPaise);
  const pay = dialog.querySelector(checkoutDialogMarkup.pay.selector);
  if (pay) pay.textContent = payLabel(amountPaise / 100);
  const form = dialog.querySelector('form');
  if (form) priceDeposit(form, amountPaise);
  if (promo && promo.querySelector<HTMLInputElement>(`input[name="${PROMO_FIELD}"]`)?.value.trim()) void applyPromo(promo);
}

export async function payForStay(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
  if (!customerComplete(form)) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  const fields = new FormData(form);
  const value = (name: string) => String(fields.get(name) ?? '').trim();
  const request = {
    kind: 'stay',
    checkIn: value('checkIn'),
    checkOut: value('checkOut'),
    adults: Number(value('adults')),
    promoCode: value('promoCode') || undefined,
    roomTypeId: value('roomTypeId'),
    // Paying in full is the default: only a deposit is named.
    ...(depositChoiceOf(form) === 'deposit' ? { payment: 'deposit' } : {}),
    customer: { name: value('name'), email: value('email'), mobile: value('phone'), state: value(GST_STATE_FIELD) || undefined },
  };
  // Dismissing the stay's checkout clears the message (the retreat's says it was cancelled).
  await payInDialog(dialog, form, form.querySelector(checkoutDialogMarkup.pay.selector), request, {
    showPaid: (outcome) => {
      showPaidInDialog(dialog, form, outcome);
      // These dates are booked: the page offers no way back into their checkout, only (once) to the booking.
      const openers = [...document.querySelectorAll(checkoutDialogMarkup.opens.is(STAY_DIALOG_ID))];
      const chosen = openers.find((opener) => markup.room.read(opener) === request.roomTypeId) ?? openers[0];
      for (const opener of openers) {
        if (opener === chosen && outcome.booked) opener.replaceWith(bookingLink(outcome.booked.url, outcome.booked.reference));
        else opener.remove();
      }
    },
  });
  showStayReadiness(form);
}

/** Sends the dates to the page and shows its answer in place; without a usable answer, posts as a page. */
export async function searchStay(section: HTMLElement, form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // Focus stays where it was (most often Book Now): the section's elements are replaced, not moved.
  const focused = document.activeElement;
  const focusedName =
    focused instanceof HTMLButtonElement && focused.type === 'submit' ? 'submit' : (focused as HTMLInputElement | null)?.name;
  if (button) button.disabled = true;
  let fresh: Element | null;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'text/html' },
    });
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    fresh = page.querySelector(markup.search.selector);
  } catch {
    fresh = null;
  }
  if (button) button.disabled = false;
  if (!fresh) return form.submit();
  section.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  const freshForm = section.querySelector('form');
  const refocus =
    focusedName === 'submit'
      ? freshForm?.querySelector('button[type="submit"]')
      : focusedName
        ? freshForm?.elements.namedItem(focusedName)
        : null;
  if (refocus instanceof HTMLElement) refocus.focus();
  // The room types come next: brought into view, focus left where it was.
  section.querySelector(`#${STAY_CHOICES_ID}`)?.scrollIntoView?.({ block: 'start' });
}
