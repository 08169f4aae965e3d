import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { newsletter } from '#app/content/newsletter.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { countSubscribers, newestSignUps } from '#server/newsletter/index.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/newsletter.ts';

/** The newest sign-ups shown on the screen; the CSV carries every subscribed address. */
const SHOWN = 100;

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'newsletter:view',
    failed: newsletter.admin.loadFailed,
    load: async () => {
      const [counts, newest] = await Promise.all([countSubscribers(db()), newestSignUps(db(), SHOWN)]);
      return {
        counts,
        total: counts.pending + counts.subscribed + counts.unsubscribed,
        rows: newest.map((row) => ({
          email: row.email,
          state: row.state,
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
        })),
      };
    },
    empty: () => ({ counts: null, total: 0, rows: [] }),
  });
}

export default function NewsletterScreen({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const { counts, rows, total } = loaderData;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  return (
    <>
      <AdminPageHeader title="Newsletter">
        <a
          href="/admin/newsletter/export.csv"
          className="inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 text-sm font-semibold text-white hover:bg-forest-900"
        >
          Download subscribers (CSV)
        </a>
      </AdminPageHeader>
      <StatusBanner message={loaderData.failure} />
      {counts ? (
        <dl className="mb-6 grid gap-4 sm:grid-cols-3">
          {(['subscribed', 'pending', 'unsubscribed'] as const).map((state) => (
            <div key={state} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <dt className="text-sm text-muted">{newsletter.admin.states[state]}</dt>
              <dd className="mt-1 text-3xl font-semibold text-forest-900">{counts[state]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState>No one has signed up yet.</EmptyState>
      ) : (
        <>
          <ScrollTable columns={['E-mail', 'State', 'Signed up', 'Confirmed']} minWidth="min-w-[40rem]" label="Newsletter sign-ups">
            {rows.map((row) => (
              <tr key={row.email} className="border-t border-sand-200">
                <td className="px-4 py-3 break-all">{row.email}</td>
                <td className="px-4 py-3">{newsletter.admin.states[row.state]}</td>
                <td className="px-4 py-3">{when(row.createdAt)}</td>
                <td className="px-4 py-3">{when(row.confirmedAt)}</td>
              </tr>
            ))}
          </ScrollTable>
          {total > rows.length ? (
            <p className="mt-3 text-sm text-muted">
              Showing the newest {rows.length} of {total} sign-ups; the CSV lists every subscribed address.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Newsletter | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
