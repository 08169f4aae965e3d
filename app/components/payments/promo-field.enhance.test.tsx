// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { RETREAT_DIALOG_ID } from '#app/lib/checkout.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PROMO_MESSAGES, promoLine } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { $, choose, json, mount, press, type Sent, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { quoteAnswer } from '#tests/support/promo-quote.ts';
import { enhanceCheckout } from './checkout.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { PROMO_QUOTE_ENDPOINT, promoMarkup } from './promo-field.contract.ts';
import { retreatFields } from './retreat-booking-dialog.contract.ts';
import { RetreatBookingDialog } from './retreat-booking-dialog.tsx';

const DOUBLE = retreatQuote('double', 1).amountPaise;
const SINGLE = retreatQuote('single', 1).amountPaise;

const dialog = () => $<HTMLDialogElement>(`#${RETREAT_DIALOG_ID}`);
const form = () => $<HTMLFormElement>(checkoutDialogMarkup.form.selector, dialog());
const code = () => form().elements.namedItem('promoCode') as HTMLInputElement;
const apply = () => $<HTMLButtonElement>(promoMarkup.apply.selector, dialog());
const answer = () => $(promoMarkup.answer.selector, dialog());
const pay = () => textOf($(checkoutDialogMarkup.pay.selector, dialog()));

/** The quote endpoint as the server answers: SPRING10 takes 10 % off whatever is booked; other codes are unknown. */
function server(request: Sent) {
  const body = request.body as { promoCode: string; occupancy: string };
  const listPaise = body.occupancy === 'single' ? SINGLE : DOUBLE;
  if (request.url !== PROMO_QUOTE_ENDPOINT) return json({ error: 'unexpected' }, 500);
  return quoteAnswer(body.promoCode, listPaise);
}

beforeAll(() => enhanceCheckout());
beforeEach(() =>
  mount(
    <RetreatBookingDialog
      startDates={{ min: '2026-12-01', max: '2027-12-01' }}
      fullTermsFrom="2026-12-07"
      shortNoticeWarning={policyMessages(firstPolicyFigures).shortNoticeBeforePaying}
      siteName="Sukoon"
    />,
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('a checkout’s promo code', () => {
  it('shows the discount line and what is left to pay, and PAY charges that, before any payment', async () => {
    const sent = stubFetch(server);
    type(code(), 'spring10');
    apply().click();
    await settle();
    expect(sent).toMatchObject([
      { url: PROMO_QUOTE_ENDPOINT, body: { kind: 'retreat', occupancy: 'double', guests: '1', promoCode: 'spring10' } },
    ]);
    expect(textOf(answer())).toBe(`${promoLine('SPRING10', DOUBLE / 10)} · You pay ${formatRupees((DOUBLE * 0.9) / 100)}`);
    expect(promoMarkup.answer.read(answer())).toBe('discount');
    expect(pay()).toBe(`PAY ${formatRupees((DOUBLE * 0.9) / 100)}`);
  });

  it('says the code’s one sentence and keeps the full price; emptying the code clears it', async () => {
    stubFetch(server);
    type(code(), 'NOPE');
    press(code(), 'Enter');
    await settle();
    expect(textOf(answer())).toBe(PROMO_MESSAGES.unknown);
    expect(promoMarkup.answer.read(answer())).toBe('refused');
    expect(pay()).toBe(`PAY ${formatRupees(DOUBLE / 100)}`);
    type(code(), '');
    expect(textOf(answer())).toBe('');
  });

  it('still shows the discounted amount on PAY after a payment that did not go through', async () => {
    stubFetch((request) => (request.url === '/api/payments/orders' ? json({ error: 'Please try again.' }, 503) : server(request)));
    type(code(), 'SPRING10');
    apply().click();
    await settle();
    const guest = { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' };
    for (const [name, value] of Object.entries(guest)) type(form().elements.namedItem(name) as HTMLInputElement, value);
    form().requestSubmit($<HTMLButtonElement>(checkoutDialogMarkup.pay.selector, dialog()));
    await settle();
    expect(pay()).toBe(`PAY ${formatRupees((DOUBLE * 0.9) / 100)}`);
  });

  it('asks again when what is booked changes, and a code taken away gives the full price back', async () => {
    const sent = stubFetch(server);
    type(code(), 'SPRING10');
    apply().click();
    await settle();
    choose($<HTMLInputElement>(`input[name="${retreatFields.occupancy}"][value="single"]`, dialog()));
    await settle();
    expect(sent).toHaveLength(2);
    expect(pay()).toBe(`PAY ${formatRupees((SINGLE * 0.9) / 100)}`);
    type(code(), '');
    expect(pay()).toBe(`PAY ${formatRupees(SINGLE / 100)}`);
  });
});
