import { STAY_DIALOG_ID } from '../../lib/checkout.ts';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages.ts';
import { bookingLink } from '../booked.ts';
import { showBanner } from '../reply.ts';
import { payInDialog, showPaidInDialog } from './payment.ts';

// The stay (routes/site/book-stay.tsx): the dates go to the page's action with fetch and its answer
// (errors, or the quote with its CUSTOMER INFORMATION dialog) replaces the search section; the dialog
// then opens. PAY stays disabled until every detail is in (SPEC §5).

function customerComplete(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('[data-customer]')].every((input) => input.value.trim() !== '');
}

/** PAY and its hint follow whether every customer detail is filled in. */
export function showStayReadiness(form: HTMLFormElement): void {
  const complete = customerComplete(form);
  const payButton = form.querySelector<HTMLButtonElement>('[data-pay]');
  const hint = form.querySelector<HTMLElement>('[data-pay-hint]');
  if (payButton && !form.dataset.busy) payButton.disabled = !complete;
  if (hint) hint.textContent = (complete ? hint.dataset.ready : hint.dataset.waiting) ?? '';
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
    customer: { name: value('name'), email: value('email'), mobile: value('phone') },
  };
  // SPEC §4: dismissing the stay's checkout clears the message.
  await payInDialog(dialog, form, form.querySelector('[data-pay]'), request, {
    showPaid: (outcome) => {
      showPaidInDialog(dialog, form, outcome);
      // These dates are booked: the page offers no way back into their checkout, only to the booking.
      for (const opener of document.querySelectorAll(`[data-opens-dialog="${STAY_DIALOG_ID}"]`)) {
        if (outcome.booked) opener.replaceWith(bookingLink(outcome.booked.url, outcome.booked.reference));
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
  const focusedName = focused instanceof HTMLButtonElement && focused.type === 'submit' ? 'submit' : (focused as HTMLInputElement | null)?.name;
  if (button) button.disabled = true;
  let fresh: Element | null;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'text/html' },
    });
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    fresh = page.querySelector('[data-stay-search]');
  } catch {
    fresh = null;
  }
  if (button) button.disabled = false;
  if (!fresh) return form.submit();
  section.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  const freshForm = section.querySelector('form');
  const refocus =
    focusedName === 'submit' ? freshForm?.querySelector('button[type="submit"]') : focusedName ? freshForm?.elements.namedItem(focusedName) : null;
  if (refocus instanceof HTMLElement) refocus.focus();
  const dialog = document.getElementById(STAY_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement) dialog.showModal();
}
