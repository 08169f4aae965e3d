import { retreatPackage } from '#app/content/retreat.ts';
import { RETREAT_BOOKING_ENDPOINT } from '#app/lib/booking-reply.ts';
import type { DateRange } from '#app/lib/booking-window.ts';
import type { DepositRule } from '#app/lib/deposit-terms.ts';
import { formatRupees } from '#app/lib/money.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { perPersonRupees, type PricedRetreat, retreatBreakdown, retreatGuestOptions, retreatQuote } from '#app/lib/retreat-quote.ts';
import { departureLabel, RETREAT_MESSAGES, type RetreatDepartureView } from '#app/lib/retreat-view.ts';
import { dialogMarkup } from '../ui/dialog.contract.ts';
import { Field, HoneypotField } from '../ui/field.tsx';
import { ReplyRegion } from '../ui/reply-templates.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { DepositChoice } from './deposit-choice.tsx';
import { GstStateField } from './gst-state-field.tsx';
import { PromoField } from './promo-field.tsx';
import { retreatDialogMarkup as markup, retreatFields } from './retreat-booking-dialog.contract.ts';

const DEFAULT_OCCUPANCY = 'double';

/** What the dialog needs of a retreat: the page's loader gives the one its database holds. */
export type DialogRetreat = PricedRetreat &
  Pick<typeof retreatPackage, 'slug' | 'title'> & { departures?: RetreatDepartureView[]; depositRule?: DepositRule };

/**
 * BOOK THIS EXPERIENCE: name, e-mail, mobile, occupancy, guests and start date; pay now, or submit and
 * pay later. Markup only: retreat-booking-dialog.enhance.ts keeps the total in step with the occupancy
 * and guests, warns of a start too near for a refund, runs the payment, and sends SUBMIT BOOKING to
 * RETREAT_BOOKING_ENDPOINT. `fullTermsFrom` is the first start date the policy refunds or credits, and
 * `shortNoticeWarning` what the policy says of an earlier one.
 */
export function RetreatBookingDialog({
  startDates,
  fullTermsFrom,
  shortNoticeWarning,
  siteName,
  retreat = retreatPackage,
  today,
}: {
  startDates: DateRange;
  fullTermsFrom: string;
  shortNoticeWarning: string;
  siteName: string;
  retreat?: DialogRetreat;
  /** The estate's date today, from which a deposit's due date is judged; none, no deposit is offered. */
  today?: string;
}) {
  const initial = retreatQuote(DEFAULT_OCCUPANCY, 1, retreat);
  // Fixed departures: only those in the booking window with a place left are offered.
  const departures = retreat.departures?.length
    ? retreat.departures.filter(
        (departure) => departure.placesLeft > 0 && departure.startDate >= startDates.min && departure.startDate <= startDates.max,
      )
    : null;
  return (
    <CheckoutDialog kind="retreat" siteName={siteName} className="max-h-[94vh] w-[min(34rem,94vw)]">
      <p className="mt-1 text-sm text-muted">{retreat.title}</p>
      <form
        method="post"
        {...checkoutDialogMarkup.form.props()}
        {...dialogMarkup.endpoint.props(RETREAT_BOOKING_ENDPOINT)}
        className="relative mt-4 space-y-1"
      >
        <HoneypotField />
        <input type="hidden" name={retreatFields.retreat} value={retreat.slug} />
        <Field id="retreat-name" label="NAME" name="name" autoComplete="name" maxLength={120} />
        <Field id="retreat-email" label="EMAIL" name="email" type="email" autoComplete="email" maxLength={254} />
        <Field id="retreat-mobile" label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        <GstStateField id="retreat-state" />
        <fieldset className="pb-4">
          <legend className="text-sm font-semibold tracking-wide text-forest-900">Occupancy</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {retreat.occupancies.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer flex-col rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm has-checked:border-forest-700 has-checked:bg-forest-100"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name={retreatFields.occupancy}
                    value={option.id}
                    defaultChecked={option.id === DEFAULT_OCCUPANCY}
                    {...markup.perPerson.props(perPersonRupees(option, retreat))}
                    {...markup.maxGuests.props(option.maxGuests)}
                  />
                  {option.label}
                </span>
                <span className="text-muted">{formatRupees(perPersonRupees(option, retreat))} per person</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="pb-4">
          <SelectField id="retreat-guests" label="Guests" name={retreatFields.guests} defaultValue="1" options={retreatGuestOptions} />
        </div>
        {departures === null ? (
          <Field
            id="retreat-start"
            label="Start date"
            name={retreatFields.startDate}
            type="date"
            min={startDates.min}
            max={startDates.max}
            defaultValue={startDates.min}
            required
          />
        ) : departures.length > 0 ? (
          <SelectField
            id="retreat-start"
            label="Departure"
            name={retreatFields.startDate}
            defaultValue={departures[0]!.startDate}
            className="pb-4"
            options={departures.map((departure) => ({
              value: departure.startDate,
              label: departureLabel(departure),
            }))}
          />
        ) : (
          <p className="pb-4 text-sm font-medium text-clay-700">{RETREAT_MESSAGES.noDepartures}</p>
        )}
        <p
          {...markup.refundWindow.props()}
          {...markup.fullTermsFrom.props(fullTermsFrom)}
          hidden={!((departures?.[0]?.startDate ?? startDates.min) < fullTermsFrom)}
          className="rounded-lg bg-sand-100 px-3 py-2 text-sm font-medium text-clay-700 ring-1 ring-sand-300"
        >
          {shortNoticeWarning}
        </p>
        <p className="pt-2 text-sm text-muted">
          Total:{' '}
          <span {...markup.total.props()} className="font-display text-2xl font-semibold text-forest-900">
            {formatRupees(initial.totalRupees)}
          </span>
          <span {...markup.breakdown.props()} className="block">
            {retreatBreakdown(initial)}
          </span>
        </p>
        <PromoField id="retreat-promo" target="retreat" listPaise={initial.totalRupees * 100} />
        {today && retreat.depositRule ? (
          <DepositChoice
            id="retreat-payment"
            rule={retreat.depositRule}
            today={today}
            pricePaise={initial.totalRupees * 100}
            start={{ field: retreatFields.startDate, date: departures?.[0]?.startDate ?? startDates.min }}
          />
        ) : null}
        <ReplyRegion className="min-h-12 pt-2" />
        <div className="grid gap-2 pt-1 sm:grid-cols-2">
          <button
            type="submit"
            name="intent"
            value="pay"
            {...checkoutDialogMarkup.pay.props()}
            className="rounded-full bg-clay-600 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 disabled:opacity-70"
          >
            {payLabel(initial.totalRupees)}
          </button>
          <button
            type="submit"
            name="intent"
            value="unpaid"
            className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-200 disabled:opacity-70"
          >
            SUBMIT BOOKING
          </button>
        </div>
        <p className="pt-1 text-xs text-muted">Submit without paying and we will call you to confirm.</p>
      </form>
    </CheckoutDialog>
  );
}
