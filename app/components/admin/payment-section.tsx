import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { type BookingPaymentView, offlineMethodOptions, PAYMENT_LINK_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { formatPaise } from '#app/lib/money.ts';
import { offlinePaymentSchema } from '#app/lib/schemas/admin/offline-payment.ts';
import { useSite } from '#app/lib/use-site.ts';
import { buttonClass } from './buttons.ts';
import type { BannerMessage } from './status-banner.tsx';

// The booking details' payments: how each was paid, or "Mark paid" for money taken at the estate: the
// booking's price when nothing is paid, what is due on top of a payment otherwise, or part of either (the
// rest stays due). The server reads what is due and refuses more. Like the refunds above it, the form
// answers inside the dialog, which covers the page's banner.

export function PaymentSection({
  bookingId,
  price,
  payments,
  duePaise,
  paymentId,
  cancelled,
}: {
  bookingId: string;
  price: string;
  payments: BookingPaymentView[];
  /** What is owed on top of what was paid. */
  duePaise: number;
  /** The booking's own payment id: SPEC's flow set it without a payment order on older bookings. */
  paymentId: string | null;
  cancelled: boolean;
}) {
  const { timeZone } = useSite();
  const fetcher = useFetcher<{ banner: BannerMessage; result?: SubmissionResult<string[]> }>();
  const [form, fields] = useForm({
    id: `pay-${bookingId}`,
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? null) : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offlinePaymentSchema }),
    defaultValue: { method: 'cash' },
  });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data?.banner : undefined;
  const paid = payments.length > 0 || paymentId !== null;
  // Nothing to take: a cancelled booking, or one paid with nothing due.
  const offer = !cancelled && (!paid || duePaise > 0);
  const duePrice = paid ? formatPaise(duePaise) : price;
  return (
    <section aria-labelledby="payment-title" className="border-b border-sand-200 pb-4">
      <h3 id="payment-title" className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">
        Payment
      </h3>
      <div className="mt-2 empty:hidden">{answer ? <Banner tone={answer.tone}>{answer.text}</Banner> : null}</div>
      {payments.map((payment, index) => (
        <p key={`${index}-${payment.paidAt}`} className="mt-2 text-sm">
          {payment.balance ? 'Paid towards what was due' : 'Paid'} <span className="font-semibold">{payment.amount}</span> · {payment.how}
          {payment.reference ? (
            <>
              {' '}
              · reference <span className="font-mono break-all">{payment.reference}</span>
            </>
          ) : null}{' '}
          · <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt, timeZone)}</time>
          {payment.offline ? <span className="block text-muted">Paid at the estate: any refund is given back by hand.</span> : null}
        </p>
      ))}
      {payments.length === 0 && paymentId ? (
        <p className="mt-2 text-sm">
          Paid online · <span className="font-mono break-all">{paymentId}</span>
        </p>
      ) : null}
      {!paid && cancelled ? <p className="mt-2 text-sm text-muted">Not paid.</p> : null}
      {offer ? (
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 grid gap-x-4 sm:grid-cols-2">
          <p className="text-sm sm:col-span-2">
            {paid ? (
              <>
                <span className="font-semibold">{formatPaise(duePaise)}</span> is due. Paid at the estate? Record it:
              </>
            ) : (
              <>
                Not paid yet. Paid at the estate? Record the booking’s price, <span className="font-semibold">{price}</span>:
              </>
            )}
          </p>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="id" value={bookingId} />
          <div className="pt-2 pb-6">
            <SelectField
              id={fields.method.id}
              name={fields.method.name}
              label="Paid by"
              defaultValue="cash"
              options={offlineMethodOptions}
            />
          </div>
          <Field
            {...getInputProps(fields.amount, { type: 'text' })}
            key={fields.amount.key}
            label="Amount paid (₹)"
            inputMode="decimal"
            autoComplete="off"
            hint={`Empty for all of it${duePrice ? ` (${duePrice})` : ''}; part of it leaves the rest due.`}
            errors={fields.amount.errors}
          />
          <Field
            {...getInputProps(fields.reference, { type: 'text' })}
            key={fields.reference.key}
            label="Reference"
            autoComplete="off"
            hint="Receipt number, UPI or bank reference"
            errors={fields.reference.errors}
          />
          <SubmitButton busy={busy} busyLabel="Saving..." className={`${buttonClass('primary', 'sm')} justify-self-start sm:col-span-2`}>
            Mark paid
          </SubmitButton>
        </fetcher.Form>
      ) : null}
      {offer ? <SendPaymentLink bookingId={bookingId} /> : null}
    </section>
  );
}

/** Mails the guest the booking page's pay section, and shows the link to copy into WhatsApp or an SMS. */
function SendPaymentLink({ bookingId }: { bookingId: string }) {
  const fetcher = useFetcher<{ banner: BannerMessage; paymentLink?: string }>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const linkId = `payment-link-${bookingId}`;
  return (
    <div className="mt-4 border-t border-sand-200 pt-3">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="payment-link" />
        <input type="hidden" name="id" value={bookingId} />
        <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Sending..." className={buttonClass('secondary', 'sm')}>
          {PAYMENT_LINK_MESSAGES.send}
        </SubmitButton>
      </fetcher.Form>
      <div className="mt-2 empty:hidden" aria-live="polite">
        {answer?.banner ? <Banner tone={answer.banner.tone}>{answer.banner.text}</Banner> : null}
      </div>
      {answer?.paymentLink ? (
        <div className="mt-2">
          <label htmlFor={linkId} className="block text-sm font-semibold text-forest-900">
            {PAYMENT_LINK_MESSAGES.linkLabel}
          </label>
          <input
            id={linkId}
            readOnly
            value={answer.paymentLink}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-lg border border-sand-300 bg-sand-50 px-3 font-mono text-sm"
          />
        </div>
      ) : null}
    </div>
  );
}
