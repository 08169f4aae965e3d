import { answerCalendarBooking } from '#server/bookings/calendar-booking.ts';
import { answerAsJson, postOnly } from '#server/bookings/json-endpoint.ts';
import { requestInfo } from '#server/http/context.ts';
import type { Route } from './+types/calendar-booking.ts';

/**
 * POST /api/calendar/bookings: the calendar's booking dialog sends its form here with fetch, so the
 * page stays where it is. The same booking as the /calendar page's action, answered as JSON.
 */
export function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(request, requestInfo(context).ip, answerCalendarBooking);
}

export const loader = postOnly;
