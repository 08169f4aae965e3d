import { formatLongUsDate } from '#app/lib/dates.ts';
import type { DepositRule } from '#app/lib/deposit-terms.ts';
import { formatRupees } from '#app/lib/money.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { Field } from '../ui/field.tsx';
import { ReplyRegion } from '../ui/reply-templates.tsx';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { DepositChoice } from './deposit-choice.tsx';
import { GstStateField } from './gst-state-field.tsx';
import { PromoField, type PromoPreview } from './promo-field.tsx';
import { stayMarkup as markup } from './stay-customer-dialog.contract.ts';

export interface StayQuote {
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  amountPaise: number;
  promoCode: string;
  /** What the server said of the code typed with the dates: its discount line, or its sentence. */
  promo: PromoPreview;
  /** What PAY charges: the list price less the code's discount. */
  payPaise: number;
  /** The warning when check-in is too near for the cancellation policy to give anything back; null otherwise. */
  shortNotice: string | null;
  /** The owner's deposit rule for a stay of these nights, and the estate's today it is judged from. */
  depositRule?: DepositRule;
  today?: string;
}

/** The stay's dates and guests in words: '… to …: 2 nights, 3 adults'. */
export function describeStay(quote: StayQuote): string {
  const nights = `${quote.nights} ${quote.nights === 1 ? 'night' : 'nights'}`;
  const adults = `${quote.adults} ${quote.adults === 1 ? 'adult' : 'adults'}`;
  return `${formatLongUsDate(quote.checkIn)} to ${formatLongUsDate(quote.checkOut)}: ${nights}, ${adults}`;
}

/** The room type the dialog books: the first that fits until the guest presses another's CHOOSE. */
export interface ChosenRoom {
  id: string;
  /** 'River Cottage, 1 room' */
  label: string;
}

/**
 * The customer information modal of the stay, rendered once the server has checked the dates
 * and priced them. Markup only: stay-customer-dialog.enhance.ts opens it for the room type chosen (its
 * hidden field and its line naming the type), enables PAY once every detail is in, and runs the payment
 * for the dates and type in its hidden fields (the server prices them again and takes the rooms).
 */
export function StayCustomerDialog({ quote, room, siteName }: { quote: StayQuote; room: ChosenRoom; siteName: string }) {
  const amount = formatRupees(quote.amountPaise / 100);
  return (
    <CheckoutDialog kind="stay" siteName={siteName} className="w-[min(32rem,94vw)]">
      <p {...markup.chosenRoom.props()} className="mt-2 font-semibold text-forest-900">
        {room.label}
      </p>
      <p className="mt-1 text-sm text-muted">{describeStay(quote)}</p>
      <p {...markup.amount.props()} className="mt-1 font-display text-3xl font-semibold text-forest-900">
        {amount}
      </p>
      <form {...checkoutDialogMarkup.form.props()} className="mt-4 space-y-1">
        <input type="hidden" name="checkIn" value={quote.checkIn} />
        <input type="hidden" name="checkOut" value={quote.checkOut} />
        <input type="hidden" name="adults" value={quote.adults} />
        <input type="hidden" name="roomTypeId" defaultValue={room.id} />
        <Field id="stay-name" label="Name" name="name" autoComplete="name" maxLength={120} {...markup.customer.props()} />
        <Field id="stay-email" label="Email" name="email" type="email" autoComplete="email" maxLength={254} {...markup.customer.props()} />
        <Field
          id="stay-phone"
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          {...markup.customer.props()}
        />
        <GstStateField id="stay-state" />
        <PromoField id="stay-promo" target="stay" listPaise={quote.amountPaise} code={quote.promoCode} preview={quote.promo} />
        {quote.depositRule && quote.today ? (
          <DepositChoice
            id="stay-payment"
            rule={quote.depositRule}
            today={quote.today}
            pricePaise={quote.payPaise}
            start={{ date: quote.checkIn }}
          />
        ) : null}
        {quote.shortNotice ? (
          <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm font-medium text-clay-700 ring-1 ring-sand-300">{quote.shortNotice}</p>
        ) : null}
        <ReplyRegion />
        <button
          type="submit"
          disabled
          {...checkoutDialogMarkup.pay.props()}
          aria-describedby="stay-pay-hint"
          className="w-full rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-700 disabled:bg-sand-300 disabled:text-forest-900"
        >
          {payLabel(quote.payPaise / 100)}
        </button>
        <p
          id="stay-pay-hint"
          {...markup.payHint.props()}
          {...markup.ready.props('You will see the amount again before you pay.')}
          {...markup.waiting.props('Please fill in all customer details')}
          className="pt-1 text-xs text-muted"
        >
          Please fill in all customer details
        </p>
      </form>
    </CheckoutDialog>
  );
}
