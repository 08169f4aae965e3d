import type { CreditView } from '#app/lib/admin/promo-messages.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { rupeesText } from '#app/lib/promo.ts';
import { RecordList } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** Guests' credits from cancellations: read-only here, with what is left of each. */
export function CreditTable({ credits }: { credits: CreditView[] }) {
  return (
    <RecordList
      titleId="credits-title"
      title={`Guests’ credits (${credits.length})`}
      empty={credits.length === 0 ? 'No credits yet. A guest who cancels for credit gets one here.' : null}
      columns={['Code', 'Guest', 'Issued', 'Balance', 'Valid until', 'Uses']}
      minWidth="min-w-[48rem]"
      className="mb-8"
    >
      {credits.map((credit) => (
        <tr key={credit.id}>
          <td className={`${cell} font-mono font-semibold break-all text-forest-900`}>{credit.code}</td>
          <td className={`${cell} break-all`}>{credit.ownerEmail ?? '–'}</td>
          <td className={cell}>{rupeesText(credit.amountPaise ?? 0)}</td>
          <td className={cell}>{rupeesText(credit.balancePaise ?? 0)}</td>
          <td className={cell}>{credit.validUntil ? formatDayMonthYear(credit.validUntil) : '–'}</td>
          <td className={cell}>{credit.uses}</td>
        </tr>
      ))}
    </RecordList>
  );
}
