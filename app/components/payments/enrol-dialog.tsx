import { formatShortDate } from '#app/lib/dates.ts';
import { depositTermsText } from '#app/lib/deposit.ts';
import { formatPaise } from '#app/lib/money.ts';
import { payLabel } from '#app/lib/payment-messages.ts';
import { answerField, type ApplicationQuestion, type TrainingOffer } from '#app/lib/training.ts';
import { Field, HoneypotField, TextArea } from '../ui/field.tsx';
import { ReplyRegion } from '../ui/reply-templates.tsx';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { enrolDialogId, enrolFields, enrolMarkup as markup } from './enrol-dialog.contract.ts';
import { GstStateField } from './gst-state-field.tsx';

/** What the dialog needs of a batch: its programme's title and questions, its dates, and what an enrolment pays. */
export interface EnrolBatch {
  programmeTitle: string;
  questions: ApplicationQuestion[];
  start: string;
  end: string;
  offer: TrainingOffer;
}

/**
 * ENROL: contact details, the GST state, the programme's questions, and the deposit (or the whole fee) paid
 * online. Markup only: enrol-dialog.enhance.ts keeps PAY's amount in step with the choice and runs the
 * payment; the server prices the batch again and checks the answers.
 */
export function EnrolDialog({ batch, siteName }: { batch: EnrolBatch; siteName: string }) {
  const { offer } = batch;
  const id = enrolDialogId(offer.batchId);
  const feeRupees = offer.feePaise / 100;
  const first = offer.deposit ? offer.deposit.depositPaise / 100 : feeRupees;
  return (
    <CheckoutDialog
      kind="training"
      id={id}
      siteName={siteName}
      className="max-h-[94vh] w-[min(36rem,94vw)]"
      extra={{ ...markup.batch.props(offer.batchId), ...markup.questions.props(batch.questions.length) }}
    >
      <p className="mt-1 text-sm text-muted">
        {batch.programmeTitle}, {formatShortDate(batch.start)} to {formatShortDate(batch.end)}: {formatPaise(offer.feePaise)}
      </p>
      <form method="post" {...checkoutDialogMarkup.form.props()} className="relative mt-4 space-y-1">
        <HoneypotField />
        <Field id={`${id}-name`} label="NAME" name="name" autoComplete="name" maxLength={120} />
        <Field id={`${id}-email`} label="EMAIL" name="email" type="email" autoComplete="email" maxLength={254} />
        <Field id={`${id}-mobile`} label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        <GstStateField id={`${id}-state`} />
        {batch.questions.map((question, index) => {
          const label = question.required ? question.text : `${question.text} (optional)`;
          const common = { id: `${id}-${answerField(index)}`, label, name: answerField(index), required: question.required };
          return question.answer === 'short' ? (
            <Field key={answerField(index)} {...common} maxLength={200} />
          ) : (
            <TextArea key={answerField(index)} {...common} rows={4} maxLength={2000} />
          );
        })}
        {offer.deposit ? (
          <fieldset className="pb-4">
            <legend className="text-sm font-semibold tracking-wide text-forest-900">Payment</legend>
            <div className="mt-2 grid gap-2">
              <PaymentChoice value="deposit" rupees={offer.deposit.depositPaise / 100} checked>
                {depositTermsText(offer.deposit)}
              </PaymentChoice>
              <PaymentChoice value="full" rupees={feeRupees}>
                Pay the full fee of {formatPaise(offer.feePaise)} now.
              </PaymentChoice>
            </div>
          </fieldset>
        ) : (
          <p className="pb-2 text-sm text-muted">The full fee of {formatPaise(offer.feePaise)} is paid now.</p>
        )}
        <p className="text-sm text-muted">The estate reads every application; if yours is not accepted, all you paid is refunded.</p>
        <ReplyRegion className="min-h-12 pt-2" />
        <button
          type="submit"
          {...checkoutDialogMarkup.pay.props()}
          className="w-full rounded-full bg-clay-600 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 disabled:opacity-70"
        >
          {payLabel(first)}
        </button>
      </form>
    </CheckoutDialog>
  );
}

function PaymentChoice({
  value,
  rupees,
  checked,
  children,
}: {
  value: string;
  rupees: number;
  checked?: boolean;
  children: string | string[];
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm has-checked:border-forest-700 has-checked:bg-forest-100">
      <input
        type="radio"
        name={enrolFields.payment}
        value={value}
        defaultChecked={checked}
        {...markup.rupees.props(rupees)}
        className="mt-1"
      />
      <span>{children}</span>
    </label>
  );
}
