import { RETREAT_ADMIN_MESSAGES, type RetreatAdminView } from '#app/lib/admin/retreat-messages.ts';
import { formatRupees } from '#app/lib/money.ts';
import { perPersonRupees } from '#app/lib/retreat-quote.ts';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** 'Any day', or each departure as '12 Jan (3 of 10 left)'. */
function departuresText(retreat: RetreatAdminView): string {
  if (retreat.departures.length === 0) return 'Any day';
  return retreat.departures.map((departure) => `${departure.startDate} (${departure.placesLeft} of ${departure.places} left)`).join(', ');
}

/** 'Retreats (count)', in the order the site lists them, with their length, prices and departures. */
export function RetreatTable({ retreats }: { retreats: RetreatAdminView[] }) {
  return (
    <RecordList
      titleId="retreats-title"
      title={`Retreats (${retreats.length})`}
      empty={retreats.length === 0 ? 'No retreats yet. Create one to get started!' : null}
      className="mb-8"
      columns={['Retreat', 'Length', 'Per person', 'Departures', 'On sale', 'Actions']}
      minWidth="min-w-[56rem]"
    >
      {retreats.map((retreat) => (
        <tr key={retreat.id}>
          <td className={cell}>
            <span className="font-semibold text-forest-900">{retreat.title}</span>
            <span className="block text-sm text-muted">/rejuvenation/{retreat.slug}</span>
          </td>
          <td className={cell}>
            {retreat.days} days · {retreat.nights} nights
          </td>
          <td className={cell}>
            {retreat.occupancies.map((option) => (
              <span key={option.id} className="block">
                {option.label}: {formatRupees(perPersonRupees(option, retreat))}
              </span>
            ))}
          </td>
          <td className={cell}>{departuresText(retreat)}</td>
          <td className={cell}>{retreat.active ? 'On sale' : 'Off sale'}</td>
          <td className={cell}>
            <RowActions id={retreat.id} name={retreat.title} question={RETREAT_ADMIN_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
