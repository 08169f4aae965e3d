import { CheckboxFor, FieldFor } from '#app/components/ui/conform-field.tsx';
import { optionsOf } from '#app/components/ui/select-field.tsx';
import { THERAPY_ADMIN_MESSAGES, TREATMENT_ROOM_KIND_LABELS, type TreatmentRoomView } from '#app/lib/admin/therapies.ts';
import { treatmentRoomKinds } from '#app/lib/enums.ts';
import { ROOM_FIELDS, treatmentRoomSchema } from '#app/lib/schemas/admin/therapies.ts';
import { type RecordFormProps, RecordFormSection, SelectWithError, useRecordForm } from './record-form.tsx';
import { RecordList, RowActions } from './record-list.tsx';

const KINDS = optionsOf(treatmentRoomKinds, (value) => TREATMENT_ROOM_KIND_LABELS[value]);
const cell = 'px-4 py-3 align-top';

/** 'Create New Treatment Room' or 'Edit Treatment Room', with its history when editing. */
export function TreatmentRoomForm({ record, history, lastResult }: RecordFormProps<TreatmentRoomView>) {
  const [form, fields] = useRecordForm(treatmentRoomSchema, {
    id: record ? `room-${record.id}` : 'room-new',
    lastResult,
    defaultValue: record ? { name: record.name, kind: record.kind, active: record.active ? 'on' : undefined } : { active: 'on' },
  });
  return (
    <RecordFormSection noun="Treatment Room" cancelHref="/admin/therapies/rooms" form={form} recordId={record?.id} history={history}>
      <FieldFor {...ROOM_FIELDS.name} field={fields.name} type="text" />
      <SelectWithError label={ROOM_FIELDS.kind.label} field={fields.kind} options={KINDS} />
      <CheckboxFor {...ROOM_FIELDS.active} field={fields.active} />
    </RecordFormSection>
  );
}

/** 'Treatment rooms (count)' by name, with kind, state and closures. */
export function TreatmentRoomTable({ rooms }: { rooms: TreatmentRoomView[] }) {
  return (
    <RecordList
      titleId="treatment-rooms-title"
      title={`Treatment rooms (${rooms.length})`}
      empty={rooms.length === 0 ? 'No treatment rooms yet. Create one to get started!' : null}
      columns={['Room', 'Kind', 'Status', 'Closures', 'Actions']}
      minWidth="min-w-[48rem]"
    >
      {rooms.map((room) => (
        <tr key={room.id}>
          <td className={`${cell} font-semibold text-forest-900`}>{room.name}</td>
          <td className={cell}>{TREATMENT_ROOM_KIND_LABELS[room.kind]}</td>
          <td className={cell}>{room.active ? 'Active' : 'Inactive'}</td>
          <td className={cell}>
            {room.closures.length === 0 ? 'None' : room.closures.map((span) => `${span.from} – ${span.to}`).join(', ')}
          </td>
          <td className={cell}>
            <RowActions id={room.id} name={room.name} question={THERAPY_ADMIN_MESSAGES.confirmDeleteRoom} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
