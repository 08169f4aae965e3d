import { readManageToken } from '#server/bookings/manage-link.ts';
import { db } from '#server/db/index.ts';
import { bookingInvoicePdf } from '#server/invoices/index.ts';
import { pdfNotFound, pdfResponse } from '../+shared/pdf-response.ts';
import type { Route } from './+types/booking-invoice.ts';

// "Download invoice (PDF)" on the guest's booking page. The signed token is checked as the page checks
// it, so an invoice is reached only through its guest's link, never by a number or id one could guess.

export async function loader({ params }: Route.LoaderArgs) {
  const bookingId = params.token.length <= 64 ? await readManageToken(params.token) : null;
  const file = bookingId ? await bookingInvoicePdf(db(), bookingId) : null;
  return file ? pdfResponse(file) : pdfNotFound();
}
