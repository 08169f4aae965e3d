import { Link } from 'react-router';
import { roomTypeMessages } from '#app/lib/admin/room-messages.ts';
import type { RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-4 py-3 align-top';

/** 'Room types (count)', in the estate's order. */
export function RoomTypeTable({ types }: { types: RoomTypeView[] }) {
  return (
    <section className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <h2 id="room-types-title" className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        Room types ({types.length})
      </h2>
      {types.length === 0 ? (
        <p className="px-5 py-6 text-muted sm:px-6">No room types yet. Create one to get started!</p>
      ) : (
        <ScrollTable
          columns={['Name', 'Rooms', 'Adults per room', 'Sort order', 'Active', 'Retreat', 'Actions']}
          minWidth="min-w-[48rem]"
          labelledBy="room-types-title"
          frame="inset"
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
                <div className="flex gap-2">
                  <Link to={`?edit=${type.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${type.name}`}>
                    Edit
                  </Link>
                  <ConfirmDelete id={type.id} question={roomTypeMessages.confirmDelete} label={`Delete ${type.name}`} />
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
