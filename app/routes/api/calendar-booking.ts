import { data } from 'react-router';
import { BOOKING_MESSAGES, type BookingReply } from '#app/lib/booking-reply.ts';
import { answerCalendarBooking } from '#server/bookings/calendar-booking.ts';
import { requestInfo } from '#server/http/context.ts';
import { readForm } from '#server/http/form.ts';
import type { Route } from './+types/calendar-booking.ts';

/**
 * POST /api/calendar/bookings: the calendar's booking dialog sends its form here with fetch, so the
 * page stays where it is. The same booking as the /calendar page's action, answered as JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data<BookingReply>({ ok: false, message: 'Use POST.' }, { status: 405 });
  let formData: FormData;
  try {
    formData = await readForm(request);
  } catch (refusal) {
    // Not a form, too large or unstorable text: readForm's 4xx and reason, in the dialog's shape.
    const refused = refusal as { data?: { error?: string }; init?: { status?: number } };
    return data<BookingReply>({ ok: false, message: refused.data?.error ?? BOOKING_MESSAGES.failure }, { status: refused.init?.status ?? 400 });
  }
  const { reply, status, headers } = await answerCalendarBooking(formData, requestInfo(context).ip);
  return data(reply, { status, headers });
}

export function loader() {
  return data<BookingReply>({ ok: false, message: 'Use POST.' }, { status: 405 });
}
