import { newsletter } from '#app/content/newsletter.ts';
import { todayIn } from '#app/lib/dates.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { toCsv, zonedColumn } from '#server/bookings/csv.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { listSubscribers } from '#server/newsletter/index.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/newsletter-export.ts';

/** The subscribed addresses (confirmed, not unsubscribed): the list a mailing tool imports. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request, 'newsletter:export');
  let rows;
  try {
    rows = await listSubscribers(db(), 'subscribed');
  } catch (error) {
    logger.error({ err: error }, 'newsletter export failed');
    return Response.json({ error: newsletter.admin.loadFailed }, { status: 503 });
  }
  const { timeZone } = siteSettings();
  const csv = toCsv(
    ['email', zonedColumn('signed_up', timeZone), zonedColumn('confirmed', timeZone)],
    rows.map((row) => [row.email, row.createdAt, row.confirmedAt]),
    { timeZone },
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${todayIn(timeZone)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
