import { BOOKING_ENDPOINT, SUCCESS_CLOSE_MS } from '#app/lib/booking-reply.ts';
import type { DepositRule } from '#app/lib/deposit-terms.ts';
import { ONLINE_EVENT_MESSAGES } from '#app/lib/online-event.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { checkoutDialogMarkup } from '../payments/checkout-dialog.contract.ts';
import { DepositChoice } from '../payments/deposit-choice.tsx';
import { GstStateField } from '../payments/gst-state-field.tsx';
import { PromoField } from '../payments/promo-field.tsx';
import { dialogMarkup } from '../ui/dialog.contract.ts';
import { Field, HoneypotField } from '../ui/field.tsx';
import { ReplyRegion, ReplyTemplates } from '../ui/reply-templates.tsx';
import { BOOKING_DIALOG_ID, bookingDialogMarkup, bookingFields, SUBMIT_LABEL, type SummaryKey } from './booking-dialog.contract.ts';

export { BOOKING_DIALOG_ID };

const SUMMARY: readonly (readonly [string, SummaryKey])[] = [
  ['Experience', 'title'],
  ['Date', 'date'],
  ['Time slot', 'slot'],
  ['Price', 'price'],
];

/**
 * CONTACT DETAILS: a modal <dialog>, so focus stays inside and Escape closes it.
 * Markup only: booking-dialog.enhance.ts fills the summary and the hidden inputs from the event card,
 * sends the form with fetch to BOOKING_ENDPOINT and shows the answer from the templates below.
 * Without JavaScript the form still posts to the page (`action`), which shows the answer.
 * For a class paid online the same form goes on to the checkout (checkout-dialog.enhance.ts),
 * which reads the checkout's attributes below; without JavaScript the page says it must be paid online.
 * The submit button is also the checkout's PAY, whose amount the promo code's answer rewrites.
 */
export function BookingDialog({
  action,
  siteName,
  deposit,
}: {
  action: string;
  siteName: string;
  /** The owner's deposit rule for events paid online, and the estate's today it is judged from. */
  deposit?: { rule: DepositRule; today: string };
}) {
  return (
    <dialog
      id={BOOKING_DIALOG_ID}
      {...bookingDialogMarkup.dialog.props()}
      {...bookingDialogMarkup.closeAfterMs.props(SUCCESS_CLOSE_MS)}
      {...checkoutDialogMarkup.siteName.props(siteName)}
      {...checkoutDialogMarkup.orderError.props(PAYMENT_MESSAGES.orderFailed)}
      {...checkoutDialogMarkup.paidCloseMs.props(SUCCESS_CLOSE_MS)}
      aria-labelledby="booking-dialog-title"
      className="m-auto w-[min(32rem,94vw)] rounded-2xl bg-sand-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70"
    >
      <div className="p-6 sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            {...dialogMarkup.close.props()}
            className="text-sm font-semibold tracking-[0.1em] text-forest-800 hover:underline"
          >
            ← GO BACK
          </button>
          <button
            type="button"
            {...dialogMarkup.close.props()}
            aria-label="Close"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-xl hover:bg-sand-200"
          >
            ×
          </button>
        </div>
        <h2 id="booking-dialog-title" className="mt-2 font-sans text-xl font-bold tracking-[0.12em] text-forest-900">
          CONTACT DETAILS
        </h2>
        <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200">
          {SUMMARY.map(([label, key]) => (
            <div key={key} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd {...bookingDialogMarkup.summary.props(key)} className={key === 'title' ? 'font-semibold text-forest-900' : undefined} />
            </div>
          ))}
        </dl>
        <p {...bookingDialogMarkup.onlineNote.props()} hidden className="mt-3 text-sm text-forest-900">
          {ONLINE_EVENT_MESSAGES.note}
        </p>
        <form
          method="post"
          action={action}
          {...bookingDialogMarkup.form.props()}
          {...dialogMarkup.endpoint.props(BOOKING_ENDPOINT)}
          className="relative mt-5 space-y-1"
        >
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name={bookingFields.eventId} value="" />
          <input type="hidden" name={bookingFields.slot} value="" />
          <HoneypotField />
          <Field id="booking-name" label="NAME" name="name" autoComplete="name" required maxLength={120} />
          <Field id="booking-email" label="EMAIL" name="email" type="email" autoComplete="email" required maxLength={254} />
          <Field id="booking-mobile" label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
          {/* Only for a class paid online: the script enables and shows them. Disabled, they are not sent, so a
              class paid at the estate keeps the specification's form. The list price is written on opening. */}
          <fieldset {...bookingDialogMarkup.onlineFields.props()} disabled hidden className="m-0 min-w-0 border-0 p-0">
            <div className="pb-4">
              <GstStateField id="booking-state" />
            </div>
            <PromoField id="booking-promo" target="event" listPaise={0} />
            {deposit ? (
              <>
                <input type="hidden" name={bookingFields.eventDate} defaultValue={deposit.today} />
                <DepositChoice
                  id="booking-payment"
                  rule={deposit.rule}
                  today={deposit.today}
                  pricePaise={0}
                  start={{ field: bookingFields.eventDate, date: deposit.today }}
                />
              </>
            ) : null}
          </fieldset>
          <ReplyRegion />
          <button
            type="submit"
            {...bookingDialogMarkup.submit.props()}
            {...checkoutDialogMarkup.pay.props()}
            className="mt-2 w-full rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 disabled:opacity-70"
          >
            {SUBMIT_LABEL}
          </button>
        </form>
        <ReplyTemplates fieldErrors />
      </div>
    </dialog>
  );
}
