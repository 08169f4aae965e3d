import { bookUnpaidRetreatForm } from '#server/bookings/unpaid-retreat-form.ts';
import { requestInfo } from '#server/http/context.ts';
import { bookingJsonAction, postOnly } from '../+shared/booking-answer.ts';
import type { Route } from './+types/retreat-booking.ts';

/**
 * POST /api/retreat/bookings: the retreat dialog's SUBMIT BOOKING (without paying) sends its form here
 * with fetch. The same booking as the /rejuvenation/package page's action, answered as JSON.
 */
export function action({ request, context }: Route.ActionArgs) {
  return bookingJsonAction(request, requestInfo(context).ip, bookUnpaidRetreatForm);
}

export const loader = postOnly;
