import { DEMO_CHECKOUT_ID } from '#app/lib/checkout.ts';
import { demoCheckoutMarkup as markup } from './demo-checkout.contract.ts';

/**
 * The demo provider's checkout: says plainly that it is a test, shows the amount, and offers what
 * Razorpay's does. Markup only: demo-checkout.enhance.ts sets the amount, opens it over the
 * booking dialog and reads the guest's choice.
 */
export function DemoCheckout() {
  return (
    <dialog
      id={DEMO_CHECKOUT_ID}
      aria-labelledby="demo-checkout-title"
      className="m-auto w-[min(26rem,92vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/70"
    >
      <div className="p-6">
        <p className="rounded-md bg-gold-300 px-3 py-1.5 text-xs font-bold tracking-[0.12em] text-forest-950">TEST MODE: NO MONEY MOVES</p>
        <h2 id="demo-checkout-title" className="mt-4 font-sans text-lg font-bold text-forest-900">
          Demo checkout
        </h2>
        <p className="mt-1 text-sm text-muted">This site has no payment keys set, so this stands in for Razorpay's checkout.</p>
        <p {...markup.amount.props()} className="mt-4 font-display text-4xl font-semibold text-forest-900" />
        <div className="mt-6 grid gap-2">
          <button
            type="button"
            {...markup.choice.props('pay')}
            className="rounded-full bg-forest-800 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700"
          >
            PAY <span {...markup.amount.props()} />
          </button>
          <button
            type="button"
            {...markup.choice.props('fail')}
            className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-clay-700 ring-1 ring-clay-600 hover:bg-sand-100"
          >
            MAKE THE PAYMENT FAIL
          </button>
          <button
            type="button"
            {...markup.choice.props('dismiss')}
            className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-sand-300 hover:bg-sand-100"
          >
            CLOSE CHECKOUT
          </button>
        </div>
      </div>
    </dialog>
  );
}
