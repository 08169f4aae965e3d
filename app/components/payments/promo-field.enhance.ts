import type { Received } from '#app/lib/api/answer.ts';
import type { PromoQuoteAnswer } from '#app/lib/api/promo.ts';
import { formatPaise } from '#app/lib/money.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { showDeposit } from './deposit-choice.enhance.ts';
import { PROMO_FIELD, PROMO_QUOTE_ENDPOINT, promoMarkup } from './promo-field.contract.ts';

// A checkout's promo code (promo-field.tsx): APPLY (or Enter in the field) sends what is booked and the
// code to the server, which answers the discount line and the amount to pay, or the code's sentence and
// the full price; PAY's label follows. A change to what is booked asks again; an emptied field is the
// full price. The order itself is priced on the server again, whatever this shows.

type QuoteAnswer = Received<PromoQuoteAnswer>;

const frameOf = (element: Element | null) => element?.closest<HTMLElement>(promoMarkup.field.selector) ?? null;

/** What the quote endpoint needs: the form's fields by name, as the payment order reads them. */
function quoteRequest(frame: HTMLElement, form: HTMLFormElement, code: string): Record<string, unknown> {
  const fields = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()]));
  return { ...fields, kind: promoMarkup.field.read(frame), promoCode: code };
}

function show(frame: HTMLElement, tone: 'discount' | 'refused' | 'none', text: string, amountPaise?: number): void {
  const answer = frame.querySelector(promoMarkup.answer.selector);
  if (answer) {
    promoMarkup.answer.write(answer, tone);
    answer.textContent = text;
  }
  const form = frame.closest('form');
  const pay = form?.querySelector(checkoutDialogMarkup.pay.selector);
  if (pay && amountPaise !== undefined) pay.textContent = payLabel(amountPaise / 100);
  if (tone === 'discount' && amountPaise !== undefined) promoMarkup.payPaise.write(frame, amountPaise);
  else promoMarkup.payPaise.remove(frame);
  // A deposit is a share of what is left to pay: its terms and PAY follow.
  if (form) showDeposit(form);
}

/**
 * A changed code waits for APPLY: its old answer goes, and a discount shown goes with it (PAY shows the
 * full price again, the price that came with that discount: any change to the booking since asked again).
 */
function forgetAnswer(frame: HTMLElement): void {
  const answer = frame.querySelector(promoMarkup.answer.selector);
  const discounted = answer && promoMarkup.answer.read(answer) === 'discount';
  show(frame, 'none', '', discounted ? promoMarkup.listPaise.read(frame) : undefined);
}

/** Asks the server what the typed code takes off, and shows it; an empty field shows the full price. */
export async function applyPromo(frame: HTMLElement): Promise<void> {
  const form = frame.closest('form');
  const input = frame.querySelector<HTMLInputElement>(`input[name="${PROMO_FIELD}"]`);
  if (!form || !input) return;
  const code = input.value.trim();
  if (!code) return forgetAnswer(frame);
  let answer: QuoteAnswer;
  try {
    const response = await fetch(PROMO_QUOTE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(quoteRequest(frame, form, code)),
    });
    answer = (await response.json()) as QuoteAnswer;
  } catch {
    answer = { error: PROMO_MESSAGES.unavailable };
  }
  if (typeof answer.listPaise === 'number') promoMarkup.listPaise.write(frame, answer.listPaise);
  // The guest may have changed the code while the answer was on its way: only the latest one is shown.
  if (input.value.trim() !== code) return;
  if (answer.ok && answer.line && typeof answer.amountPaise === 'number')
    show(frame, 'discount', `${answer.line} · You pay ${formatPaise(answer.amountPaise)}`, answer.amountPaise);
  else show(frame, 'refused', answer.error ?? '', answer.amountPaise);
}

let enhanced = false;

export function enhancePromoFields(): void {
  // Both the checkouts and the calendar's booking dialog start it; a page with both listens once.
  if (enhanced) return;
  enhanced = true;
  document.addEventListener('click', (event) => {
    const frame = frameOf((event.target as Element).closest(promoMarkup.apply.selector));
    if (frame) void applyPromo(frame);
  });
  document.addEventListener('keydown', (event) => {
    const input = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || input.name !== PROMO_FIELD) return;
    const frame = frameOf(input);
    if (!frame) return;
    // Enter in the code applies it; it never pays.
    event.preventDefault();
    void applyPromo(frame);
  });
  document.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    const frame = input.name === PROMO_FIELD ? frameOf(input) : null;
    if (frame) forgetAnswer(frame);
  });
  // What is booked changed (the retreat's occupancy or guests): the code's discount is asked again.
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === PROMO_FIELD) return;
    const frame = input.form?.querySelector<HTMLElement>(promoMarkup.field.selector);
    const code = frame?.querySelector<HTMLInputElement>(`input[name="${PROMO_FIELD}"]`)?.value.trim();
    if (frame && code) void applyPromo(frame);
  });
  // A dialog opened afresh after a booking: its code and answer start empty.
  document.addEventListener(
    'reset',
    (event) => {
      const frame = (event.target as HTMLFormElement).querySelector<HTMLElement>(promoMarkup.field.selector);
      if (frame) show(frame, 'none', '');
    },
    true,
  );
}
