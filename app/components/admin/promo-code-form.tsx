import { CheckboxFor, FieldFor } from '#app/components/ui/conform-field.tsx';
import { FieldError } from '#app/components/ui/field.tsx';
import { type PromoCodeView, promoTargetLabels } from '#app/lib/admin/promo-messages.ts';
import { promoTargets } from '#app/lib/enums.ts';
import { PROMO_FIELDS, promoCodeSchema } from '#app/lib/schemas/admin/promo-code.ts';
import { type RecordFormProps, RecordFormSection, SelectWithError, useRecordForm } from './record-form.tsx';

const DISCOUNT_TYPES = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed rupees off' },
] as const;

function defaults(record: PromoCodeView | null) {
  if (!record) return { discountType: 'percent', appliesTo: [...promoTargets], active: 'on' };
  const text = (value: number | null) => (value === null ? undefined : String(value));
  return {
    code: record.code,
    discountType: record.discountType,
    percentOff: text(record.percentOff),
    amountRupees: text(record.amountPaise === null ? null : record.amountPaise / 100),
    validFrom: record.validFrom ?? undefined,
    validUntil: record.validUntil ?? undefined,
    maxUses: text(record.maxUses),
    maxUsesPerEmail: text(record.maxUsesPerEmail),
    appliesTo: record.appliesTo,
    active: record.active ? 'on' : undefined,
  };
}

/** 'Create New Promo Code' or 'Edit Promo Code', with the code's history when editing. */
export function PromoCodeForm({ record, history, lastResult }: RecordFormProps<PromoCodeView>) {
  const [form, fields] = useRecordForm(promoCodeSchema, {
    id: record ? `promo-code-${record.id}` : 'promo-code-new',
    lastResult,
    defaultValue: defaults(record),
  });
  const chosenTargets = new Set((fields.appliesTo.initialValue as string[] | string | undefined) ?? []);

  return (
    <RecordFormSection noun="Promo Code" cancelHref="/admin/promo-codes" form={form} recordId={record?.id} history={history}>
      <FieldFor {...PROMO_FIELDS.code} autoComplete="off" field={fields.code} type="text" />
      <SelectWithError label="Discount" field={fields.discountType} options={DISCOUNT_TYPES} />
      <FieldFor {...PROMO_FIELDS.percentOff} field={fields.percentOff} type="number" />
      <FieldFor {...PROMO_FIELDS.amountRupees} field={fields.amountRupees} type="number" />
      <FieldFor {...PROMO_FIELDS.validFrom} field={fields.validFrom} type="date" />
      <FieldFor {...PROMO_FIELDS.validUntil} field={fields.validUntil} type="date" />
      <FieldFor {...PROMO_FIELDS.maxUses} field={fields.maxUses} type="number" />
      <FieldFor {...PROMO_FIELDS.maxUsesPerEmail} field={fields.maxUsesPerEmail} type="number" />
      <fieldset className="pb-4" aria-describedby={fields.appliesTo.errorId}>
        <legend className="text-sm font-semibold tracking-wide text-forest-900">Applies to</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {promoTargets.map((target) => (
            <label key={target} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.appliesTo.name}
                value={target}
                defaultChecked={chosenTargets.has(target)}
                className="h-5 w-5 accent-forest-800"
              />
              {promoTargetLabels[target]}
            </label>
          ))}
        </div>
        <FieldError id={fields.appliesTo.errorId} errors={fields.appliesTo.errors} />
      </fieldset>
      <CheckboxFor {...PROMO_FIELDS.active} field={fields.active} />
    </RecordFormSection>
  );
}
