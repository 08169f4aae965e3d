import { parseReportRange } from '#app/lib/admin/report-range.ts';
import { REPORT_MESSAGES, reportKinds } from '#app/lib/admin/reports-view.ts';
import { reportCsv } from '#server/admin/reports/csv.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/reports-export.ts';

/** One report (?report=sales|classes|rooms|top-events|appointments) over the screen's own range, as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request, 'report:view');
  const params = new URL(request.url).searchParams;
  const kind = reportKinds.find((name) => name === params.get('report'));
  if (!kind) return refusedWith(`Unknown report: choose one of ${reportKinds.join(', ')}.`, 400);
  const timeZone = config().TIME_ZONE;
  const { range, refused } = parseReportRange(params, timeZone);
  if (refused) return refusedWith(refused, 400);
  let csv: string;
  try {
    csv = await reportCsv(db(), kind, { range, timeZone });
  } catch (error) {
    logger.error({ err: error, report: kind }, 'report export failed');
    return Response.json({ error: REPORT_MESSAGES.fetchFailed }, { status: 503 });
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${kind}-${range.period}-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
