import { getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import type { AuditEntryView } from '#app/components/admin/audit-list.tsx';
import { CatalogImageField, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import type { RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { roomTypeSchema } from '#app/lib/schemas/admin/rooms.ts';

function Checkbox({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  return (
    <div className="mb-6 flex items-start gap-3">
      <input
        id={`room-type-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`room-type-${name}-hint`}
        className="mt-1 h-5 w-5 accent-forest-800"
      />
      <div>
        <label htmlFor={`room-type-${name}`} className="text-sm font-semibold text-forest-900">
          {label}
        </label>
        <p id={`room-type-${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** 'Create New Room Type' or 'Edit Room Type', with the type's history when editing. The price is the stay's, not the type's. */
export function RoomTypeForm({
  record,
  history,
  lastResult,
}: {
  record: RoomTypeView | null;
  history: AuditEntryView[];
  lastResult?: SubmissionResult | null;
}) {
  const [form, fields] = useRecordForm(roomTypeSchema, {
    id: record ? `room-type-${record.id}` : 'room-type-new',
    lastResult,
    defaultValue: record
      ? { ...record, roomCount: String(record.roomCount), adultsPerRoom: String(record.adultsPerRoom), sortOrder: String(record.sortOrder) }
      : { adultsPerRoom: '2', sortOrder: '0' },
  });

  return (
    <RecordFormSection noun="Room Type" cancelHref="/admin/rooms" form={form} recordId={record?.id} history={history} files>
      <div className="md:col-span-2">
        <Field label="Name" errors={fields.name.errors} {...getInputProps(fields.name, { type: 'text' })} />
      </div>
      <Field
        label="Rooms"
        hint="How many rooms of this type the estate has."
        errors={fields.roomCount.errors}
        {...getInputProps(fields.roomCount, { type: 'number' })}
      />
      <Field
        label="Adults per room"
        hint="1 to 4."
        errors={fields.adultsPerRoom.errors}
        {...getInputProps(fields.adultsPerRoom, { type: 'number' })}
      />
      <Field
        label="Sort order"
        hint="Lower numbers come first."
        errors={fields.sortOrder.errors}
        {...getInputProps(fields.sortOrder, { type: 'number' })}
      />
      <div />
      <Checkbox
        name="active"
        label="Active"
        hint="An inactive type sells nothing new; its bookings stand."
        defaultChecked={record?.active ?? true}
      />
      <Checkbox
        name="forRetreat"
        label="The retreat’s room type"
        hint="The retreat’s guests sleep here. Marking this type unmarks the other."
        defaultChecked={record?.forRetreat ?? false}
      />
      <div className="md:col-span-2">
        <TextArea label="Description" rows={4} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
      </div>
      <CatalogImageField
        label="Photo"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
        current={record ? { title: record.name, imageUrl: record.imageUrl } : null}
      />
    </RecordFormSection>
  );
}
