// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stayContent } from '#app/content/editable/stay.ts';
import { scriptMarkup } from '#app/enhance/script.contract.ts';
import { DEMO_CHECKOUT_ID, STAY_DIALOG_ID } from '#app/lib/checkout.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { StayRoomChoice } from '#app/lib/stay-rooms-view.ts';
import BookStay from '#app/routes/site/book-stay.tsx';
import { $, inRouter, json, mount, type Sent, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { replyMarkup } from '../ui/reply-templates.contract.ts';
import { enhanceCheckout } from './checkout.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { demoCheckoutMarkup } from './demo-checkout.contract.ts';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';
import { stayMarkup as markup } from './stay-customer-dialog.contract.ts';
import type { StayQuote } from './stay-customer-dialog.tsx';

const limits = { checkIn: { min: '2026-11-23', max: '2028-05-22' }, checkOut: { min: '2026-11-24', max: '2028-06-21' } };
const query = { month: '2026-12', checkIn: null, checkOut: null, adults: null };
const cottage = '11111111-1111-4111-8111-111111111111';
const garden = '22222222-2222-4222-8222-222222222222';
const single = '33333333-3333-4333-8333-333333333333';
const choices: StayRoomChoice[] = [
  {
    id: cottage,
    name: 'River Cottage',
    description: 'By the river.',
    imageUrl: null,
    adultsPerRoom: 3,
    roomsNeeded: 1,
    free: 4,
    amountPaise: 2_052_000,
    perNight: [],
    refusal: null,
    fits: true,
  },
  {
    id: garden,
    name: 'Garden Room',
    description: 'By the herbs.',
    imageUrl: null,
    adultsPerRoom: 2,
    roomsNeeded: 2,
    free: 2,
    amountPaise: 2_052_000,
    perNight: [],
    refusal: null,
    fits: true,
  },
  {
    id: single,
    name: 'Forest Single',
    description: 'Under the trees.',
    imageUrl: null,
    adultsPerRoom: 1,
    roomsNeeded: 3,
    free: 0,
    amountPaise: 2_052_000,
    perNight: [],
    refusal: null,
    fits: false,
  },
];
const quote: StayQuote = {
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  nights: 2,
  adults: 3,
  amountPaise: 2_052_000,
  promoCode: '',
  promo: null,
  payPaise: 2_052_000,
  shortNotice: null,
};

/** The stay's page as the server renders it: before a search, or with the action's quote. */
function page(actionData?: { quote: StayQuote; choices?: StayRoomChoice[] }) {
  const props = {
    loaderData: { limits, query, month: null, content: stayContent.first, preview: false },
    actionData: actionData ? { result: undefined, choices, ...actionData } : undefined,
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
/** CHOOSE of one room type. */
const choose = (roomTypeId: string) => $(markup.room.is(roomTypeId));

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

/** The guest chooses the cottage, fills in the dialog and presses PAY. */
async function pressPay() {
  mount(page({ quote }));
  choose(cottage).click();
  fillIn();
  payButton().click();
  await settle();
}

/** Pays for the cottage in the demo checkout; `verified` is the server's answer to the payment. */
async function payForCottage(verified: object, orders: Sent[] = []) {
  stubFetch((request) => {
    if (request.url === '/api/payments/orders')
      return (orders.push(request), json({ id: 'order_stay', amount: quote.amountPaise, currency: 'INR', provider: 'demo' }));
    if (request.url === '/api/payments/demo')
      return json({ razorpay_order_id: 'order_stay', razorpay_payment_id: 'pay_stay', razorpay_signature: 's' });
    return json(verified);
  });
  vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  await pressPay();
  $(demoCheckoutMarkup.choice.is('pay'), demo()).click();
  await settle();
}

describe('the stay', () => {
  it('Book Now sends the dates to the page and puts its answer in place: the room types, the dialog waiting for a choice', async () => {
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
        url: expect.stringMatching(/\/book-stay(#stay-choices)?$/),
        method: 'POST',
        body: expect.objectContaining({ checkIn: quote.checkIn, checkOut: quote.checkOut, adults: '3' }),
      },
    ]);
    expect(dialog().open).toBe(false);
    expect(textOf(search())).toContain('2 nights, 3 adults');
    expect(textOf(search())).toContain(ROOM_MESSAGES.soldOut);
    expect(textOf(search())).toContain(ROOM_MESSAGES.left(2));
    expect(document.querySelector(markup.room.is(single))).toBeNull();
    choose(garden).click();
    expect(dialog().open).toBe(true);
    expect(textOf(dialog())).toContain(formatRupees(quote.amountPaise / 100));
    expect(textOf($(markup.chosenRoom.selector, dialog()))).toBe('Garden Room, 2 rooms');
    expect(field('roomTypeId').value).toBe(garden);
    dialog().close();
    // Focus stays on Book Now, whose element was replaced.
    expect(document.activeElement).toBe($('button[type="submit"]', search()));
  });

  it('the dialog books the type whose CHOOSE was pressed last', () => {
    mount(page({ quote }));
    choose(garden).click();
    dialog().close();
    choose(cottage).click();
    expect(field('roomTypeId').value).toBe(cottage);
    expect(textOf($(markup.chosenRoom.selector, dialog()))).toBe('River Cottage, 1 room');
  });

  it('the dialog and PAY show the price of the type chosen: each type has its own', () => {
    const dearer = choices.map((choice) => (choice.id === garden ? { ...choice, amountPaise: 2_500_000 } : choice));
    mount(page({ quote, choices: dearer }));
    choose(garden).click();
    expect(textOf($(markup.amount.selector, dialog()))).toBe('₹25,000');
    expect(textOf(payButton())).toBe('PAY ₹25,000');
    dialog().close();
    choose(cottage).click();
    expect(textOf($(markup.amount.selector, dialog()))).toBe('₹20,520');
    expect(textOf(payButton())).toBe('PAY ₹20,520');
  });

  it('PAY waits for every customer detail, and its hint says so', () => {
    mount(page({ quote }));
    choose(cottage).click();
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
    await payForCottage({ success: true, reference: 'SK-STAY', bookingUrl: '/booking/stay-token' }, orders);
    expect(orders[0]!.body).toMatchObject({
      kind: 'stay',
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      adults: quote.adults,
      roomTypeId: cottage,
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

  it('the order carries the state chosen for the GST invoice, and none when it is left as it is', async () => {
    const orders: Sent[] = [];
    stubFetch((request) => (orders.push(request), json({ error: PAYMENT_MESSAGES.stayOrderFailed }, 503)));
    await pressPay();
    expect((orders[0]!.body as { customer: object }).customer).not.toHaveProperty('state');
    type(field(GST_STATE_FIELD), 'Goa');
    payButton().click();
    await settle();
    expect(orders[1]!.body).toMatchObject({ customer: { name: 'Asha Rao', state: 'Goa' } });
  });

  it('paid after the last room went: the dialog says plainly that nothing is booked, never "confirmed"', async () => {
    await payForCottage({
      success: true,
      paidWithoutRoom: true,
      room: null,
      message: ROOM_MESSAGES.paidWithoutRoom,
      reference: 'SK-LATE',
      bookingUrl: '/booking/late-token',
    });
    expect(textOf(dialog())).toContain(ROOM_MESSAGES.paidWithoutRoom);
    expect(textOf(dialog())).not.toMatch(/confirmed/i);
  });

  it('paid late, after its promo code went to another booking: the dialog says, in the server’s words, that the difference is due', async () => {
    const message = `${PAYMENT_MESSAGES.success('pay_stay')} ${PROMO_MESSAGES.notApplied(34_200)}`;
    await payForCottage({ success: true, discountNotApplied: true, message, reference: 'SK-DUE', bookingUrl: '/booking/due-token' });
    expect(textOf(dialog())).toContain(PROMO_MESSAGES.notApplied(34_200));
  });

  it('paid with its rooms: the dialog names them beside the success message', async () => {
    await payForCottage({ success: true, room: 'River Cottage, 1 room', reference: 'SK-ROOM', bookingUrl: '/booking/room-token' });
    expect(textOf(dialog())).toContain(PAYMENT_MESSAGES.success('pay_stay'));
    expect(textOf(dialog())).toContain('River Cottage, 1 room');
  });

  it('closing the checkout clears the message and gives PAY back', async () => {
    stubFetch(() => json({ id: 'order_stay', amount: quote.amountPaise, currency: 'INR', provider: 'demo' }));
    await pressPay();
    demo().dispatchEvent(new Event('cancel', { cancelable: true }));
    await settle();
    expect(demo().open).toBe(false);
    expect(textOf(dialog().querySelector(replyMarkup.region.selector))).toBe('');
    expect(payButton().disabled).toBe(false);
    expect(textOf(payButton())).toBe(`PAY ${formatRupees(quote.amountPaise / 100)}`);
  });

  it('an order the server refuses shows the stay’s own message', async () => {
    stubFetch(() => json({}, 500));
    await pressPay();
    expect(textOf(dialog().querySelector(replyMarkup.region.selector))).toBe(PAYMENT_MESSAGES.stayOrderFailed);
  });
});
