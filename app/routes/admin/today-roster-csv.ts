import { TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { chosenDay } from '#server/admin/today.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { dayRostersCsv } from '#server/bookings/roster.ts';
import { careWords } from '#server/care/summaries.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import type { Route } from './+types/today-roster-csv.ts';

/** The rosters of the day in the address (?date=, today by default), as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request, 'today:view');
  const { TIME_ZONE } = config();
  const day = chosenDay(new URL(request.url).searchParams, TIME_ZONE);
  let csv: string;
  try {
    csv = await dayRostersCsv(db(), day, TIME_ZONE, (ids) => careWords(db(), ids));
  } catch (error) {
    logger.error({ err: error }, 'roster export failed');
    return Response.json({ error: TODAY_MESSAGES.fetchFailed }, { status: 503 });
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="rosters-${day}.csv"`,
      // Guests' contact details: never kept by a shared cache or the browser's.
      'Cache-Control': 'no-store',
    },
  });
}
