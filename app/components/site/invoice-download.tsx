import { card } from './booking-confirmation.tsx';

export const INVOICE_LINK_TEXT = 'Download invoice (PDF)';
/** What an advance's document is called when the accountant chose receipt vouchers for advances. */
const VOUCHER_LINK_TEXT = 'Download receipt voucher (PDF)';

/** One invoice per payment: its download address (behind the page's token) and its number. */
export interface GuestInvoiceLink {
  path: string;
  number: string;
  /** An advance's receipt voucher rather than a tax invoice (or receipt). */
  receiptVoucher?: boolean;
}

const linkClass =
  'mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-forest-800 px-5 py-2.5 text-center text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-900 hover:text-sand-50';

/**
 * The paid booking's GST invoices (or receipts) as PDFs, from the guest's booking page: one for a booking
 * paid once, as it always was; one per payment, the latest first, once what was due has been paid too.
 */
export function InvoiceDownload({ invoices }: { invoices: readonly GuestInvoiceLink[] }) {
  const [only] = invoices;
  if (!only) return null;
  const several = invoices.length > 1;
  return (
    <section aria-labelledby="invoice-heading" className={`${card} print:hidden`}>
      <h2 id="invoice-heading" className="font-display text-2xl font-semibold text-forest-900">
        {several ? 'Invoices' : 'Invoice'}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {several
          ? 'Your invoice for each payment, for your records or your company’s accounts.'
          : 'Your invoice for this payment, for your records or your company’s accounts.'}
      </p>
      {several ? (
        <ul>
          {[...invoices].reverse().map((invoice) => (
            <li key={invoice.path}>
              <a href={invoice.path} download className={linkClass}>
                {`Download ${invoice.receiptVoucher ? 'receipt voucher' : 'invoice'} ${invoice.number} (PDF)`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <a href={only.path} download className={linkClass}>
          {only.receiptVoucher ? VOUCHER_LINK_TEXT : INVOICE_LINK_TEXT}
        </a>
      )}
    </section>
  );
}
