import { useState } from 'react';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Banner } from '../ui/banner.tsx';
import { CloseButton } from '../ui/close-button.tsx';
import { Field } from '../ui/field.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { PAID_CLOSE_MS } from './retreat-booking-dialog.tsx';
import { usePayment } from './use-payment.tsx';

export interface StayQuote {
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  amountPaise: number;
  promoCode: string;
}

const EMPTY = { name: '', email: '', phone: '' };

/** The customer information modal of the stay (SPEC §2): it opens only once the dates have passed the check. */
export function StayCustomerDialog({ quote, onClose }: { quote: StayQuote | null; onClose: () => void }) {
  const site = useSite();
  const ref = useModalDialog(quote !== null);
  const [customer, setCustomer] = useState(EMPTY);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const { pay, demoCheckout } = usePayment({ siteName: site.name, fallbackOrderError: PAYMENT_MESSAGES.stayOrderFailed });
  const complete = Boolean(customer.name.trim() && customer.email.trim() && customer.phone.trim());

  const onPay = async () => {
    if (!quote) return;
    if (!complete) {
      setStatus({ tone: 'error', text: PAYMENT_MESSAGES.fillAllFields });
      return;
    }
    setStatus(null);
    setPaying(true);
    const outcome = await pay({
      kind: 'stay',
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      adults: quote.adults,
      promoCode: quote.promoCode || undefined,
      customer: { name: customer.name, email: customer.email, mobile: customer.phone },
    });
    setPaying(false);
    // SPEC §4: dismissing the stay's checkout clears the message.
    if (outcome.kind === 'dismissed') setStatus(null);
    else if (outcome.kind === 'error') setStatus({ tone: 'error', text: outcome.message });
    else {
      setStatus({ tone: 'success', text: outcome.message });
      setTimeout(() => {
        setCustomer(EMPTY);
        setStatus(null);
        onClose();
      }, PAID_CLOSE_MS);
    }
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: customer[key],
    onChange: (event: { target: { value: string } }) => setCustomer((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <>
      <dialog ref={ref} onClose={onClose} aria-labelledby="stay-dialog-title" className="m-auto w-[min(32rem,94vw)] rounded-2xl bg-sand-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70">
        {quote ? (
          <div className="p-6 sm:p-7">
            <div className="flex items-start justify-between gap-3">
              <h2 id="stay-dialog-title" className="font-sans text-xl font-bold tracking-[0.1em] text-forest-900">
                CUSTOMER INFORMATION
              </h2>
              <CloseButton onClose={onClose} className="-mt-1" />
            </div>
            <p className="mt-2 text-sm text-muted">
              {formatLongUsDate(quote.checkIn)} to {formatLongUsDate(quote.checkOut)}: {quote.nights} {quote.nights === 1 ? 'night' : 'nights'}, {quote.adults}{' '}
              {quote.adults === 1 ? 'adult' : 'adults'}
            </p>
            <p className="mt-1 font-display text-3xl font-semibold text-forest-900">{formatRupees(quote.amountPaise / 100)}</p>
            <form
              className="mt-4 space-y-1"
              onSubmit={(event) => {
                event.preventDefault();
                void onPay();
              }}
            >
              <Field label="Name" name="name" autoComplete="name" maxLength={120} {...field('name')} />
              <Field label="Email" name="email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
              <Field label="Phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} {...field('phone')} />
              <div aria-live="polite" className="min-h-12 pt-1">
                {status ? <Banner tone={status.tone}>{status.text}</Banner> : null}
              </div>
              <button
                type="submit"
                disabled={!complete || paying}
                aria-describedby="stay-pay-hint"
                className="w-full rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-700 disabled:bg-sand-300 disabled:text-forest-900"
              >
                {paying ? 'PROCESSING...' : `PAY ${formatRupees(quote.amountPaise / 100)}`}
              </button>
              <p id="stay-pay-hint" className="pt-1 text-xs text-muted">
                {complete ? 'You will see the amount again before you pay.' : 'Please fill in all customer details'}
              </p>
            </form>
          </div>
        ) : null}
      </dialog>
      {demoCheckout}
    </>
  );
}
