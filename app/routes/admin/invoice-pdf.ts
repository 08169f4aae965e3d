import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { invoicePdfById } from '#server/invoices/index.ts';
import { pdfNotFound, pdfResponse } from '../+shared/pdf-response.ts';
import type { Route } from './+types/invoice-pdf.ts';

// A booking's invoice or credit note as a PDF, from the booking details: administrators only.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, 'booking:view');
  const file = isRecordId(params.id) ? await invoicePdfById(db(), params.id) : null;
  return file ? pdfResponse(file) : pdfNotFound();
}
