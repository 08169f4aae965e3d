import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { Link } from 'react-router';
import { FormActions, FormErrorBanner, SelectWithError, useRecordForm } from '#app/components/admin/record-form.tsx';
import { CheckboxFor, FieldFor } from '#app/components/ui/conform-field.tsx';
import { optionsOf } from '#app/components/ui/select-field.tsx';
import { BATCH_MESSAGES } from '#app/lib/admin/learning-messages.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { type DepositRule, depositRuleText } from '#app/lib/deposit.ts';
import { FEES_ON_REQUEST } from '#app/lib/learning.ts';
import { formatPaise } from '#app/lib/money.ts';
import { BATCH_FIELDS, batchSchema, DEPOSIT_TYPE_LABELS } from '#app/lib/schemas/admin/learning.ts';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { RecordList } from './record-list.tsx';

/** A batch as the Learning screen lists and edits it. */
export interface BatchRecord {
  id: string;
  start: string;
  end: string;
  feePaise: number | null;
  seats: number | null;
  depositRule: DepositRule;
}

const depositOptions = optionsOf(
  Object.keys(DEPOSIT_TYPE_LABELS) as (keyof typeof DEPOSIT_TYPE_LABELS)[],
  (type) => DEPOSIT_TYPE_LABELS[type],
);

/** The form's deposit fields from a batch's rule. */
function depositDefaults(rule: DepositRule | undefined) {
  if (!rule || rule.type === 'none') return { depositType: 'none' };
  return {
    depositType: rule.type,
    depositPercent: rule.type === 'percent' ? String(rule.percent) : undefined,
    depositRupees: rule.type === 'fixed' ? String(rule.paise / 100) : undefined,
    balanceDaysBefore: String(rule.balanceDaysBefore),
    depositNonRefundable: rule.nonRefundable ? 'on' : undefined,
  };
}

const cell = 'px-4 py-3 align-top';

/** The batch's dates in words, as its row and its buttons name it. */
function datesOf(batch: BatchRecord): string {
  return `${formatShortDate(batch.start)} to ${formatShortDate(batch.end)}`;
}

/** 'Batches (3)' of the programme being edited, past ones included (the site offers only those still to start). */
export function BatchList({ programmeId, batches, today }: { programmeId: string; batches: BatchRecord[]; today: string }) {
  return (
    <RecordList
      titleId="batches-title"
      title={`Batches (${batches.length})`}
      empty={batches.length === 0 ? 'No batches yet. Add one below.' : null}
      className="mb-8"
      columns={['Dates', 'Fee', 'Seats', 'Deposit', 'On the site', 'Actions']}
      minWidth="min-w-[40rem]"
    >
      {batches.map((batch) => (
        <tr key={batch.id}>
          <td className={`${cell} font-semibold text-forest-900`}>{datesOf(batch)}</td>
          <td className={cell}>{batch.feePaise === null ? FEES_ON_REQUEST : formatPaise(batch.feePaise)}</td>
          <td className={cell}>{batch.seats ?? '–'}</td>
          <td className={cell}>{depositRuleText(batch.depositRule)}</td>
          <td className={cell}>{batch.start >= today ? 'Offered' : 'Started: not offered'}</td>
          <td className={cell}>
            <div className="flex gap-2">
              <Link
                to={`?edit=${programmeId}&batch=${batch.id}#batch-form-title`}
                className={buttonClass('secondary', 'sm')}
                aria-label={`Edit batch ${datesOf(batch)}`}
              >
                Edit
              </Link>
              <ConfirmDelete
                id={batch.id}
                intent="delete-batch"
                question={BATCH_MESSAGES.confirmDelete}
                label={`Delete batch ${datesOf(batch)}`}
              />
            </div>
          </td>
        </tr>
      ))}
    </RecordList>
  );
}

/** 'Add Batch' to the programme, or 'Edit Batch' for the batch of `?batch=`. */
export function BatchForm({
  programmeId,
  batch,
  lastResult,
}: {
  programmeId: string;
  batch: BatchRecord | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useRecordForm(batchSchema, {
    id: batch ? `batch-${batch.id}` : `batch-new-${programmeId}`,
    lastResult,
    defaultValue: {
      programmeId,
      startDate: batch?.start,
      endDate: batch?.end,
      feeRupees: batch?.feePaise === null || batch === null ? undefined : String(batch.feePaise / 100),
      seats: batch?.seats === null || batch === null ? undefined : String(batch.seats),
      ...depositDefaults(batch?.depositRule),
    },
  });
  const navigation = useNavigation();
  const intent = batch ? 'update-batch' : 'add-batch';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <section aria-labelledby="batch-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="batch-form-title" className="scroll-mt-24 text-2xl font-semibold text-forest-900">
        {batch ? 'Edit Batch' : 'Add Batch'}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="programmeId" value={programmeId} />
        {batch ? <input type="hidden" name="id" value={batch.id} /> : null}
        <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-2" />
        <FieldFor {...BATCH_FIELDS.startDate} field={fields.startDate} type="date" />
        <FieldFor {...BATCH_FIELDS.endDate} field={fields.endDate} type="date" />
        <FieldFor {...BATCH_FIELDS.feeRupees} field={fields.feeRupees} type="number" />
        <FieldFor {...BATCH_FIELDS.seats} field={fields.seats} type="number" />
        <SelectWithError label={BATCH_FIELDS.depositType.label} field={fields.depositType} options={depositOptions} />
        <FieldFor {...BATCH_FIELDS.balanceDaysBefore} field={fields.balanceDaysBefore} type="number" />
        <FieldFor {...BATCH_FIELDS.depositPercent} field={fields.depositPercent} type="number" />
        <FieldFor {...BATCH_FIELDS.depositRupees} field={fields.depositRupees} type="number" />
        <CheckboxFor
          {...BATCH_FIELDS.depositNonRefundable}
          hint="Kept when the guest cancels; the cancellation policy applies to the rest. A declined application is refunded in full all the same."
          field={fields.depositNonRefundable}
        />
        <FormActions
          busy={busy}
          submitLabel={batch ? 'Update Batch' : 'Add Batch'}
          cancelHref={`?edit=${programmeId}`}
          preventScrollReset
          className="flex flex-wrap gap-3 md:col-span-2"
        />
      </Form>
    </section>
  );
}
