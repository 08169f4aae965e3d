import { Link } from 'react-router';
import { FormStateBadges } from '#app/components/admin/care-badges.tsx';
import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import { type CareQueueRow, careResponsePath } from '#app/lib/care.ts';
import { formatShortDate } from '#app/lib/dates.ts';

const link = 'text-forest-800 underline underline-offset-4';

/** The Care screen's forms: guest (their profile for a role that may open it), booking, arrival, form, status and outcome, and a link to read the sent ones. */
export function CareQueue({ rows, canOpenProfile }: { rows: readonly CareQueueRow[]; canOpenProfile: boolean }) {
  return (
    <ScrollTable columns={['Guest', 'Booking', 'Arrival', 'Form', 'Status', 'Answers']} minWidth="min-w-[48rem]" label="Health forms">
      {rows.map((row) => (
        <tr key={`${row.bookingId}:${row.guestId}:${row.title}`}>
          <td className="px-4 py-3">
            {canOpenProfile ? (
              <Link to={`/admin/guests/${row.guestId}`} className={`${link} font-medium break-words`}>
                {row.guestName}
              </Link>
            ) : (
              <span className="font-medium break-words">{row.guestName}</span>
            )}
          </td>
          <td className="px-4 py-3 font-mono text-xs">{row.reference}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(row.arrival)}</td>
          <td className="px-4 py-3 break-words">{row.title}</td>
          <td className="px-4 py-3">
            <FormStateBadges status={row.status} review={row.review} />
          </td>
          <td className="px-4 py-3">
            {row.canRead && row.responseId ? (
              <Link to={careResponsePath(row.responseId)} className={link} aria-label={`Read ${row.guestName}’s ${row.title}`}>
                Read
              </Link>
            ) : (
              <span className="text-muted">—</span>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
