// GST tax invoices, receipts, receipt vouchers and credit notes: issued in the transactions that confirm a
// payment or process a refund, numbered without gaps per financial year, printed as PDFs.
export { withGst } from './charge.ts';
export {
  bookingInvoicePdf,
  documentAttachment,
  findBookingInvoices,
  invoiceAttachment,
  invoicePdfById,
  type InvoiceSummary,
  listBookingInvoices,
} from './files.ts';
export { type InvoiceRow, issueCreditNote, issueInvoice, paymentTaxOf } from './issue.ts';
