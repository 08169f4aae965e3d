import { checkoutDialogMarkup } from '../payments/checkout-dialog.contract.ts';

type BookAction = { href: string } | { opensDialog: string };

const actionClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-clay-600 px-5 py-2.5 text-sm font-semibold tracking-[0.12em] whitespace-nowrap text-white hover:bg-clay-700';

/**
 * "Book · ₹21,250" at the foot of the screen below 1024 px, where the page's own price and button sit
 * far down. It is the page's last element and sticky, not fixed: it rides the screen's bottom edge while
 * the page scrolls and comes to rest after the content, so it never covers the end of the page or the
 * footer. It opens the same dialog (or goes to the same form) as the page's main button.
 */
export function PhoneBookBar({ price, note, action }: { price: string; note: string; action: BookAction }) {
  const label = `Book · ${price}`;
  return (
    <div className="on-light sticky bottom-0 z-30 border-t border-sand-200 bg-sand-50/95 py-3 shadow-[0_-4px_16px_rgba(15,31,24,0.08)] motion-safe:animate-fade-up lg:hidden print:hidden">
      <div className="container-page flex items-center justify-between gap-4">
        <p className="text-sm text-muted">{note}</p>
        {'href' in action ? (
          <a href={action.href} className={actionClass}>
            {label}
          </a>
        ) : (
          <button type="button" {...checkoutDialogMarkup.opens.props(action.opensDialog)} className={actionClass}>
            {label}
          </button>
        )}
      </div>
    </div>
  );
}
