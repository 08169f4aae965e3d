import { formatDayMonthYear } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';

/** A GST document of a booking as the booking details list it (server/invoices listBookingInvoices). */
export interface BookingInvoiceView {
  id: string;
  number: string;
  /** 'Tax invoice', 'Receipt' or 'Credit note'. */
  title: string;
  issuedOn: string;
  totalPaise: number;
}

/** The booking's invoice and credit notes, each a PDF download for staff. */
export function BookingInvoices({ invoices }: { invoices: BookingInvoiceView[] }) {
  return (
    <section aria-label="Invoices" className="border-b border-sand-200 pb-4">
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">Invoices</h3>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No invoice: one is issued when a booking is paid online.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <a href={`/admin/invoices/${invoice.id}`} download className="text-forest-800 underline underline-offset-4">
                {invoice.title} {invoice.number} (PDF)
              </a>{' '}
              <span className="text-muted">
                · {formatDayMonthYear(invoice.issuedOn)} · {formatPaise(invoice.totalPaise)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
