import { LEARNING_MESSAGES } from '#app/lib/admin/learning-messages.ts';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** What the list shows of a programme. */
export interface ProgrammeListRow {
  id: string;
  title: string;
  sortOrder: number;
  active: boolean;
  batches: { start: string }[];
}

/** 'Programmes (count)', in the site's order, with how many batches each still has to start. */
export function ProgrammeTable({ programmes, today }: { programmes: ProgrammeListRow[]; today: string }) {
  return (
    <RecordList
      titleId="programmes-title"
      title={`Programmes (${programmes.length})`}
      empty={programmes.length === 0 ? 'No programmes yet. Create one to get started!' : null}
      className="mb-8"
      columns={['Title', 'Batches to come', 'Sort order', 'On the site', 'Actions']}
      minWidth="min-w-[44rem]"
    >
      {programmes.map((programme) => (
        <tr key={programme.id}>
          <td className={`${cell} max-w-xs font-semibold break-words text-forest-900`}>{programme.title}</td>
          <td className={cell}>{programme.batches.filter((batch) => batch.start >= today).length}</td>
          <td className={cell}>{programme.sortOrder}</td>
          <td className={cell}>{programme.active ? 'Shown' : 'Hidden'}</td>
          <td className={cell}>
            <RowActions id={programme.id} name={programme.title} question={LEARNING_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
