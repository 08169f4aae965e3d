import { answerAsJson, postOnly } from '#server/bookings/json-endpoint.ts';
import { answerUnpaidRetreat } from '#server/bookings/retreat-answer.ts';
import { requestInfo } from '#server/http/context.ts';
import type { Route } from './+types/retreat-booking.ts';

/**
 * POST /api/retreat/bookings: the retreat dialog's SUBMIT BOOKING (without paying) sends its form here
 * with fetch. The same booking as the /rejuvenation/package page's action, answered as JSON.
 */
export function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(request, requestInfo(context).ip, answerUnpaidRetreat);
}

export const loader = postOnly;
