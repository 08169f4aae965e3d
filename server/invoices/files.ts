import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceKind } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { invoices, type MailAttachment } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { documentTitle, pdfFileName, type PrintableInvoice } from './names.ts';

type Db = Pick<Database, 'select'>;

// The PDF library and its font parser are loaded the first time a document is drawn, not with every
// module that sends a booking's mail: most processes (and test files) never draw one.
async function renderPdf(invoice: PrintableInvoice): Promise<Uint8Array> {
  const { renderInvoicePdf } = await import('./pdf.ts');
  return renderInvoicePdf(invoice);
}

export interface InvoiceFile {
  filename: string;
  bytes: Uint8Array;
}

/** The booking's tax invoices (or receipts, or receipt vouchers of advances), one per payment, oldest first. */
function paymentInvoices(db: Db, bookingId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), inArray(invoices.kind, ['invoice', 'receipt-voucher'])))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
}

/**
 * A booking's tax invoice (or receipt), as a PDF: the first payment's, or the one named by `invoiceId`
 * when it is this booking's; null when there is none.
 */
export async function bookingInvoicePdf(db: Db, bookingId: string, invoiceId?: string): Promise<InvoiceFile | null> {
  const rows = await paymentInvoices(db, bookingId);
  const invoice = invoiceId === undefined ? rows[0] : rows.find((row) => row.id === invoiceId);
  return invoice ? { filename: pdfFileName(invoice), bytes: await renderPdf(invoice) } : null;
}

/** Any GST document by its id, for staff; null when there is none. */
export async function invoicePdfById(db: Db, id: string): Promise<InvoiceFile | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return invoice ? { filename: pdfFileName(invoice), bytes: await renderPdf(invoice) } : null;
}

export interface InvoiceSummary {
  id: string;
  kind: InvoiceKind;
  number: string;
  title: string;
  issuedOn: string;
  totalPaise: number;
}

/** The booking's invoices (or receipts), one per payment, oldest first, without drawing them: what the guest's page offers. */
export async function findBookingInvoices(db: Db, bookingId: string): Promise<InvoiceSummary[]> {
  return (await paymentInvoices(db, bookingId)).map(summaryOf);
}

function summaryOf(row: typeof invoices.$inferSelect): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    title: documentTitle(row),
    issuedOn: row.document.issuedOn,
    totalPaise: row.document.totalPaise,
  };
}

/** A booking's invoice and credit notes, oldest first, for the booking details. */
export async function listBookingInvoices(db: Db, bookingId: string): Promise<InvoiceSummary[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.issuedAt));
  return rows.map(summaryOf);
}

const asAttachment = (file: InvoiceFile): MailAttachment => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: Buffer.from(file.bytes).toString('base64'),
  encoding: 'base64',
});

/**
 * The booking's (first) invoice as a mail attachment, or null: the confirmation goes without it rather than
 * not at all when the PDF cannot be made (read through the caller's transaction, which issued it).
 */
export async function invoiceAttachment(db: Db, bookingId: string): Promise<MailAttachment | null> {
  try {
    const file = await bookingInvoicePdf(db, bookingId);
    return file ? asAttachment(file) : null;
  } catch (error) {
    logger.error({ err: error, bookingId }, 'the invoice PDF could not be made; the confirmation goes without it');
    return null;
  }
}

/** A credit note (or any GST document) as a mail attachment; null, logged, when the PDF cannot be made. */
export async function documentAttachment(db: Db, invoiceId: string): Promise<MailAttachment | null> {
  try {
    const file = await invoicePdfById(db, invoiceId);
    return file ? asAttachment(file) : null;
  } catch (error) {
    logger.error({ err: error, invoiceId }, 'the GST document PDF could not be made; the mail goes without it');
    return null;
  }
}
