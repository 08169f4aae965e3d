import { data } from 'react-router';
import { BOOKING_MESSAGES, type BookingReply } from '#app/lib/booking-reply.ts';
import { readForm } from '../http/body.ts';

/** A booking form's answer, as a page's action and its dialog's JSON endpoint both give it. */
export interface BookingAnswer {
  reply: BookingReply;
  status: number;
  headers?: Record<string, string>;
}

/** GET and the like on a booking endpoint: it only takes forms. */
export function postOnly() {
  return data<BookingReply>({ ok: false, message: 'Use POST.' }, { status: 405 });
}

/**
 * A booking dialog's JSON endpoint: the same `answer` as its page's action, sent as the dialog's reply
 * (app/enhance), so the page stays where it is. A body that is not a usable form gets readForm's 4xx
 * and reason in the same shape.
 */
export async function answerAsJson(request: Request, ip: string, answer: (form: FormData, ip: string) => Promise<BookingAnswer>) {
  if (request.method !== 'POST') return postOnly();
  let formData: FormData;
  try {
    formData = await readForm(request);
  } catch (refusal) {
    const refused = refusal as {
      data?: { error?: string };
      init?: { status?: number };
    };
    return data<BookingReply>({ ok: false, message: refused.data?.error ?? BOOKING_MESSAGES.failure }, { status: refused.init?.status ?? 400 });
  }
  const { reply, status, headers } = await answer(formData, ip);
  return data(reply, { status, headers });
}
