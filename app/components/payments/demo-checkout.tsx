import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { formatRupees } from '#app/lib/money.ts';

export type DemoChoice = 'pay' | 'fail' | 'dismiss';

/** The demo provider's checkout: says plainly that it is a test, shows the amount, and offers what Razorpay's does. */
export function DemoCheckout({ amountPaise, onChoose }: { amountPaise: number | null; onChoose: (choice: DemoChoice) => void }) {
  const ref = useModalDialog(amountPaise !== null);

  return (
    <dialog
      ref={ref}
      aria-labelledby="demo-checkout-title"
      onCancel={(event) => {
        event.preventDefault();
        onChoose('dismiss');
      }}
      className="m-auto w-[min(26rem,92vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/70"
    >
      {amountPaise !== null ? (
        <div className="p-6">
          <p className="rounded-md bg-gold-300 px-3 py-1.5 text-xs font-bold tracking-[0.12em] text-forest-950">TEST MODE: NO MONEY MOVES</p>
          <h2 id="demo-checkout-title" className="mt-4 font-sans text-lg font-bold text-forest-900">
            Demo checkout
          </h2>
          <p className="mt-1 text-sm text-muted">This site has no payment keys set, so this stands in for Razorpay's checkout.</p>
          <p className="mt-4 font-display text-4xl font-semibold text-forest-900">{formatRupees(amountPaise / 100)}</p>
          <div className="mt-6 grid gap-2">
            <button type="button" onClick={() => onChoose('pay')} className="rounded-full bg-forest-800 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700">
              PAY {formatRupees(amountPaise / 100)}
            </button>
            <button type="button" onClick={() => onChoose('fail')} className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-clay-700 ring-1 ring-clay-600 hover:bg-sand-100">
              MAKE THE PAYMENT FAIL
            </button>
            <button type="button" onClick={() => onChoose('dismiss')} className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-sand-300 hover:bg-sand-100">
              CLOSE CHECKOUT
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
