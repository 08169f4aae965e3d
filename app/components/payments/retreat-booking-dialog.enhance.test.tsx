// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { retreatPackage } from '#app/content/retreat.ts';
import { scriptMarkup } from '#app/enhance/script.contract.ts';
import { RETREAT_BOOKING_ENDPOINT } from '#app/lib/booking-reply.ts';
import { DEMO_CHECKOUT_ID, RETREAT_DIALOG_ID } from '#app/lib/checkout.ts';
import { INDIAN_STATE_NAMES } from '#app/lib/indian-states.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { $, choose, json, mount, type Sent, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { replyMarkup } from '../ui/reply-templates.contract.ts';
import { enhanceCheckout } from './checkout.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { PAID_CLOSE_MS, UNPAID_CLOSE_MS } from './checkout-dialog.tsx';
import { demoCheckoutMarkup } from './demo-checkout.contract.ts';
import { DemoCheckout } from './demo-checkout.tsx';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';
import { retreatDialogMarkup as markup, retreatFields } from './retreat-booking-dialog.contract.ts';
import { RetreatBookingDialog } from './retreat-booking-dialog.tsx';

const startDates = { min: '2026-11-24', max: '2028-05-23' };
const fullTermsFrom = '2026-11-30';

function Page() {
  return (
    <>
      <button type="button" {...checkoutDialogMarkup.opens.props(RETREAT_DIALOG_ID)}>
        {retreatPackage.cta}
      </button>
      <RetreatBookingDialog
        startDates={startDates}
        fullTermsFrom={fullTermsFrom}
        shortNoticeWarning={policyMessages(firstPolicyFigures).shortNoticeBeforePaying}
        siteName="Sukoon Healing Estate"
      />
      <DemoCheckout />
    </>
  );
}

const opener = () => $<HTMLButtonElement>(checkoutDialogMarkup.opens.selector);
const dialog = () => $<HTMLDialogElement>(`#${RETREAT_DIALOG_ID}`);
const demo = () => $<HTMLDialogElement>(`#${DEMO_CHECKOUT_ID}`);
const form = () => $<HTMLFormElement>(checkoutDialogMarkup.form.selector, dialog());
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;
const occupancy = (id: string) => $<HTMLInputElement>(`input[name="${retreatFields.occupancy}"][value="${id}"]`, dialog());
const guests = () => $<HTMLSelectElement>(`select[name="${retreatFields.guests}"]`, dialog());
const payButton = () => $<HTMLButtonElement>(checkoutDialogMarkup.pay.selector, dialog());
const unpaidButton = () => $<HTMLButtonElement>('button[value="unpaid"]', dialog());
const banner = () => textOf(dialog().querySelector(replyMarkup.region.selector));
const shown = () => ({ total: textOf($(markup.total.selector, dialog())), pay: textOf(payButton()) });
const key = () => checkoutDialogMarkup.key.read(dialog());

function fillIn() {
  type(field('name'), 'Asha Rao');
  type(field('email'), 'asha@example.org');
  type(field('mobile'), '98765 43210');
}

const order = { id: 'order_demo_1', amount: retreatQuote('double', 1).amountPaise, currency: 'INR', provider: 'demo' };
const answer = { razorpay_order_id: order.id, razorpay_payment_id: 'pay_demo_1', razorpay_signature: 'signed' };
const booked = { reference: 'SK-RT42', bookingUrl: '/booking/retreat-token' };

/** The server and the demo provider, answering as they do when everything goes well. */
function happyPath(request: Sent) {
  if (request.url === '/api/payments/orders') return json(order);
  if (request.url === '/api/payments/demo') return json(answer);
  if (request.url === '/api/payments/verify') return json({ success: true, ...booked });
  return json({ error: 'unexpected' }, 500);
}

beforeAll(() => enhanceCheckout());

beforeEach(() => {
  mount(<Page />);
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the retreat’s booking dialog', () => {
  it('opens as a new checkout with a key of its own each time', () => {
    opener().click();
    expect(dialog().open).toBe(true);
    const first = key();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    dialog().close();
    opener().click();
    expect(key()).not.toBe(first);
  });

  it('the total, its breakdown and PAY follow the occupancy and guests, priced as the server prices them', () => {
    opener().click();
    const initial = retreatQuote('double', 1);
    expect(shown()).toEqual({ total: formatRupees(initial.totalRupees), pay: `PAY ${formatRupees(initial.totalRupees)}` });
    type(guests(), '2');
    expect(shown().total).toBe(formatRupees(retreatQuote('double', 2).totalRupees));
    choose(occupancy('single'));
    // A single room takes one guest: two is no longer offered.
    expect(guests().value).toBe('1');
    expect([...guests().options].map((option) => option.disabled)).toEqual([false, true]);
    expect(shown()).toEqual({
      total: formatRupees(retreatQuote('single', 1).totalRupees),
      pay: `PAY ${formatRupees(retreatQuote('single', 1).totalRupees)}`,
    });
  });

  it('warns while the start date is too near for a refund', () => {
    opener().click();
    const warning = $(markup.refundWindow.selector, dialog());
    expect(warning.hidden).toBe(false);
    expect(textOf(warning)).toBe(policyMessages(firstPolicyFigures).shortNoticeBeforePaying);
    type(field('startDate'), fullTermsFrom);
    expect(warning.hidden).toBe(true);
    type(field('startDate'), '2026-11-29');
    expect(warning.hidden).toBe(false);
  });

  it('PAY without the guest’s details asks for them and sends nothing', async () => {
    const sent = stubFetch(happyPath);
    opener().click();
    payButton().click();
    await settle();
    expect(banner()).toBe(PAYMENT_MESSAGES.fillAllFields);
    expect(sent).toEqual([]);
  });

  it('PAY: an order for what was chosen (never an amount), the demo checkout, verification, then the booking', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = stubFetch(happyPath);
    opener().click();
    const checkoutKey = key();
    fillIn();
    type(guests(), '2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    payButton().click();
    expect(textOf(payButton())).toBe('PROCESSING...');
    expect(payButton().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(demo().open).toBe(true);
    expect([...demo().querySelectorAll(demoCheckoutMarkup.amount.selector)].map((cell) => textOf(cell))).toEqual([
      formatRupees(order.amount / 100),
      formatRupees(order.amount / 100),
    ]);
    $(demoCheckoutMarkup.choice.is('pay'), demo()).click();
    await vi.advanceTimersByTimeAsync(10);
    expect(sent.map((request) => request.url)).toEqual(['/api/payments/orders', '/api/payments/demo', '/api/payments/verify']);
    expect(sent[0]!.body).toEqual({
      kind: 'retreat',
      // Which retreat: the server prices it from its record.
      retreat: retreatPackage.slug,
      occupancy: 'double',
      guests: 2,
      startDate: startDates.min,
      customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' },
      website: '',
      idempotencyKey: checkoutKey,
    });
    expect(sent[2]!.body).toEqual(answer);
    // Paid: the form and its buttons are gone; the message, the reference and the way to the booking show.
    expect(form().hidden).toBe(true);
    const panel = $(checkoutDialogMarkup.paidPanel.selector, dialog());
    expect(textOf(panel)).toContain(PAYMENT_MESSAGES.success(answer.razorpay_payment_id));
    expect(textOf(panel)).toContain(`Your booking reference is ${booked.reference}.`);
    expect(document.activeElement).toBe($('a', panel));
    expect($('a', panel).getAttribute('href')).toBe(booked.bookingUrl);
    await vi.advanceTimersByTimeAsync(PAID_CLOSE_MS);
    expect(assign).toHaveBeenCalledWith(booked.bookingUrl);
    // Opened again, it is a new, empty booking.
    dialog().close();
    opener().click();
    expect(form().hidden).toBe(false);
    expect(dialog().querySelector(checkoutDialogMarkup.paidPanel.selector)).toBeNull();
    expect(field('name').value).toBe('');
    expect(shown().total).toBe(formatRupees(retreatQuote('double', 1).totalRupees));
  });

  it('PAY sends the state chosen for the GST invoice, from the states of app/lib', async () => {
    const sent = stubFetch(happyPath);
    opener().click();
    fillIn();
    const state = field(GST_STATE_FIELD);
    expect(state.labels[0]!.textContent).toBe('State (for your GST invoice)');
    expect(state.value).toBe('');
    expect([...state.options].slice(1).map((option) => option.value)).toEqual(INDIAN_STATE_NAMES);
    type(state, 'Karnataka');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    payButton().click();
    await vi.advanceTimersByTimeAsync(10);
    expect(sent[0]!.body).toMatchObject({ customer: { name: 'Asha Rao', state: 'Karnataka' } });
  });

  it('closing the demo checkout says the payment was cancelled, gives the form back, and the next try is a new order', async () => {
    const sent = stubFetch(happyPath);
    opener().click();
    const first = key();
    fillIn();
    payButton().click();
    await settle();
    $(demoCheckoutMarkup.choice.is('dismiss'), demo()).click();
    await settle();
    expect(banner()).toBe(PAYMENT_MESSAGES.cancelled);
    expect(payButton().disabled).toBe(false);
    expect(key()).not.toBe(first);
    expect(sent.map((request) => request.url)).toEqual(['/api/payments/orders']);
  });

  it('a failed payment shows the provider’s reason', async () => {
    stubFetch((request) => (request.url === '/api/payments/demo' ? json({ error: { description: 'Card declined' } }) : happyPath(request)));
    opener().click();
    fillIn();
    payButton().click();
    await settle();
    $(demoCheckoutMarkup.choice.is('fail'), demo()).click();
    await settle();
    expect(banner()).toBe(PAYMENT_MESSAGES.paymentFailed('Card declined'));
  });

  it('a duplicate the server names to nobody says so without a link, and the order carries no booking links', async () => {
    const message = 'You already have a confirmed booking for these dates.';
    const sent = stubFetch((request) =>
      request.url === '/api/payments/orders' ? json({ error: message, duplicate: {} }, 409) : happyPath(request),
    );
    opener().click();
    fillIn();
    payButton().click();
    await settle();
    expect(sent[0]!.body).not.toHaveProperty('knownBookings');
    expect(banner()).toContain(message);
    expect(banner()).toContain('The link to it is in the confirmation e-mail we sent you.');
    expect(dialog().querySelector(scriptMarkup.bookAnother.selector)).not.toBeNull();
  });

  it('sends the booking links this browser keeps, and links to the booking the server names from them', async () => {
    window.localStorage.setItem('booking:SK-OLD1', '/booking/old-token');
    window.localStorage.setItem('unrelated', '/booking/not-a-booking-key');
    const message = 'You already have a confirmed booking for these dates (reference SK-OLD1).';
    const sent = stubFetch((request) =>
      request.url === '/api/payments/orders' ? json({ error: message, duplicate: { reference: 'SK-OLD1' } }, 409) : happyPath(request),
    );
    opener().click();
    fillIn();
    payButton().click();
    await settle();
    expect(sent[0]!.body).toMatchObject({ knownBookings: ['old-token'] });
    expect(banner()).toContain(message);
    expect(dialog().querySelector('a[href="/booking/old-token"]')).not.toBeNull();
  });

  it('a confirmed booking for the same dates is shown, and BOOK ANOTHER pays all the same', async () => {
    const message = 'You already have a confirmed booking for these dates (reference SK-OLD1).';
    const sent = stubFetch((request) =>
      request.url === '/api/payments/orders' && !(request.body as { allowDuplicate?: boolean }).allowDuplicate
        ? json({ error: message, duplicate: { reference: 'SK-OLD1' } }, 409)
        : happyPath(request),
    );
    opener().click();
    fillIn();
    payButton().click();
    await settle();
    expect(banner()).toContain(message);
    expect(banner()).toContain('The link to it is in the confirmation e-mail we sent you.');
    $(scriptMarkup.bookAnother.selector, dialog()).click();
    await settle();
    expect(sent.at(-1)!.body).toMatchObject({ allowDuplicate: true });
    expect(demo().open).toBe(true);
  });

  it('SUBMIT BOOKING books without paying, through the JSON endpoint', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = stubFetch(() =>
      json({
        ok: true,
        message: 'Booking submitted! We will call you to confirm.',
        booking: { reference: 'SK-UNPD', url: '/booking/unpaid-token' },
      }),
    );
    opener().click();
    fillIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    unpaidButton().click();
    await vi.advanceTimersByTimeAsync(10);
    expect(sent).toEqual([
      {
        url: RETREAT_BOOKING_ENDPOINT,
        method: 'POST',
        body: expect.objectContaining({ intent: 'unpaid', name: 'Asha Rao', occupancy: 'double' }),
      },
    ]);
    expect(form().hidden).toBe(true);
    expect(textOf($(checkoutDialogMarkup.paidPanel.selector, dialog()))).toContain('Your booking reference is SK-UNPD.');
    expect(window.localStorage.getItem('booking:SK-UNPD')).toBe('/booking/unpaid-token');
    await vi.advanceTimersByTimeAsync(UNPAID_CLOSE_MS);
    expect(assign).toHaveBeenCalledWith('/booking/unpaid-token');
  });

  it('with Razorpay, its checkout opens with our order and its answer is verified', async () => {
    const options: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'Razorpay',
      class {
        constructor(given: Record<string, unknown>) {
          options.push(given);
        }
        on() {}
        open() {
          (options[0]!.handler as (answer: unknown) => void)(answer);
        }
      },
    );
    const sent = stubFetch((request) =>
      request.url === '/api/payments/orders' ? json({ ...order, provider: 'razorpay', keyId: 'rzp_test_key' }) : happyPath(request),
    );
    opener().click();
    fillIn();
    payButton().click();
    await settle();
    expect(options[0]).toMatchObject({ key: 'rzp_test_key', order_id: order.id, amount: order.amount, name: 'Sukoon Healing Estate' });
    expect(sent.map((request) => request.url)).toEqual(['/api/payments/orders', '/api/payments/verify']);
    expect(textOf($(checkoutDialogMarkup.paidPanel.selector, dialog()))).toContain(PAYMENT_MESSAGES.success(answer.razorpay_payment_id));
  });
});
