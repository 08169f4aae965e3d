import { Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx';
import { classMessages } from '#app/lib/admin/messages.ts';
import { ScrollTable } from './scroll-table.tsx';

export interface ClassListItem {
  id: string;
  title: string;
  instructor: string;
  schedule: string;
  price: string;
  capacity: number;
}

const cell = 'px-4 py-3 align-top';

/** 'Classes (count)'; on a phone the table scrolls sideways inside its own region. */
export function ClassTable({ classes, total, narrowed }: { classes: ClassListItem[]; total: number; narrowed: boolean }) {
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <h2 id="classes-table-title" className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        Classes ({total})
      </h2>
      {classes.length === 0 ? (
        <p className="px-5 py-6 text-muted sm:px-6">
          {narrowed ? 'No classes match this search.' : 'No classes yet. Create one to get started!'}
        </p>
      ) : (
        <ScrollTable
          columns={['Title', 'Instructor', 'Schedule', 'Price', 'Capacity', 'Actions']}
          minWidth="min-w-[48rem]"
          labelledBy="classes-table-title"
          frame="inset"
        >
          {classes.map((item) => (
            <tr key={item.id}>
              <td className={`${cell} max-w-xs font-semibold break-words text-forest-900`}>{item.title}</td>
              <td className={`${cell} max-w-[12rem] break-words`}>{item.instructor}</td>
              <td className={`${cell} max-w-[14rem] break-words`}>{item.schedule}</td>
              <td className={`${cell} whitespace-nowrap`}>{item.price}</td>
              <td className={cell}>{item.capacity}</td>
              <td className={cell}>
                <div className="flex gap-2">
                  <Link to={`?edit=${item.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${item.title}`}>
                    Edit
                  </Link>
                  <ConfirmDelete id={item.id} question={classMessages.confirmDelete} label={`Delete ${item.title}`} />
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
