import { CheckboxFor, FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import type { RetreatAdminView } from '#app/lib/admin/retreat-messages.ts';
import { DEPOSIT_RULE_TYPE_LABELS, depositRuleTypes, formOfRule } from '#app/lib/deposit.ts';
import { retreatPhotoNames } from '#app/lib/retreat-view.ts';
import { RETREAT_FIELDS, retreatSchema } from '#app/lib/schemas/admin/retreat.ts';
import { type RecordFormProps, RecordFormSection, SelectWithError, useRecordForm } from './record-form.tsx';

const DEPOSIT_TYPES = depositRuleTypes.map((value) => ({ value, label: DEPOSIT_RULE_TYPE_LABELS[value] }));
const PHOTOS = [{ value: '', label: 'The retreat photos' }, ...retreatPhotoNames.map((name) => ({ value: name, label: name }))];

/** The retreat's lists as the form's text: one item a line, paragraphs and days apart by an empty line. */
function defaults(record: RetreatAdminView | null) {
  if (!record) return { nights: '2', active: 'on', depositType: 'none', depositAmount: '0', depositDays: '0' };
  const deposit = formOfRule(record.depositRule);
  const rate = (id: string) => String(record.occupancies.find((option) => option.id === id)?.nightlyRupees ?? '');
  return {
    title: record.title,
    slug: record.slug,
    summary: record.summary,
    cardText: record.cardText,
    description: record.description.join('\n\n'),
    nights: String(record.nights),
    programmeRupees: String(record.programmeRupees),
    doubleRupees: rate('double'),
    singleRupees: rate('single'),
    itinerary: record.itinerary
      .map((day) => [day.title, ...day.items.map((item) => `${item.time} | ${item.activity}`)].join('\n'))
      .join('\n\n'),
    instructors: record.instructors.map((person) => `${person.name} | ${person.role} | ${person.bio}`).join('\n'),
    highlights: record.highlights.join('\n'),
    facilities: record.facilities.join('\n'),
    inclusions: record.inclusions.join('\n'),
    exclusions: record.exclusions.join('\n'),
    photo: record.photo ?? '',
    active: record.active ? 'on' : undefined,
    doctorGuided: record.doctorGuided ? 'on' : undefined,
    depositType: deposit.type,
    depositAmount: String(deposit.amount),
    depositDays: String(deposit.balanceDaysBefore),
    depositNonRefundable: deposit.nonRefundable ? 'on' : undefined,
  };
}

/** 'Create New Retreat' or 'Edit Retreat', with the retreat's history when editing. */
export function RetreatForm({ record, history, lastResult }: RecordFormProps<RetreatAdminView>) {
  const [form, fields] = useRecordForm(retreatSchema, {
    id: record ? `retreat-${record.id}` : 'retreat-new',
    lastResult,
    defaultValue: defaults(record),
  });
  return (
    <RecordFormSection noun="Retreat" cancelHref="/admin/retreats" form={form} recordId={record?.id} history={history}>
      <FieldFor {...RETREAT_FIELDS.title} field={fields.title} type="text" />
      <FieldFor {...RETREAT_FIELDS.slug} field={fields.slug} type="text" autoComplete="off" />
      <FieldFor {...RETREAT_FIELDS.nights} field={fields.nights} type="number" />
      <FieldFor {...RETREAT_FIELDS.programmeRupees} field={fields.programmeRupees} type="number" />
      <FieldFor {...RETREAT_FIELDS.doubleRupees} field={fields.doubleRupees} type="number" />
      <FieldFor {...RETREAT_FIELDS.singleRupees} field={fields.singleRupees} type="number" />
      <TextAreaFor {...RETREAT_FIELDS.summary} field={fields.summary} wide />
      <TextAreaFor {...RETREAT_FIELDS.cardText} field={fields.cardText} wide />
      <TextAreaFor {...RETREAT_FIELDS.description} field={fields.description} wide />
      <TextAreaFor {...RETREAT_FIELDS.itinerary} field={fields.itinerary} wide />
      <TextAreaFor {...RETREAT_FIELDS.instructors} field={fields.instructors} wide />
      <TextAreaFor {...RETREAT_FIELDS.highlights} field={fields.highlights} />
      <TextAreaFor {...RETREAT_FIELDS.facilities} field={fields.facilities} />
      <TextAreaFor {...RETREAT_FIELDS.inclusions} field={fields.inclusions} />
      <TextAreaFor {...RETREAT_FIELDS.exclusions} field={fields.exclusions} />
      <SelectWithError label={RETREAT_FIELDS.photo.label} field={fields.photo} options={PHOTOS} />
      <CheckboxFor {...RETREAT_FIELDS.active} field={fields.active} />
      <CheckboxFor {...RETREAT_FIELDS.doctorGuided} field={fields.doctorGuided} />
      <SelectWithError label={RETREAT_FIELDS.depositType.label} field={fields.depositType} options={DEPOSIT_TYPES} />
      <FieldFor {...RETREAT_FIELDS.depositAmount} field={fields.depositAmount} type="number" />
      <FieldFor {...RETREAT_FIELDS.depositDays} field={fields.depositDays} type="number" />
      <CheckboxFor {...RETREAT_FIELDS.depositNonRefundable} field={fields.depositNonRefundable} />
    </RecordFormSection>
  );
}
