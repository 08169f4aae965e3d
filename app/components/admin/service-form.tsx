import { CheckboxFor, FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { FieldError } from '#app/components/ui/field.tsx';
import { optionsOf } from '#app/components/ui/select-field.tsx';
import {
  SERVICE_CATEGORY_LABELS,
  SERVICE_PAYMENT_MODE_LABELS,
  type ServiceAdminView,
  TREATMENT_ROOM_KIND_LABELS,
} from '#app/lib/admin/therapies.ts';
import { DEPOSIT_RULE_TYPE_LABELS, depositRuleTypes, formOfRule } from '#app/lib/deposit.ts';
import { serviceCategories, servicePaymentModes, treatmentRoomKinds } from '#app/lib/enums.ts';
import type { MediaPhotoView } from '#app/lib/media-library.ts';
import { SERVICE_FIELDS, serviceSchema } from '#app/lib/schemas/admin/therapies.ts';
import { ContentPhotoPicker } from './content-photo-picker.tsx';
import { type RecordFormProps, RecordFormSection, SelectWithError, useRecordForm } from './record-form.tsx';

const CATEGORIES = optionsOf(serviceCategories, (value) => SERVICE_CATEGORY_LABELS[value]);
const ROOM_KINDS = [{ value: '', label: 'No room' }, ...optionsOf(treatmentRoomKinds, (value) => TREATMENT_ROOM_KIND_LABELS[value])];
const PAYMENT_MODES = optionsOf(servicePaymentModes, (value) => SERVICE_PAYMENT_MODE_LABELS[value]);
const DEPOSIT_TYPES = optionsOf(depositRuleTypes, (value) => DEPOSIT_RULE_TYPE_LABELS[value]);

/** Who may give a service, as its form offers them. */
export interface PractitionerOption {
  id: string;
  name: string;
  title: string | null;
}

function defaults(record: ServiceAdminView | null) {
  if (!record)
    return {
      durationMinutes: '60',
      bufferMinutes: '15',
      bookableOnline: 'on',
      paymentMode: 'online',
      active: 'on',
      depositType: 'none',
      depositAmount: '0',
      depositDays: '0',
      sortOrder: '0',
    };
  const deposit = formOfRule(record.depositRule);
  return {
    name: record.name,
    description: record.description,
    photo: record.photo ?? '',
    category: record.category,
    durationMinutes: String(record.durationMinutes),
    bufferMinutes: String(record.bufferMinutes),
    priceRupees: String(record.pricePaise / 100),
    stayPriceRupees: record.stayPricePaise === null ? '' : String(record.stayPricePaise / 100),
    practitionerIds: record.practitionerIds,
    roomKind: record.roomKind ?? '',
    bookableOnline: record.bookableOnline ? 'on' : undefined,
    paymentMode: record.paymentMode,
    depositType: deposit.type,
    depositAmount: String(deposit.amount),
    depositDays: String(deposit.balanceDaysBefore),
    depositNonRefundable: deposit.nonRefundable ? 'on' : undefined,
    active: record.active ? 'on' : undefined,
    sortOrder: String(record.sortOrder),
  };
}

/** 'Create New Service' or 'Edit Service', with the service's history when editing. */
export function ServiceForm({
  record,
  history,
  lastResult,
  practitioners,
  photos,
}: RecordFormProps<ServiceAdminView> & { practitioners: readonly PractitionerOption[]; photos: readonly MediaPhotoView[] }) {
  const [form, fields] = useRecordForm(serviceSchema, {
    id: record ? `service-${record.id}` : 'service-new',
    lastResult,
    defaultValue: defaults(record),
  });
  const chosen = new Set(record?.practitionerIds ?? []);
  const practitionersId = `${form.id}-practitioners`;
  return (
    <RecordFormSection noun="Service" cancelHref="/admin/therapies" form={form} recordId={record?.id} history={history}>
      <FieldFor {...SERVICE_FIELDS.name} field={fields.name} type="text" />
      <SelectWithError label={SERVICE_FIELDS.category.label} field={fields.category} options={CATEGORIES} />
      <TextAreaFor {...SERVICE_FIELDS.description} field={fields.description} wide />
      <FieldFor {...SERVICE_FIELDS.durationMinutes} field={fields.durationMinutes} type="number" />
      <FieldFor {...SERVICE_FIELDS.bufferMinutes} field={fields.bufferMinutes} type="number" />
      <FieldFor {...SERVICE_FIELDS.priceRupees} field={fields.priceRupees} type="number" />
      <FieldFor {...SERVICE_FIELDS.stayPriceRupees} field={fields.stayPriceRupees} type="number" />
      <SelectWithError label={SERVICE_FIELDS.roomKind.label} field={fields.roomKind} options={ROOM_KINDS} />
      <SelectWithError label={SERVICE_FIELDS.paymentMode.label} field={fields.paymentMode} options={PAYMENT_MODES} />
      <fieldset className="pb-6 md:col-span-2" aria-describedby={fields.practitionerIds.errorId}>
        <legend className="text-sm font-semibold tracking-wide text-forest-900">{SERVICE_FIELDS.practitionerIds.label}</legend>
        {practitioners.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No practitioners yet: give a staff account the Practitioner role on the Staff screen.</p>
        ) : (
          <ul id={practitionersId} className="mt-2 grid gap-2 sm:grid-cols-2">
            {practitioners.map((person) => (
              <li key={person.id}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name={fields.practitionerIds.name}
                    value={person.id}
                    defaultChecked={chosen.has(person.id)}
                    className="h-5 w-5 accent-forest-800"
                  />
                  <span>
                    {person.name}
                    {person.title ? <span className="text-muted"> · {person.title}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={fields.practitionerIds.errorId} errors={fields.practitionerIds.errors} />
      </fieldset>
      <ContentPhotoPicker
        id={`${form.id}-photo`}
        name={fields.photo.name}
        label={SERVICE_FIELDS.photo.label}
        hint={SERVICE_FIELDS.photo.hint}
        value={record?.photo ?? ''}
        photos={photos}
        errors={fields.photo.errors}
        noneLabel="No photo: the category’s"
      />
      <CheckboxFor {...SERVICE_FIELDS.bookableOnline} field={fields.bookableOnline} />
      <CheckboxFor {...SERVICE_FIELDS.active} field={fields.active} />
      <SelectWithError label={SERVICE_FIELDS.depositType.label} field={fields.depositType} options={DEPOSIT_TYPES} />
      <FieldFor {...SERVICE_FIELDS.depositAmount} field={fields.depositAmount} type="number" />
      <FieldFor {...SERVICE_FIELDS.depositDays} field={fields.depositDays} type="number" />
      <CheckboxFor {...SERVICE_FIELDS.depositNonRefundable} field={fields.depositNonRefundable} />
      <FieldFor {...SERVICE_FIELDS.sortOrder} field={fields.sortOrder} type="number" />
    </RecordFormSection>
  );
}
