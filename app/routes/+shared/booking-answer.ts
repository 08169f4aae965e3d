import { data, redirect } from 'react-router';
import type { BookedReply, BookingReply } from '#app/lib/booking-reply.ts';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { reservationTakenMessage } from '#server/bookings/guest-hold.ts';
import { readForm } from '#server/http/body.ts';
import { logger } from '#server/logger.ts';
import { Refusal } from '#server/refusal.ts';
import { refusedAsAnswer } from './refusal.ts';

// A guest's booking form (the calendar's, the retreat's "submit booking") answered two ways with one
// set of checks and messages: as the page's action without JavaScript, and as its dialog's JSON endpoint.

/** Takes a booking from a form: the booking made, or null when the form is accepted without one. */
export type BookFromForm = (form: FormData, ip: string) => Promise<BookedReply | null>;

interface BookingAnswer {
  reply: BookingReply;
  status: number;
  headers?: Record<string, string>;
}

async function answer(book: BookFromForm, form: FormData, ip: string): Promise<BookingAnswer> {
  try {
    const booking = await book(form, ip);
    const message = reservationTakenMessage();
    return { reply: booking ? { ok: true, message, booking } : { ok: true, message }, status: 200 };
  } catch (error) {
    if (error instanceof Refusal) {
      const reply: BookingReply = error.fieldErrors
        ? { ok: false, message: error.message, fieldErrors: error.fieldErrors }
        : { ok: false, message: error.message };
      const headers = error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
      return { reply, status: error.status, headers };
    }
    // The database away, or a fault of ours: the form's failure message, not an error page.
    logger.error({ err: error }, 'a booking from a form failed');
    return { reply: { ok: false, message: BOOKING_MESSAGES.failure }, status: 503 };
  }
}

/** The page's action: a booking made goes on to its page (303); otherwise the page again with the reply. */
export async function bookingPageAction(request: Request, ip: string, book: BookFromForm) {
  const { reply, status, headers } = await answer(book, await refusedAsAnswer(readForm(request)), ip);
  if (reply.ok && reply.booking) return redirect(reply.booking.url, 303);
  return data(reply, { status, headers });
}

/** GET and the like on a booking endpoint: it only takes forms. */
export function postOnly() {
  return data<BookingReply>({ ok: false, message: 'Use POST.' }, { status: 405 });
}

/**
 * A booking dialog's JSON endpoint: the same booking as its page's action, sent as the dialog's reply,
 * so the page stays where it is. A body that is not a usable form gets its 4xx and reason in that shape.
 */
export async function bookingJsonAction(request: Request, ip: string, book: BookFromForm) {
  if (request.method !== 'POST') return postOnly();
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data<BookingReply>({ ok: false, message: error.message }, { status: error.status });
  }
  const { reply, status, headers } = await answer(book, form, ip);
  return data(reply, { status, headers });
}
