import { data, Link, useNavigation } from 'react-router';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { AppointmentsReport } from '#app/components/admin/reports/appointments-report.tsx';
import { MoneyMixReport } from '#app/components/admin/reports/money-mix-report.tsx';
import { OnTheBooksReport } from '#app/components/admin/reports/on-the-books-report.tsx';
import { ReportRangeForm } from '#app/components/admin/reports/report-range-form.tsx';
import { ClassesReport, RoomsReport, SalesReport, TopEventsReport } from '#app/components/admin/reports/report-sections.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { parseReportRange, reportDate } from '#app/lib/admin/report-range.ts';
import { REPORT_MESSAGES } from '#app/lib/admin/reports-view.ts';
import { loadReports } from '#server/admin/reports/index.ts';
import { BALANCE_DUE_JOB } from '#server/bookings/balance-due.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { jobFailure } from '#server/jobs/runner.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/reports.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const timeZone = config().TIME_ZONE;
  const { range, refused } = parseReportRange(new URL(request.url).searchParams, timeZone);
  const screen = await adminLoader(request, {
    permission: 'report:view',
    failed: REPORT_MESSAGES.fetchFailed,
    load: async () => {
      // The job behind the balances runs unseen; when it keeps failing, the report of balances says so.
      const stuck = await jobFailure(db(), BALANCE_DUE_JOB);
      return {
        range,
        reports: await loadReports(db(), { range, timeZone }),
        failure: refused
          ? banner('error', refused, { sticky: true })
          : stuck
            ? banner('error', REPORT_MESSAGES.balanceJobFailed(stuck.error), { sticky: true })
            : null,
      };
    },
    empty: () => ({ range, reports: null }),
  });
  // Dates the range refused get the default span under a banner saying why, as a 400.
  return data(screen, { status: refused ? 400 : 200 });
}

// What the accountant downloads for the chosen days: the same payments and refunds, as a spreadsheet and as Tally vouchers.
const accountantFiles = [
  { path: '/admin/reports/payments.csv', label: REPORT_MESSAGES.paymentsCsv },
  { path: '/admin/reports/day-book.xml', label: REPORT_MESSAGES.tallyDayBook },
] as const;

export default function Reports({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/reports';
  const { range, reports } = loaderData;
  return (
    <>
      <AdminPageHeader title={REPORT_MESSAGES.title} />
      <p className="-mt-3 mb-5 text-muted">
        {reportDate(range.from)} to {reportDate(range.to)}, {range.period === 'week' ? 'weeks from Monday' : 'calendar months'}, in the
        estate&rsquo;s time zone.
      </p>
      <ReportRangeForm range={range} />
      <p className="-mt-2 mb-6 flex flex-wrap gap-x-6">
        {accountantFiles.map((file) => (
          <a
            key={file.path}
            href={`${file.path}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`}
            download
            className="inline-flex min-h-11 items-center font-semibold text-forest-900 underline underline-offset-4"
          >
            {file.label}
          </a>
        ))}
        <Link
          to="/admin/reports/cash-up"
          className="inline-flex min-h-11 items-center font-semibold text-forest-900 underline underline-offset-4"
        >
          {REPORT_MESSAGES.cashUp}
        </Link>
      </p>
      <StatusBanner message={loaderData.failure} />
      {loading ? (
        <EmptyState busy>{REPORT_MESSAGES.loading}</EmptyState>
      ) : reports ? (
        <div className="space-y-6">
          <SalesReport data={reports} />
          <MoneyMixReport data={reports} />
          <OnTheBooksReport data={reports} />
          <ClassesReport data={reports} />
          <RoomsReport data={reports} />
          <TopEventsReport data={reports} />
          <AppointmentsReport data={reports} />
        </div>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Reports | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
