// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptMarkup } from '#app/enhance/script.contract.ts';
import { DEMO_CHECKOUT_ID, STAY_DIALOG_ID } from '#app/lib/checkout.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import BookStay from '#app/routes/site/book-stay.tsx';
import { $, inRouter, json, mount, type Sent, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { replyMarkup } from '../ui/reply-templates.contract.ts';
import { enhanceCheckout } from './checkout.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { demoCheckoutMarkup } from './demo-checkout.contract.ts';
import { stayMarkup as markup } from './stay-customer-dialog.contract.ts';
import type { StayQuote } from './stay-customer-dialog.tsx';

const limits = { checkIn: { min: '2026-11-23', max: '2028-05-22' }, checkOut: { min: '2026-11-24', max: '2028-06-21' } };
const quote: StayQuote = {
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  nights: 2,
  adults: 3,
  amountPaise: 2_052_000,
  promoCode: '',
  shortNotice: false,
};

/** The stay's page as the server renders it: before a search, or with the action's quote. */
function page(actionData?: { quote: StayQuote }) {
  const props = {
    loaderData: { limits },
    actionData: actionData ? { result: undefined, ...actionData } : undefined,
  } as unknown as Parameters<typeof BookStay>[0];
  return inRouter(<BookStay {...props} />, '/book-stay');
}

const search = () => $(markup.search.selector);
const dialog = () => $<HTMLDialogElement>(`#${STAY_DIALOG_ID}`);
const demo = () => $<HTMLDialogElement>(`#${DEMO_CHECKOUT_ID}`);
const form = () => $<HTMLFormElement>(checkoutDialogMarkup.form.selector, dialog());
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const payButton = () => $<HTMLButtonElement>(checkoutDialogMarkup.pay.selector, dialog());
const hint = () => textOf($(markup.payHint.selector, dialog()));

function fillIn() {
  type(field('name'), 'Asha Rao');
  type(field('email'), 'asha@example.org');
  type(field('phone'), '98765 43210');
}

beforeAll(() => enhanceCheckout());
beforeEach(() => {
  window.history.replaceState(null, '', '/book-stay');
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the stay', () => {
  it('Book Now sends the dates to the page and puts its answer in place: the quote, and its dialog opened', async () => {
    mount(page());
    const sent = stubFetch(() => new Response(`<!doctype html><html><body>${renderToStaticMarkup(page({ quote }))}</body></html>`));
    type($<HTMLInputElement>('input[name="checkIn"]', search()), quote.checkIn);
    type($<HTMLInputElement>('input[name="checkOut"]', search()), quote.checkOut);
    type($<HTMLSelectElement>('select[name="adults"]', search()), '3');
    const bookNow = $<HTMLButtonElement>('button[type="submit"]', search());
    bookNow.focus();
    bookNow.click();
    await settle();
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/book-stay$/),
        method: 'POST',
        body: expect.objectContaining({ checkIn: quote.checkIn, checkOut: quote.checkOut, adults: '3' }),
      },
    ]);
    expect(dialog().open).toBe(true);
    expect(textOf(dialog())).toContain(formatRupees(quote.amountPaise / 100));
    expect(textOf(search())).toContain('2 nights, 3 adults');
    // Focus stays on Book Now, whose element was replaced.
    expect(document.activeElement).toBe($('button[type="submit"]', search()));
  });

  it('PAY waits for every customer detail, and its hint says so', () => {
    mount(page({ quote }));
    $(checkoutDialogMarkup.opens.selector).click();
    expect(payButton().disabled).toBe(true);
    expect(hint()).toBe(markup.waiting.read($(markup.payHint.selector)));
    type(field('name'), 'Asha Rao');
    type(field('email'), 'asha@example.org');
    expect(payButton().disabled).toBe(true);
    type(field('phone'), '98765 43210');
    expect(payButton().disabled).toBe(false);
    expect(hint()).toBe(markup.ready.read($(markup.payHint.selector)));
    type(field('phone'), ' ');
    expect(payButton().disabled).toBe(true);
  });

  it('paid: the booking shows, and the page offers the way to it instead of the checkout again', async () => {
    const orders: Sent[] = [];
    stubFetch((request) => {
      if (request.url === '/api/payments/orders')
        return (orders.push(request), json({ id: 'order_stay', amount: quote.amountPaise, currency: 'INR', provider: 'demo' }));
      if (request.url === '/api/payments/demo')
        return json({ razorpay_order_id: 'order_stay', razorpay_payment_id: 'pay_stay', razorpay_signature: 's' });
      return json({ success: true, reference: 'SK-STAY', bookingUrl: '/booking/stay-token' });
    });
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mount(page({ quote }));
    $(checkoutDialogMarkup.opens.selector).click();
    fillIn();
    payButton().click();
    await settle();
    $(demoCheckoutMarkup.choice.is('pay'), demo()).click();
    await settle();
    expect(orders[0]!.body).toMatchObject({
      kind: 'stay',
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      adults: quote.adults,
      customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' },
    });
    expect(form().hidden).toBe(true);
    expect(textOf(dialog())).toContain('Your booking reference is SK-STAY.');
    expect(document.querySelector(checkoutDialogMarkup.opens.selector)).toBeNull();
    expect([...document.querySelectorAll(`a${scriptMarkup.bookingLink.is('SK-STAY')}`)].map((link) => link.getAttribute('href'))).toEqual([
      '/booking/stay-token',
      '/booking/stay-token',
    ]);
  });

  it('closing the checkout clears the message and gives PAY back', async () => {
    stubFetch(() => json({ id: 'order_stay', amount: quote.amountPaise, currency: 'INR', provider: 'demo' }));
    mount(page({ quote }));
    $(checkoutDialogMarkup.opens.selector).click();
    fillIn();
    payButton().click();
    await settle();
    demo().dispatchEvent(new Event('cancel', { cancelable: true }));
    await settle();
    expect(demo().open).toBe(false);
    expect(textOf(dialog().querySelector(replyMarkup.region.selector))).toBe('');
    expect(payButton().disabled).toBe(false);
    expect(textOf(payButton())).toBe(`PAY ${formatRupees(quote.amountPaise / 100)}`);
  });

  it('an order the server refuses shows the stay’s own message', async () => {
    stubFetch(() => json({}, 500));
    mount(page({ quote }));
    $(checkoutDialogMarkup.opens.selector).click();
    fillIn();
    payButton().click();
    await settle();
    expect(textOf(dialog().querySelector(replyMarkup.region.selector))).toBe(PAYMENT_MESSAGES.stayOrderFailed);
  });
});
