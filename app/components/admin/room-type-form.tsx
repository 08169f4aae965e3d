import { CatalogImageField, type RecordFormProps, RecordFormSection, useRecordForm } from '#app/components/admin/record-form.tsx';
import { CheckboxFor, FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import type { RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { ROOM_TYPE_FIELDS, roomTypeSchema } from '#app/lib/schemas/admin/rooms.ts';

/** 'Create New Room Type' or 'Edit Room Type', with the type's history when editing; its price is the owner's rates form below it (room-rates-section.tsx). */
export function RoomTypeForm({ record, history, lastResult }: RecordFormProps<RoomTypeView>) {
  const [form, fields] = useRecordForm(roomTypeSchema, {
    id: record ? `room-type-${record.id}` : 'room-type-new',
    lastResult,
    defaultValue: record
      ? { ...record, roomCount: String(record.roomCount), adultsPerRoom: String(record.adultsPerRoom), sortOrder: String(record.sortOrder) }
      : { adultsPerRoom: '2', sortOrder: '0', active: true },
  });

  return (
    <RecordFormSection noun="Room Type" cancelHref="/admin/rooms" form={form} recordId={record?.id} history={history} files>
      <FieldFor {...ROOM_TYPE_FIELDS.name} wide field={fields.name} type="text" />
      <FieldFor {...ROOM_TYPE_FIELDS.roomCount} field={fields.roomCount} type="number" />
      <FieldFor {...ROOM_TYPE_FIELDS.adultsPerRoom} field={fields.adultsPerRoom} type="number" />
      <FieldFor {...ROOM_TYPE_FIELDS.sortOrder} field={fields.sortOrder} type="number" />
      <div />
      <CheckboxFor {...ROOM_TYPE_FIELDS.active} field={fields.active} />
      <CheckboxFor {...ROOM_TYPE_FIELDS.forRetreat} field={fields.forRetreat} />
      <TextAreaFor {...ROOM_TYPE_FIELDS.description} wide rows={4} field={fields.description} />
      <CatalogImageField label="Photo" current={record ? { title: record.name, imageUrl: record.imageUrl } : null} />
    </RecordFormSection>
  );
}
