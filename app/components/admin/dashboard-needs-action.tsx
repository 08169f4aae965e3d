import { Link } from 'react-router';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { type NeedsActionItem, needsActionLabels } from '#app/lib/admin/needs-action.ts';
import { useSite } from '#app/lib/use-site.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** Money staff must see to, shown while there is any: payments that found no room, failed refunds, discounts due; each opens its booking. */
export function DashboardNeedsAction({ items }: { items: NeedsActionItem[] }) {
  const { timeZone } = useSite();
  return (
    <DashboardPanel id="dashboard-needs-action" title="Needs action">
      <ul className="mt-3 divide-y divide-sand-200">
        {items.map((item) => (
          <li key={`${item.kind}:${item.bookingId}:${item.at}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <Link
              to={`/admin/bookings?view=${item.bookingId}`}
              className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-4 hover:text-clay-700"
            >
              {needsActionLabels[item.kind]}
              <span className="sr-only">: booking {item.reference}</span>
            </Link>
            <span className="text-muted">
              <span className="font-mono">{item.reference}</span> · {item.customerName} · {item.amount} ·{' '}
              <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
