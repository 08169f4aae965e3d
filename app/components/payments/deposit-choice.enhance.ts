import { type DepositRule, depositTermsOf, depositTermsText } from '#app/lib/deposit-terms.ts';
import { formatPaise } from '#app/lib/money.ts';
import { DEPOSIT_MESSAGES, payLabel } from '#app/lib/payment-messages.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { DEPOSIT_FIELD, depositMarkup as markup } from './deposit-choice.contract.ts';
import { promoMarkup } from './promo-field.contract.ts';

// A checkout's choice of paying in full or a deposit (deposit-choice.tsx): the terms follow the price (a
// promo code's discount first), the start date and the rule, and PAY names what will be charged. The
// server works the terms out again from the choice alone.

function ruleOf(frame: Element): DepositRule | null {
  try {
    return JSON.parse(markup.rule.read(frame) ?? '') as DepositRule;
  } catch {
    return null;
  }
}

/** The price the deposit is a share of: after the promo code's discount when one is shown. */
function priceOf(form: HTMLFormElement, frame: Element): number {
  const promo = form.querySelector(promoMarkup.field.selector);
  const answer = promo?.querySelector(promoMarkup.answer.selector);
  const discounted = promo && answer && promoMarkup.answer.read(answer) === 'discount' ? promoMarkup.payPaise.read(promo) : undefined;
  return discounted ?? markup.pricePaise.read(frame) ?? 0;
}

function startOf(form: HTMLFormElement, frame: Element): string {
  const field = markup.startField.read(frame);
  const input = field ? form.elements.namedItem(field) : null;
  return (input instanceof HTMLInputElement || input instanceof HTMLSelectElement ? input.value : markup.start.read(frame)) ?? '';
}

/** The list price the choice is drawn for changed (what is booked changed): written, then shown. */
export function priceDeposit(form: HTMLFormElement, pricePaise: number): void {
  const frame = form.querySelector(markup.choice.selector);
  if (frame) markup.pricePaise.write(frame, pricePaise);
  showDeposit(form);
}

/** The terms for the price and start now, shown or hidden, and PAY's label for the choice made. */
export function showDeposit(form: HTMLFormElement): void {
  const frame = form.querySelector<HTMLElement>(markup.choice.selector);
  const rule = frame ? ruleOf(frame) : null;
  if (!frame || !rule) return;
  const price = priceOf(form, frame);
  const terms = depositTermsOf(rule, price, startOf(form, frame), markup.today.read(frame) ?? '');
  const set = (selector: string, text: string) => {
    const element = frame.querySelector(selector);
    if (element) element.textContent = text;
  };
  const radio = (value: string) => form.querySelector<HTMLInputElement>(`input[name="${DEPOSIT_FIELD}"][value="${value}"]`);
  frame.hidden = !terms;
  set(markup.full.selector, DEPOSIT_MESSAGES.full(formatPaise(price)));
  set(markup.deposit.selector, terms ? DEPOSIT_MESSAGES.deposit(formatPaise(terms.depositPaise)) : '');
  set(markup.terms.selector, terms ? depositTermsText(terms) : '');
  // Within the due window there is no choice: the whole price.
  if (!terms) {
    const full = radio('full');
    if (full) full.checked = true;
  }
  const chosen = Boolean(terms && radio('deposit')?.checked);
  const pay = form.querySelector(checkoutDialogMarkup.pay.selector);
  if (pay) pay.textContent = payLabel((chosen && terms ? terms.depositPaise : price) / 100);
}

/** What the form asks the server for: the choice, never an amount. */
export function depositChoiceOf(form: HTMLFormElement): 'deposit' | 'full' {
  const frame = form.querySelector<HTMLElement>(markup.choice.selector);
  const chosen = form.querySelector<HTMLInputElement>(`input[name="${DEPOSIT_FIELD}"][value="deposit"]`);
  return frame && !frame.hidden && chosen?.checked ? 'deposit' : 'full';
}
