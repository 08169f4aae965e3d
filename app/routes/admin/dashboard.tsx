import { useNavigation } from 'react-router';
import { DashboardCards } from '#app/components/admin/dashboard-cards.tsx';
import { DashboardCare } from '#app/components/admin/dashboard-care.tsx';
import { DashboardNeedsAction } from '#app/components/admin/dashboard-needs-action.tsx';
import { DashboardQuickActions } from '#app/components/admin/dashboard-quick-actions.tsx';
import { DashboardRevenue } from '#app/components/admin/dashboard-revenue.tsx';
import { DashboardUpcoming } from '#app/components/admin/dashboard-upcoming.tsx';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { DASHBOARD_MESSAGES } from '#app/lib/admin/enquiry-messages.ts';
import { can } from '#app/lib/staff-roles.ts';
import { loadDashboard } from '#server/admin/dashboard.ts';
import { careNeedsAction } from '#server/care/needs-action.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/dashboard.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'dashboard:view',
    failed: DASHBOARD_MESSAGES.fetchFailed,
    load: async ({ staff }) => {
      const [summary, needsAction, care] = await Promise.all([
        loadDashboard(db(), { timeZone: config().TIME_ZONE }),
        loadNeedsAction(db()),
        // Only the owner confirms an erasure; the names of guests asking for one are theirs to see.
        can(staff.role, 'guest:erase') ? careNeedsAction(db()) : null,
      ]);
      return { summary, needsAction, care };
    },
    empty: () => ({ summary: null, needsAction: [], care: null }),
  });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/dashboard' && !navigation.formData;
  const { summary } = loaderData;
  return (
    <>
      <AdminPageHeader title={DASHBOARD_MESSAGES.title} />
      <StatusBanner message={loaderData.failure} />
      {loading ? (
        <EmptyState busy>{DASHBOARD_MESSAGES.loading}</EmptyState>
      ) : summary ? (
        <div className="space-y-6">
          <DashboardCards counts={summary.counts} />
          {loaderData.needsAction.length > 0 ? <DashboardNeedsAction items={loaderData.needsAction} /> : null}
          {loaderData.care && (loaderData.care.erasures.length > 0 || loaderData.care.failures.length > 0) ? (
            <DashboardCare care={loaderData.care} />
          ) : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <DashboardQuickActions />
            <DashboardRevenue revenue={summary.revenue} />
          </div>
          <DashboardUpcoming bookings={summary.upcoming} emptyText={DASHBOARD_MESSAGES.noUpcoming} />
        </div>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
