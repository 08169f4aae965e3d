// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventCard } from '#app/content/calendar.ts';
import { BOOKING_ENDPOINT, BOOKING_MESSAGES, SUCCESS_CLOSE_MS } from '#app/lib/booking-reply.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { $, json, mount, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { eventCardData } from '#tests/support/event-card.ts';
import { replyMarkup } from '../ui/reply-templates.contract.ts';
import { BOOKING_DIALOG_ID, bookingDialogMarkup as markup } from './booking-dialog.contract.ts';
import { enhanceBookingDialog } from './booking-dialog.enhance.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { eventCardMarkup as cardMarkup } from './event-card.contract.ts';
import { enhanceEventCards } from './event-card.enhance.ts';
import { EventCard, type EventCardData } from './event-card.tsx';

const event = eventCardData({
  slots: [
    { time: '6:00 AM', seatsLeft: 0, started: false },
    { time: '8:00 AM', seatsLeft: 3, started: false },
    { time: '10:00 AM', seatsLeft: 1, started: false },
  ],
});

const page = (card: EventCardData = event) => [
  <EventCard key="card" bookable event={card} />,
  <BookingDialog key="dialog" action="/calendar?date=2026-11-30" siteName="Sukoon" />,
];
const dialog = () => $<HTMLDialogElement>(`#${BOOKING_DIALOG_ID}`);
const form = () => $<HTMLFormElement>(markup.form.selector);
const bookButton = () => $<HTMLButtonElement>(cardMarkup.book.selector);
const summary = () => Object.fromEntries(markup.summary.values.map((key) => [key, textOf(dialog().querySelector(markup.summary.is(key)))]));
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const banner = () => textOf(dialog().querySelector(replyMarkup.region.selector));

function fillIn() {
  type(field('name'), 'Asha Rao');
  type(field('email'), 'asha@example.org');
  type(field('mobile'), '9876543210');
}

function submit() {
  $<HTMLButtonElement>('button[type="submit"]', form()).click();
}

beforeAll(() => {
  enhanceEventCards();
  enhanceBookingDialog();
});

beforeEach(() => {
  mount(...page());
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the calendar booking dialog', () => {
  it('opens from BOOK with the first slot that has seats, the card’s figures in its summary and its hidden fields', () => {
    bookButton().click();
    expect(dialog().open).toBe(true);
    expect(summary()).toEqual({ title: 'Hatha', date: formatLongUsDate('2026-11-30'), slot: '8:00 AM', price: 'Rs 500' });
    expect(field('eventId').value).toBe(event.id);
    expect(field('slot').value).toBe('8:00 AM');
    expect($(cardMarkup.slot.is('8:00 AM')).getAttribute('aria-pressed')).toBe('true');
  });

  it('books the slot the guest pressed, and closing releases it and gives focus back to BOOK', () => {
    $(cardMarkup.slot.is('10:00 AM')).click();
    bookButton().click();
    expect(summary().slot).toBe('10:00 AM');
    $('[data-dialog-close][aria-label="Close"]', dialog()).click();
    expect(dialog().open).toBe(false);
    expect($(cardMarkup.slot.is('10:00 AM')).getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(bookButton());
  });

  it('shows a refusal in the dialog with the field’s own message, and gives the form back', async () => {
    const sent = stubFetch(() =>
      json({ ok: false, message: 'Please correct the errors below.', fieldErrors: { email: ['Enter a valid e-mail address'] } }, 400),
    );
    bookButton().click();
    fillIn();
    submit();
    const button = $<HTMLButtonElement>('button[type="submit"]', form());
    expect(button.disabled).toBe(true);
    expect(textOf(button)).toBe('SUBMITTING...');
    await settle();
    expect(sent).toEqual([
      {
        url: BOOKING_ENDPOINT,
        method: 'POST',
        body: expect.objectContaining({ eventId: event.id, slot: '8:00 AM', name: 'Asha Rao', email: 'asha@example.org', intent: 'book' }),
      },
    ]);
    expect(banner()).toBe('Please correct the errors below.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById('booking-email-error'))).toBe('Enter a valid e-mail address');
    expect(button.disabled).toBe(false);
    expect(textOf(button)).toBe('SUBMIT');
    expect(dialog().open).toBe(true);
  });

  it('shows a field’s message once, under its field, not again in the banner, and takes focus there', async () => {
    // The server's answer to a bad e-mail: its message is the field's own (server/bookings/calendar-form.ts).
    stubFetch(() =>
      json({ ok: false, message: 'Enter a valid e-mail address', fieldErrors: { email: ['Enter a valid e-mail address'] } }, 400),
    );
    bookButton().click();
    fillIn();
    submit();
    await settle();
    expect(textOf(document.getElementById('booking-email-error'))).toBe('Enter a valid e-mail address');
    expect(banner()).toBe('');
    expect(textOf(dialog()).split('Enter a valid e-mail address')).toHaveLength(2);
    expect(document.activeElement).toBe(field('email'));
  });

  it('opens afresh: an earlier answer and field message are gone', async () => {
    stubFetch(() =>
      json({ ok: false, message: 'Please correct the errors below.', fieldErrors: { email: ['Enter a valid e-mail address'] } }, 400),
    );
    bookButton().click();
    fillIn();
    submit();
    await settle();
    expect(banner()).not.toBe('');
    dialog().close();
    bookButton().click();
    expect(banner()).toBe('');
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(textOf(document.getElementById('booking-email-error'))).toBe('');
  });

  it('after a booking: the message, the way to its page, the seats read again, and the page follows', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const booked = { reference: 'SK-7Q2M', url: '/booking/abc123' };
    const fresh = { ...event, slots: event.slots.map((slot) => (slot.time === '8:00 AM' ? { ...slot, seatsLeft: 2 } : slot)) };
    const sent = stubFetch(async (request) => {
      if (request.method === 'GET') {
        const { renderToStaticMarkup } = await import('react-dom/server');
        return new Response(`<!doctype html><html><body>${renderToStaticMarkup(<EventCard bookable event={fresh} />)}</body></html>`, {
          headers: { 'Content-Type': 'text/html' },
        });
      }
      return json({ ok: true, message: BOOKING_MESSAGES.success, booking: booked });
    });
    bookButton().click();
    fillIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit();
    await vi.advanceTimersByTimeAsync(10);
    expect(banner()).toContain(BOOKING_MESSAGES.success);
    const link = $<HTMLAnchorElement>('a', dialog());
    expect(textOf(link)).toBe('SEE YOUR BOOKING');
    expect(link.getAttribute('href')).toBe(booked.url);
    expect(window.localStorage.getItem(`booking:${booked.reference}`)).toBe(booked.url);
    expect(field('name').value).toBe('');
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(textOf($(cardMarkup.slot.is('8:00 AM')).lastElementChild)).toBe('2 left');
    expect($(cardMarkup.slot.is('8:00 AM')).getAttribute('aria-pressed')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SUCCESS_CLOSE_MS);
    expect(assign).toHaveBeenCalledWith(booked.url);
  });

  it('a slot found full reads the seats again: the card then says FULLY BOOKED and cannot be booked', async () => {
    const full = { ...event, slots: event.slots.map((slot) => ({ ...slot, seatsLeft: 0 })) };
    stubFetch(async (request) => {
      if (request.method === 'GET') {
        const { renderToStaticMarkup } = await import('react-dom/server');
        return new Response(renderToStaticMarkup(<EventCard bookable event={full} />), { headers: { 'Content-Type': 'text/html' } });
      }
      return json({ ok: false, message: BOOKING_MESSAGES.slotFull }, 409);
    });
    bookButton().click();
    fillIn();
    submit();
    await settle();
    expect(banner()).toBe(BOOKING_MESSAGES.slotFull);
    expect(bookButton().disabled).toBe(true);
    expect(textOf(bookButton())).toBe(eventCard.fullyBooked);
    dialog().close();
    // BOOK is disabled now: focus goes to the card's other button.
    expect(document.activeElement).toBe($(cardMarkup.toggle.selector));
  });

  it('an answer that is not the endpoint’s JSON is the form’s failure message', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    bookButton().click();
    fillIn();
    submit();
    await vi.waitFor(() => expect(banner()).toBe(BOOKING_MESSAGES.failure));
  });
});
