import { useNavigation } from 'react-router';
import { DashboardCards } from '#app/components/admin/dashboard-cards.tsx';
import { DashboardNeedsAction } from '#app/components/admin/dashboard-needs-action.tsx';
import { DashboardQuickActions } from '#app/components/admin/dashboard-quick-actions.tsx';
import { DashboardRevenue } from '#app/components/admin/dashboard-revenue.tsx';
import { DashboardUpcoming } from '#app/components/admin/dashboard-upcoming.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { DASHBOARD_MESSAGES } from '#app/lib/admin/enquiry-messages.ts';
import { loadDashboard } from '#server/admin/dashboard.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import type { Route } from './+types/dashboard.ts';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, 'dashboard:view');
  try {
    const [summary, needsAction] = await Promise.all([loadDashboard(db(), { timeZone: config().TIME_ZONE }), loadNeedsAction(db())]);
    return { summary, needsAction, error: null };
  } catch (error) {
    logger.error({ err: error }, 'dashboard could not be loaded');
    return { summary: null, needsAction: [], error: banner('error', DASHBOARD_MESSAGES.fetchFailed) };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/dashboard' && !navigation.formData;
  const { summary } = loaderData;
  return (
    <>
      <AdminPageHeader title={DASHBOARD_MESSAGES.title} />
      <StatusBanner message={loaderData.error} />
      {loading ? (
        <p role="status" className="py-10 text-center text-muted">
          {DASHBOARD_MESSAGES.loading}
        </p>
      ) : summary ? (
        <div className="space-y-6">
          <DashboardCards counts={summary.counts} />
          {loaderData.needsAction.length > 0 ? <DashboardNeedsAction items={loaderData.needsAction} /> : null}
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
