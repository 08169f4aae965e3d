import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { readManageToken } from '#server/bookings/manage-link.ts';
import { db } from '#server/db/index.ts';
import { bookingInvoicePdf } from '#server/invoices/index.ts';
import { pdfNotFound, pdfResponse } from '../+shared/pdf-response.ts';
import type { Route } from './+types/booking-invoice.ts';

// "Download invoice (PDF)" on the guest's booking page. The signed token is checked as the page checks
// it, so an invoice is reached only through its guest's link, never by a number or id one could guess.
// Without `?invoice=` it is the booking's first payment's invoice; with it, another payment's of the same
// booking (an id of another booking's invoice finds nothing).

export async function loader({ params, request }: Route.LoaderArgs) {
  const bookingId = params.token.length <= 64 ? await readManageToken(params.token) : null;
  const asked = new URL(request.url).searchParams.get('invoice');
  if (asked !== null && !isRecordId(asked)) return pdfNotFound();
  const file = bookingId ? await bookingInvoicePdf(db(), bookingId, asked ?? undefined) : null;
  return file ? pdfResponse(file) : pdfNotFound();
}
