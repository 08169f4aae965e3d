import { bookFromCalendarForm } from '#server/bookings/calendar-form.ts';
import { requestInfo } from '#server/http/context.ts';
import { bookingJsonAction, postOnly } from '../+shared/booking-answer.ts';
import type { Route } from './+types/calendar-booking.ts';

/**
 * POST /api/calendar/bookings: the calendar's booking dialog sends its form here with fetch, so the
 * page stays where it is. The same booking as the /calendar page's action, answered as JSON.
 */
export function action({ request, context }: Route.ActionArgs) {
  return bookingJsonAction(request, requestInfo(context).ip, bookFromCalendarForm);
}

export const loader = postOnly;
