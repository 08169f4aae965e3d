import { CLASS_MESSAGES } from '#app/lib/admin/messages.ts';
import { type ClassWeeklyTime, weeklyTimesText } from '#app/lib/class-times.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { RecordList, RowActions } from './record-list.tsx';

export interface ClassListItem {
  id: string;
  title: string;
  instructor: string;
  schedule: string;
  weeklyTimes: ClassWeeklyTime[];
  startsOn: string | null;
  price: string;
  capacity: number;
}

const cell = 'px-4 py-3 align-top';

/** 'Classes (count)'; on a phone the table scrolls sideways inside its own region. */
export function ClassTable({ classes, total, narrowed }: { classes: ClassListItem[]; total: number; narrowed: boolean }) {
  return (
    <RecordList
      titleId="classes-table-title"
      title={`Classes (${total})`}
      empty={classes.length > 0 ? null : narrowed ? 'No classes match this search.' : 'No classes yet. Create one to get started!'}
      columns={['Title', 'Instructor', 'Schedule', 'Price', 'Capacity', 'Actions']}
      minWidth="min-w-[48rem]"
    >
      {classes.map((item) => (
        <tr key={item.id}>
          <td className={`${cell} max-w-xs font-semibold break-words text-forest-900`}>{item.title}</td>
          <td className={`${cell} max-w-[12rem] break-words`}>{item.instructor}</td>
          <td className={`${cell} max-w-[14rem] break-words`}>
            {item.weeklyTimes.length > 0 ? weeklyTimesText(item.weeklyTimes) : item.schedule}
            {item.startsOn ? <span className="block text-sm text-muted">From {formatShortDate(item.startsOn)}</span> : null}
          </td>
          <td className={`${cell} whitespace-nowrap`}>{item.price}</td>
          <td className={cell}>{item.capacity}</td>
          <td className={cell}>
            <RowActions id={item.id} name={item.title} question={CLASS_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
