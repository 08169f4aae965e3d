import { useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { pay } from '#app/components/payments/checkout-dialog.enhance.ts';
import { Banner } from '#app/components/ui/banner.tsx';
import type { GuestBookingView } from '#app/lib/guest-booking.ts';
import { BALANCE_MESSAGES, PAY_SECTION_ID, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { useSite } from '#app/lib/use-site.ts';
import { card } from './booking-confirmation.tsx';

// What is due on top of a payment, paid from the guest's booking page: the server opens an order for
// exactly the due (the page's token names the booking; the browser sends no amount), the provider's
// checkout or the demo one takes the money, and the page reads the booking again once it is recorded.

type Answer = { tone: 'success' | 'error'; text: string } | null;

// Whether the page runs never changes once it does: nothing to subscribe to.
const noChanges = () => () => {};

export function PayDue({ payDue, token }: { payDue: GuestBookingView['payDue']; token: string }) {
  const site = useSite();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  // Paying needs JavaScript: the button appears once the page runs it, never as a dead control.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  // Once paid, the page no longer offers it, but the guest still reads that it went through.
  if (!payDue && !answer) return null;

  async function payNow() {
    setBusy(true);
    setAnswer(null);
    const outcome = await pay({ kind: 'balance', booking: token }, { siteName: site.name, orderError: PAYMENT_MESSAGES.orderFailed });
    if (outcome.kind === 'paid') {
      setAnswer({ tone: 'success', text: outcome.message });
      await revalidator.revalidate();
    } else if (outcome.kind === 'error') setAnswer({ tone: 'error', text: outcome.message });
    else if (outcome.kind === 'dismissed') setAnswer({ tone: 'error', text: PAYMENT_MESSAGES.cancelled });
    setBusy(false);
  }

  return (
    <section id={PAY_SECTION_ID} aria-labelledby="pay-due-heading" className={`${card} scroll-mt-24 print:hidden`}>
      <h2 id="pay-due-heading" className="font-display text-2xl font-semibold text-forest-900">
        {BALANCE_MESSAGES.heading}
      </h2>
      {payDue ? <p className="mt-2 text-sm">{BALANCE_MESSAGES.lead(payDue.amount)}</p> : null}
      {answer ? (
        <div className="mt-4">
          <Banner tone={answer.tone}>{answer.text}</Banner>
        </div>
      ) : null}
      {payDue && ready ? (
        <button
          type="button"
          onClick={() => void payNow()}
          disabled={busy}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-forest-800 px-5 py-2.5 text-sm font-semibold tracking-[0.1em] text-white transition-colors hover:bg-forest-700 disabled:opacity-60"
        >
          {busy ? 'PROCESSING...' : BALANCE_MESSAGES.pay(payDue.amount)}
        </button>
      ) : null}
    </section>
  );
}
