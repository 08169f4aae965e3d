import { Link } from 'react-router';
import { CARE_NEEDS_ACTION_MESSAGES as M, type CareNeedsAction } from '#app/lib/admin/care-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useSite } from '#app/lib/use-site.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** The owner's health-data to-do, shown while there is any: erasure requests to confirm, care jobs failing. */
export function DashboardCare({ care }: { care: CareNeedsAction }) {
  const { timeZone } = useSite();
  return (
    <DashboardPanel id="dashboard-care" title={M.title}>
      {care.failures.map((failure) => (
        <p key={failure.job} role="alert" className="mt-3 rounded-lg bg-sand-100 px-3 py-2 text-sm">
          <span className="font-semibold">{M.failed[failure.job]}</span> <span className="wrap-anywhere">{M.lastError(failure.error)}</span>
        </p>
      ))}
      {care.erasures.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-200">
          {care.erasures.map((item) => (
            <li key={item.guestId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link
                to={`/admin/guests/${item.guestId}`}
                className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-4 hover:text-clay-700"
              >
                {M.erasure}
                <span className="sr-only">: {item.name}</span>
              </Link>
              <span className="text-muted">
                {item.name} · <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt, timeZone)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardPanel>
  );
}
