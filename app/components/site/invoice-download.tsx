import { card } from './booking-confirmation.tsx';

export const INVOICE_LINK_TEXT = 'Download invoice (PDF)';

/** The paid booking's GST invoice (or receipt) as a PDF, from the guest's booking page. */
export function InvoiceDownload({ path }: { path: string }) {
  return (
    <section aria-labelledby="invoice-heading" className={`${card} print:hidden`}>
      <h2 id="invoice-heading" className="font-display text-2xl font-semibold text-forest-900">
        Invoice
      </h2>
      <p className="mt-2 text-sm text-muted">Your invoice for this payment, for your records or your company’s accounts.</p>
      <a
        href={path}
        download
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-forest-800 px-5 py-2.5 text-center text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-900 hover:text-sand-50"
      >
        {INVOICE_LINK_TEXT}
      </a>
    </section>
  );
}
