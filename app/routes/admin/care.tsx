import { Link } from 'react-router';
import { CareQueue } from '#app/components/admin/care-queue.tsx';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { CARE_DAYS_AHEAD, CARE_MESSAGES } from '#app/lib/care.ts';
import { todayIn } from '#app/lib/dates.ts';
import { careFilterSchema } from '#app/lib/schemas/admin/care.ts';
import { careQueue } from '#server/care/queue.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/care.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'health:view',
    failed: CARE_MESSAGES.fetchFailed,
    load: async ({ staff, params }) => {
      const filter = careFilterSchema.parse(params.get('show') ?? 'all');
      const today = todayIn(config().TIME_ZONE);
      return { filter, rows: await careQueue(db(), staff, today, { toReview: filter === 'to-review' }) };
    },
    empty: ({ params }) => ({ filter: careFilterSchema.parse(params.get('show') ?? 'all'), rows: null }),
  });
}

const filters = [
  { value: 'all', label: 'All forms', href: '/admin/care' },
  { value: 'to-review', label: 'To review', href: '/admin/care?show=to-review' },
] as const;

export default function CareScreen({ loaderData }: Route.ComponentProps) {
  const can = useStaffCan();
  const { filter, rows } = loaderData;
  return (
    <>
      <AdminPageHeader title="Care" />
      <StatusBanner message={loaderData.failure} />
      <p className="mb-4 max-w-prose text-sm text-muted">
        The health forms of the guests arriving in the next {CARE_DAYS_AHEAD} days and of those staying now. Opening a form’s answers is
        recorded on the guest’s profile.
      </p>
      <nav aria-label="Show" className="mb-4 flex flex-wrap gap-2">
        {filters.map((item) => (
          <Link
            key={item.value}
            to={item.href}
            aria-current={filter === item.value ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-forest-800 ${
              filter === item.value ? 'bg-forest-800 text-white' : 'bg-white text-forest-900'
            }`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {rows ? (
        rows.length === 0 ? (
          <EmptyState>{filter === 'to-review' ? CARE_MESSAGES.noneToReview : CARE_MESSAGES.noneToShow}</EmptyState>
        ) : (
          <CareQueue rows={rows} canOpenProfile={can('guest:view')} />
        )
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Care | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
