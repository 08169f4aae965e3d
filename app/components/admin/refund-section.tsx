import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { type RefundPanelView, refundStateLabels, type RefundView } from '#app/lib/admin/refund-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { formatPaise } from '#app/lib/money.ts';
import { refundFormSchema } from '#app/lib/schemas/admin/refund.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';
import { RefundConfirmDialog, type RefundToConfirm } from './refund-confirm-dialog.tsx';
import { RefundDueForm } from './refund-due-form.tsx';
import type { BannerMessage } from './status-banner.tsx';

// The booking details' refunds: what was paid and is left, a Refund form for staff (the
// policy's amount suggested, a reason required, credit instead if staff choose, and a confirmation that
// names the amount and the guest), and each refund with its state. The form answers inside the dialog, which
// covers the page's own banner.

function RefundList({ refunds }: { refunds: RefundView[] }) {
  const { timeZone } = useSite();
  if (refunds.length === 0) return <p className="mt-2 text-sm text-muted">No refunds for this booking yet.</p>;
  return (
    <ul className="mt-2 space-y-2" aria-label="Refund history">
      {refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{refund.amount}</span>
            <Badge kind="refund" status={refund.state}>
              {refundStateLabels[refund.state]}
            </Badge>
            {refund.reference ? <span className="font-mono text-xs break-all">{refund.reference}</span> : null}
          </p>
          <p className="break-words">{refund.reason}</p>
          <p className="text-muted">
            By {refund.requestedBy}, <time dateTime={refund.requestedAt}>{formatDateTime(refund.requestedAt, timeZone)}</time>
            {refund.processedAt ? (
              <>
                {' '}
                · processed <time dateTime={refund.processedAt}>{formatDateTime(refund.processedAt, timeZone)}</time>
              </>
            ) : null}
          </p>
          {refund.failureReason ? <p className="text-clay-700">{refund.failureReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** '1500.5' as '₹1,500.50'; null when it is not an amount the form takes. */
function amountText(rupees: string): string | null {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(rupees.trim())) return null;
  const [whole, fraction = ''] = rupees.trim().split('.');
  return formatPaise(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

export function RefundSection({ bookingId, panel, guestName }: { bookingId: string; panel: RefundPanelView; guestName: string }) {
  const fetcher = useFetcher<{ banner: BannerMessage; result?: SubmissionResult<string[]> }>();
  const [form, fields] = useForm({
    id: `refund-${panel.formId}`,
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? null) : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundFormSchema }),
  });
  const [give, setGive] = useState<'refund' | 'credit'>('refund');
  const [amount, setAmount] = useState(panel.suggestedRupees);
  const [confirming, setConfirming] = useState<RefundToConfirm | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data?.banner : undefined;
  // Front desk sees what was refunded; only a role with 'booking:refund' gets the form (the server checks too).
  const staffCan = useStaffCan();
  const mayRefund = staffCan('booking:refund');
  const mayRecordDue = !mayRefund && staffCan('booking:update');
  const nothingLeft = panel.leftRupees === '0';
  const choose = (next: 'refund' | 'credit') => {
    setGive(next);
    setAmount(next === 'credit' ? panel.creditRupees || panel.leftRupees : panel.suggestedRupees);
  };
  return (
    <section aria-labelledby="refunds-title" className="border-b border-sand-200 pb-4">
      <h3 id="refunds-title" className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">
        Refunds
      </h3>
      <p className="mt-2 text-sm">
        Paid online: <span className="font-semibold">{panel.paid}</span> · left to refund:{' '}
        <span className="font-semibold">{panel.left}</span>
      </p>
      <div className="mt-2">{answer ? <Banner tone={answer.tone}>{answer.text}</Banner> : null}</div>
      {nothingLeft || !mayRefund ? null : (
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 grid gap-x-4 sm:grid-cols-[10rem_1fr]">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="id" value={bookingId} />
          <input type="hidden" name="formId" value={panel.formId} />
          <fieldset className="pb-3 sm:col-span-2">
            <legend className="text-sm font-semibold text-forest-900">Give back as</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {(['refund', 'credit'] as const).map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="give"
                    value={option}
                    checked={give === option}
                    onChange={() => choose(option)}
                    className="h-5 w-5 accent-forest-800"
                  />
                  {option === 'refund' ? 'A refund' : 'Credit instead'}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id={fields.amount.id}
            name={fields.amount.name}
            label="Amount (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            errors={fields.amount.errors}
            hint={`${panel.policyNote} Up to ${panel.left}.`}
          />
          <TextArea {...getTextareaProps(fields.reason)} key={fields.reason.key} label="Reason" rows={2} errors={fields.reason.errors} />
          <SubmitButton
            busy={busy}
            busyLabel="Saving..."
            className={`${buttonClass('danger', 'sm')} justify-self-start sm:col-span-2`}
            onClick={(event) => {
              // Asks first, naming the amount and the guest; a form the schema refuses is sent to show its errors.
              const shown = amountText(amount);
              const reason = event.currentTarget.form?.elements.namedItem('reason');
              if (!shown || !(reason instanceof HTMLTextAreaElement) || !reason.value.trim()) return;
              event.preventDefault();
              setConfirming({ give, amount: shown, guestName });
            }}
          >
            {give === 'credit' ? 'Give credit' : 'Refund'}
          </SubmitButton>
        </fetcher.Form>
      )}
      {mayRecordDue && !nothingLeft ? <RefundDueForm bookingId={bookingId} panel={panel} /> : null}
      {mayRefund && panel.due ? (
        <p className="mt-2 text-sm">
          Refund due: <span className="font-semibold">{panel.due.amount}</span>, recorded by {panel.due.byEmail}.
        </p>
      ) : null}
      <RefundConfirmDialog confirming={confirming} formId={form.id} onClose={() => setConfirming(null)} />
      <RefundList refunds={panel.refunds} />
    </section>
  );
}
