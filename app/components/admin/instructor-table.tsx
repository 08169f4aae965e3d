import { INSTRUCTOR_MESSAGES } from '#app/lib/admin/messages.ts';
import { RecordList, RowActions } from './record-list.tsx';

export interface InstructorListItem {
  id: string;
  name: string;
  bio: string;
  imageUrl: string | null;
}

const cell = 'px-4 py-3 align-top';

/** 'Instructors (count)'; on a phone the table scrolls sideways inside its own region. */
export function InstructorTable({ instructors, total }: { instructors: InstructorListItem[]; total: number }) {
  return (
    <RecordList
      titleId="instructors-table-title"
      title={`Instructors (${total})`}
      empty={instructors.length > 0 ? null : 'No instructors yet. Add one, then pick them on the Classes screen.'}
      columns={['Photo', 'Name', 'About', 'Actions']}
      minWidth="min-w-[36rem]"
    >
      {instructors.map((item) => (
        <tr key={item.id}>
          <td className={cell}>
            {item.imageUrl ? <img src={item.imageUrl} alt="" width={48} height={48} className="size-12 rounded-full object-cover" /> : null}
          </td>
          <td className={`${cell} max-w-[12rem] font-semibold break-words text-forest-900`}>{item.name}</td>
          <td className={`${cell} max-w-md break-words`}>{item.bio}</td>
          <td className={cell}>
            <RowActions id={item.id} name={item.name} question={INSTRUCTOR_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
