import { ROOM_TYPE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import type { RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** 'Room types (count)', in the estate's order. */
export function RoomTypeTable({ types }: { types: RoomTypeView[] }) {
  return (
    <RecordList
      titleId="room-types-title"
      title={`Room types (${types.length})`}
      empty={types.length === 0 ? 'No room types yet. Create one to get started!' : null}
      className="mb-8"
      columns={['Name', 'Rooms', 'Adults per room', 'Sort order', 'Active', 'Retreat', 'Actions']}
      minWidth="min-w-[48rem]"
    >
      {types.map((type) => (
        <tr key={type.id}>
          <td className={`${cell} max-w-xs font-semibold break-words text-forest-900`}>{type.name}</td>
          <td className={cell}>{type.roomCount}</td>
          <td className={cell}>{type.adultsPerRoom}</td>
          <td className={cell}>{type.sortOrder}</td>
          <td className={cell}>{type.active ? 'Active' : 'Inactive'}</td>
          <td className={cell}>{type.forRetreat ? 'The retreat’s rooms' : '–'}</td>
          <td className={cell}>
            <RowActions id={type.id} name={type.name} question={ROOM_TYPE_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
