import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import type { RefundPanelView } from '#app/lib/admin/refund-view.ts';
import { refundDueSchema } from '#app/lib/schemas/admin/refund.ts';
import { buttonClass } from './buttons.ts';
import type { BannerMessage } from './status-banner.tsx';

// The front desk may not give money back: it records what the guest is owed, with why, and an owner
// gives it from the Needs action list (the owner's Refund form then suggests this amount).

export function RefundDueForm({ bookingId, panel }: { bookingId: string; panel: RefundPanelView }) {
  const fetcher = useFetcher<{ banner: BannerMessage; result?: SubmissionResult<string[]> }>();
  const [form, fields] = useForm({
    id: `refund-due-${bookingId}`,
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? null) : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundDueSchema }),
  });
  const answer = fetcher.state === 'idle' ? fetcher.data?.banner : undefined;
  return (
    <div className="mt-3">
      {panel.due ? (
        <p className="text-sm">
          Refund due: <span className="font-semibold">{panel.due.amount}</span> ({panel.due.reason}), recorded by {panel.due.byEmail}. An
          owner will give it.
        </p>
      ) : null}
      <div className="mt-2 empty:hidden">{answer ? <Banner tone={answer.tone}>{answer.text}</Banner> : null}</div>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 grid gap-x-4 sm:grid-cols-[10rem_1fr]">
        <input type="hidden" name="intent" value="refund-due" />
        <input type="hidden" name="id" value={bookingId} />
        <Field
          {...getInputProps(fields.amount, { type: 'text' })}
          key={fields.amount.key}
          label="Amount due (₹)"
          inputMode="decimal"
          defaultValue={panel.suggestedRupees}
          errors={fields.amount.errors}
          hint={`${panel.policyNote} Up to ${panel.left}.`}
        />
        <TextArea {...getTextareaProps(fields.reason)} key={fields.reason.key} label="Reason" rows={2} errors={fields.reason.errors} />
        <SubmitButton
          busy={fetcher.state !== 'idle'}
          busyLabel="Saving..."
          className={`${buttonClass('secondary', 'sm')} justify-self-start sm:col-span-2`}
        >
          Record refund due
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
