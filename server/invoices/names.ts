import type { InvoiceKind } from '#app/lib/enums.ts';
import type { InvoiceDocument } from '../db/schema.ts';

// What an invoice is called and how its file is named, apart from the PDF renderer: lists and mails
// name documents without loading the PDF library.

export interface PrintableInvoice {
  kind: InvoiceKind;
  number: string;
  document: InvoiceDocument;
}

export function documentTitle(invoice: Pick<PrintableInvoice, 'kind' | 'document'>): string {
  if (invoice.kind === 'credit-note') return 'Credit note';
  if (invoice.kind === 'receipt-voucher') return 'Receipt voucher';
  return invoice.document.seller.gstin ? 'Tax invoice' : 'Receipt';
}

/** 'SKN-2026-27-000123.pdf' */
export function pdfFileName(invoice: Pick<PrintableInvoice, 'number'>): string {
  return `${invoice.number.replaceAll('/', '-')}.pdf`;
}
