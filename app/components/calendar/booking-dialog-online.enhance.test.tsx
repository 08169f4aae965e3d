// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_ENDPOINT, SUCCESS_CLOSE_MS } from '#app/lib/booking-reply.ts';
import { DEMO_CHECKOUT_ID } from '#app/lib/checkout.ts';
import { formatRupees } from '#app/lib/money.ts';
import { ONLINE_EVENT_MESSAGES } from '#app/lib/online-event.ts';
import { payLabel, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { PROMO_MESSAGES, promoLine } from '#app/lib/promo.ts';
import { $, json, mount, type Sent, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { eventCardData } from '#tests/support/event-card.ts';
import { quoteAnswer } from '#tests/support/promo-quote.ts';
import { checkoutDialogMarkup } from '../payments/checkout-dialog.contract.ts';
import { demoCheckoutMarkup } from '../payments/demo-checkout.contract.ts';
import { DemoCheckout } from '../payments/demo-checkout.tsx';
import { GST_STATE_FIELD } from '../payments/gst-state-field.contract.ts';
import { PROMO_FIELD, PROMO_QUOTE_ENDPOINT, promoMarkup } from '../payments/promo-field.contract.ts';
import { BOOKING_DIALOG_ID, bookingDialogMarkup as markup, SUBMIT_LABEL } from './booking-dialog.contract.ts';
import { enhanceBookingDialog } from './booking-dialog.enhance.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { eventCardId, eventCardMarkup as cardMarkup } from './event-card.contract.ts';
import { enhanceEventCards } from './event-card.enhance.ts';
import { EventCard } from './event-card.tsx';

// The calendar's dialog for a class paid online: the same CONTACT DETAILS go on to the checkout.

const online = eventCardData({ id: '0b7f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Pranayama', price: 'Rs 600', onlinePricePaise: 60_000 });
const atEstate = eventCardData();
const otherOnline = eventCardData({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  title: 'Yoga Nidra',
  price: 'Rs 900',
  onlinePricePaise: 90_000,
});

const dialog = () => $<HTMLDialogElement>(`#${BOOKING_DIALOG_ID}`);
const demo = () => $<HTMLDialogElement>(`#${DEMO_CHECKOUT_ID}`);
const form = () => $<HTMLFormElement>(markup.form.selector);
const submitButton = () => $<HTMLButtonElement>(markup.submit.selector, form());
const note = () => $<HTMLElement>(markup.onlineNote.selector, dialog());
const book = (card: { id: string }) => $<HTMLButtonElement>(cardMarkup.book.selector, document.getElementById(eventCardId(card.id))!);
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const banner = () => textOf(dialog().querySelector('[data-reply]'));

const order = { id: 'order_demo_7', amount: 60_000, currency: 'INR', provider: 'demo', keyId: 'demo' };
const answer = { razorpay_order_id: order.id, razorpay_payment_id: 'pay_demo_7', razorpay_signature: 'signed' };
const booked = { reference: 'SK-PR60', bookingUrl: '/booking/pranayama-token' };

function happyPath(request: Sent) {
  if (request.method === 'GET')
    return new Response('<!doctype html><html><body></body></html>', { headers: { 'Content-Type': 'text/html' } });
  if (request.url === '/api/payments/orders') return json(order);
  if (request.url === '/api/payments/demo') return json(answer);
  if (request.url === '/api/payments/verify')
    return json({ success: true, message: PAYMENT_MESSAGES.success(answer.razorpay_payment_id), ...booked });
  return json({ error: 'unexpected' }, 500);
}

/** The quote endpoint as the server answers: SPRING10 takes 10 % off the class's online price; other codes are unknown. */
function quote(request: Sent) {
  const body = request.body as { kind: string; eventId: string; promoCode: string };
  const listPaise = body.eventId === otherOnline.id ? 90_000 : 60_000;
  if (body.kind !== 'event') return json({ error: 'unexpected' }, 500);
  return quoteAnswer(body.promoCode, listPaise);
}

const onlineFields = () => $<HTMLFieldSetElement>(markup.onlineFields.selector, form());
const promoAnswer = () => textOf($(promoMarkup.answer.selector, form()));
const apply = () => $<HTMLButtonElement>(promoMarkup.apply.selector, form());
const select = (name: string) => form().elements.namedItem(name) as HTMLSelectElement;

function fillIn() {
  type(field('name'), 'Asha Rao');
  type(field('email'), 'asha@example.org');
  type(field('mobile'), '9876543210');
}

beforeAll(async () => {
  enhanceEventCards();
  enhanceBookingDialog();
  // The script loads the checkout when first needed; loaded here, the fake timers below need not wait for it.
  await import('../payments/checkout-dialog.enhance.ts');
});

beforeEach(() => {
  mount(
    <EventCard key="online" bookable event={online} />,
    <EventCard key="estate" bookable event={atEstate} />,
    <EventCard key="other" bookable event={otherOnline} />,
    <BookingDialog key="dialog" action="/calendar?date=2026-11-30" siteName="Sukoon" />,
    <DemoCheckout key="demo" />,
  );
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the calendar booking dialog for a class paid online', () => {
  it('offers PAY with the class’s price and says the seat is kept while paying; a class paid at the estate keeps SUBMIT', () => {
    book(online).click();
    expect(textOf(submitButton())).toBe(payLabel(600));
    expect(note().hidden).toBe(false);
    expect(textOf(note())).toBe(ONLINE_EVENT_MESSAGES.note);
    dialog().close();
    book(atEstate).click();
    expect(textOf(submitButton())).toBe(SUBMIT_LABEL);
    expect(note().hidden).toBe(true);
  });

  it('PAY: an order for the event and slot (never an amount), the demo checkout, verification, then the booking’s page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = stubFetch(happyPath);
    book(online).click();
    fillIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submitButton().click();
    await vi.advanceTimersByTimeAsync(10);
    expect(demo().open).toBe(true);
    expect(textOf($(demoCheckoutMarkup.amount.selector, demo()))).toBe(formatRupees(600));
    const key = checkoutDialogMarkup.key.read(dialog());
    expect(sent[0]).toEqual({
      url: '/api/payments/orders',
      method: 'POST',
      body: {
        kind: 'event',
        eventId: online.id,
        slot: '8:00 AM',
        customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '9876543210' },
        website: '',
        idempotencyKey: key,
      },
    });
    $(demoCheckoutMarkup.choice.is('pay'), demo()).click();
    await vi.advanceTimersByTimeAsync(10);
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/payments/orders',
      '/api/payments/demo',
      '/api/payments/verify',
    ]);
    // The seats are read again (a GET of the page), the form is gone and the booking shows.
    expect(sent.some((request) => request.method === 'GET')).toBe(true);
    expect(form().hidden).toBe(true);
    const panel = $(checkoutDialogMarkup.paidPanel.selector, dialog());
    expect(textOf(panel)).toContain(PAYMENT_MESSAGES.success(answer.razorpay_payment_id));
    expect(textOf(panel)).toContain(`Your booking reference is ${booked.reference}.`);
    await vi.advanceTimersByTimeAsync(SUCCESS_CLOSE_MS);
    expect(assign).toHaveBeenCalledWith(booked.bookingUrl);
    // Opened again, it is a new, empty booking with a new checkout key.
    dialog().close();
    book(online).click();
    expect(form().hidden).toBe(false);
    expect(dialog().querySelector(checkoutDialogMarkup.paidPanel.selector)).toBeNull();
    expect(field('name').value).toBe('');
    expect(checkoutDialogMarkup.key.read(dialog())).toBeUndefined();
  });

  it('a refusal (the slot full) shows in the dialog and gives PAY back', async () => {
    stubFetch((request) =>
      request.url === '/api/payments/orders'
        ? json({ error: 'Sorry, this time slot is now full. Please choose another slot.' }, 409)
        : happyPath(request),
    );
    book(online).click();
    fillIn();
    submitButton().click();
    await settle();
    expect(banner()).toBe('Sorry, this time slot is now full. Please choose another slot.');
    expect(demo().open).toBe(false);
    expect(textOf(submitButton())).toBe(payLabel(600));
    expect(submitButton().disabled).toBe(false);
  });

  it('closing the checkout books nothing, and PAY again is a new checkout', async () => {
    const sent = stubFetch(happyPath);
    book(online).click();
    fillIn();
    submitButton().click();
    await settle();
    const firstKey = (sent[0]!.body as { idempotencyKey: string }).idempotencyKey;
    $(demoCheckoutMarkup.choice.is('dismiss'), demo()).click();
    await settle();
    expect(form().hidden).toBe(false);
    expect(sent.map((request) => request.url)).not.toContain('/api/payments/verify');
    submitButton().click();
    await settle();
    const orders = sent.filter((request) => request.url === '/api/payments/orders');
    expect(orders).toHaveLength(2);
    expect((orders[1]!.body as { idempotencyKey: string }).idempotencyKey).not.toBe(firstKey);
  });

  it('asks for a promo code and the GST state for a class paid online; a class paid at the estate neither shows nor sends them', async () => {
    book(online).click();
    expect(onlineFields().hidden).toBe(false);
    expect(onlineFields().disabled).toBe(false);
    expect(textOf(form().querySelector(`label[for="${field(PROMO_FIELD).id}"]`))).toBe('Promo code');
    expect(textOf(form().querySelector(`label[for="${select(GST_STATE_FIELD).id}"]`))).toBe('State (for your GST invoice)');
    dialog().close();

    const sent = stubFetch((request) =>
      request.url === BOOKING_ENDPOINT ? json({ ok: true, message: 'Booking request submitted successfully!' }) : happyPath(request),
    );
    book(atEstate).click();
    expect(onlineFields().hidden).toBe(true);
    expect(onlineFields().disabled).toBe(true);
    fillIn();
    submitButton().click();
    await settle();
    const booking = sent.find((request) => request.url === BOOKING_ENDPOINT)!;
    // Browsers leave every disabled control out of the form; happy-dom still sends a disabled <select>,
    // so the state's select is checked by its disabled flag instead.
    expect(select(GST_STATE_FIELD).disabled).toBe(true);
    expect(
      Object.keys(booking.body as object)
        .filter((name) => name !== GST_STATE_FIELD)
        .sort(),
    ).toEqual(['email', 'eventId', 'intent', 'mobile', 'name', 'slot', 'website']);
  });

  it('APPLY prices the code from the class’s online price, PAY shows what is left, and the order carries the code and the state', async () => {
    const sent = stubFetch((request) => (request.url === PROMO_QUOTE_ENDPOINT ? quote(request) : happyPath(request)));
    book(online).click();
    fillIn();
    type(select(GST_STATE_FIELD), 'Karnataka');
    type(field(PROMO_FIELD), 'spring10');
    apply().click();
    await settle();
    expect(sent).toMatchObject([{ url: PROMO_QUOTE_ENDPOINT, body: { kind: 'event', eventId: online.id, promoCode: 'spring10' } }]);
    expect(promoAnswer()).toBe(`${promoLine('SPRING10', 6_000)} · You pay ${formatRupees(540)}`);
    expect(textOf(submitButton())).toBe(payLabel(540));

    submitButton().click();
    await settle();
    const orderRequest = sent.find((request) => request.url === '/api/payments/orders')!;
    expect(orderRequest.body).toEqual({
      kind: 'event',
      eventId: online.id,
      slot: '8:00 AM',
      promoCode: 'spring10',
      customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '9876543210', state: 'Karnataka' },
      website: '',
      idempotencyKey: checkoutDialogMarkup.key.read(dialog()),
    });
  });

  it('an unknown code says its sentence and keeps the full price; another class asks about the code again at its own price', async () => {
    const sent = stubFetch((request) => (request.url === PROMO_QUOTE_ENDPOINT ? quote(request) : happyPath(request)));
    book(online).click();
    type(field(PROMO_FIELD), 'NOPE');
    apply().click();
    await settle();
    expect(promoAnswer()).toBe(PROMO_MESSAGES.unknown);
    expect(textOf(submitButton())).toBe(payLabel(600));

    type(field(PROMO_FIELD), 'SPRING10');
    apply().click();
    await settle();
    dialog().close();
    book(otherOnline).click();
    await settle();
    expect(sent.at(-1)).toMatchObject({ url: PROMO_QUOTE_ENDPOINT, body: { eventId: otherOnline.id, promoCode: 'SPRING10' } });
    expect(promoAnswer()).toBe(`${promoLine('SPRING10', 9_000)} · You pay ${formatRupees(810)}`);
    expect(textOf(submitButton())).toBe(payLabel(810));
  });
});
