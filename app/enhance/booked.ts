import type { BookedReply } from '#app/lib/booking-reply.ts';
import { MAX_KNOWN_BOOKINGS } from '#app/lib/checkout.ts';
import { scriptMarkup } from './script.contract.ts';

// What every booking dialog does once a booking exists (a payment confirmed, a retreat submitted, a
// calendar seat taken): the way on to its confirmation page, and the browser going there.

const KEY = (reference: string) => `booking:${reference}`;

/**
 * Keeps the booking's page in this browser, so that a later "you already have a booking" answer can
 * link to it: the server never gives a booking's link to whoever merely knows the guest's e-mail.
 */
function rememberBooking(booked: BookedReply): void {
  try {
    window.localStorage.setItem(KEY(booked.reference), booked.url);
  } catch {
    // Storage may be off; the link is also in the guest's mail.
  }
}

/**
 * The tokens of the booking links this browser keeps: sent with a new checkout, so that the server may
 * name the booking it duplicates to the browser that made it, and to nobody else.
 */
export function knownBookingTokens(): string[] {
  const tokens: string[] = [];
  try {
    for (let index = 0; index < window.localStorage.length && tokens.length < MAX_KNOWN_BOOKINGS; index += 1) {
      const key = window.localStorage.key(index);
      const url = key?.startsWith(KEY('')) ? window.localStorage.getItem(key) : null;
      if (url?.startsWith('/booking/')) tokens.push(url.slice('/booking/'.length));
    }
  } catch {
    // Storage may be off: the server then names no booking.
  }
  return tokens;
}

export function knownBookingUrl(reference: string): string | null {
  try {
    const url = window.localStorage.getItem(KEY(reference));
    return url?.startsWith('/booking/') ? url : null;
  } catch {
    return null;
  }
}

const LINK_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700';

export function bookingLink(url: string, reference: string, label = 'SEE YOUR BOOKING'): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = url;
  link.className = LINK_CLASS;
  link.textContent = label;
  scriptMarkup.bookingLink.write(link, reference);
  return link;
}

/**
 * A booking was made: this browser keeps its link, and the booking's page replaces this one after `ms`,
 * the time the dialog's answer stays on screen.
 */
export function followBooking(booked: BookedReply, ms: number): void {
  rememberBooking(booked);
  window.setTimeout(() => window.location.assign(booked.url), Number.isFinite(ms) ? ms : 0);
}
