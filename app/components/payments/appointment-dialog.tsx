import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { formatPaise } from '#app/lib/money.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { Field, HoneypotField } from '../ui/field.tsx';
import { ReplyRegion } from '../ui/reply-templates.tsx';
import { APPOINTMENT_DIALOG_ID, APPOINTMENT_START_FIELD, appointmentMarkup as markup } from './appointment-dialog.contract.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { GstStateField } from './gst-state-field.tsx';

/** What the dialog needs: the service chosen on the page, who gives it (or any) and the day. */
export interface AppointmentChoice {
  serviceId: string;
  serviceName: string;
  pricePaise: number;
  durationMinutes: number;
  practitionerId: string | null;
  /** 'Dr Kavya Rao, Ayurvedic physician', or 'Any practitioner'. */
  practitionerText: string;
  /** The day as guests read it. */
  dayText: string;
  /** Booked from a stay's page: that page's token (the in-stay price, the time within the stay). */
  stayToken?: string | null;
}

/**
 * CONTACT DETAILS for a therapy or consultation paid online: the chosen time (written in by the page's
 * script from the time pressed), who pays and the GST state, then PAY. Markup only:
 * appointment-dialog.enhance.ts runs the payment; the server prices the service and takes the time again.
 */
export function AppointmentDialog({ choice, siteName }: { choice: AppointmentChoice; siteName: string }) {
  const id = APPOINTMENT_DIALOG_ID;
  const facts: [string, string, boolean?][] = [
    ['Therapy', choice.serviceName],
    ['With', choice.practitionerText],
    ['Day', choice.dayText],
    ['Time', '', true],
    ['Duration', APPOINTMENT_MESSAGES.duration(choice.durationMinutes)],
    ['Price', formatPaise(choice.pricePaise)],
  ];
  return (
    <CheckoutDialog
      kind="appointment"
      siteName={siteName}
      className="max-h-[94vh] w-[min(32rem,94vw)]"
      extra={{
        ...markup.service.props(choice.serviceId),
        ...markup.practitioner.props(choice.practitionerId ?? ''),
        ...(choice.stayToken ? markup.stay.props(choice.stayToken) : {}),
      }}
    >
      <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200">
        {facts.map(([term, value, isTime]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className={term === 'Therapy' ? 'font-semibold text-forest-900' : undefined} {...(isTime ? markup.when.props('') : {})}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <form method="post" {...checkoutDialogMarkup.form.props()} className="relative mt-5 space-y-1">
        <input type="hidden" name={APPOINTMENT_START_FIELD} value="" />
        <HoneypotField />
        <Field id={`${id}-name`} label="NAME" name="name" autoComplete="name" required maxLength={120} />
        <Field id={`${id}-email`} label="EMAIL" name="email" type="email" autoComplete="email" required maxLength={254} />
        <Field id={`${id}-mobile`} label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
        <div className="pb-2">
          <GstStateField id={`${id}-state`} />
        </div>
        <ReplyRegion className="min-h-12 pt-2" />
        <button
          type="submit"
          {...checkoutDialogMarkup.pay.props()}
          className="w-full rounded-full bg-clay-600 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 disabled:opacity-70"
        >
          {payLabel(choice.pricePaise / 100)}
        </button>
      </form>
    </CheckoutDialog>
  );
}
