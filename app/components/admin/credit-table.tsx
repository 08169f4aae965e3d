import type { CreditView } from '#app/lib/admin/promo-messages.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { rupeesText } from '#app/lib/promo.ts';
import { ScrollTable } from './scroll-table.tsx';

const cell = 'px-4 py-3 align-top';

/** Guests' credits from cancellations: read-only here, with what is left of each. */
export function CreditTable({ credits }: { credits: CreditView[] }) {
  return (
    <section className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <h2 id="credits-title" className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        Guests’ credits ({credits.length})
      </h2>
      {credits.length === 0 ? (
        <p className="px-5 py-6 text-muted sm:px-6">No credits yet. A guest who cancels for credit gets one here.</p>
      ) : (
        <ScrollTable
          columns={['Code', 'Guest', 'Issued', 'Balance', 'Valid until', 'Uses']}
          minWidth="min-w-[48rem]"
          labelledBy="credits-title"
          frame="inset"
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
        </ScrollTable>
      )}
    </section>
  );
}
