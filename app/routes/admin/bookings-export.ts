import { parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { BOOKING_ADMIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { todayIn } from '#app/lib/dates.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { exportBookingsCsv } from '#server/bookings/admin.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/bookings-export.ts';

/** Every booking of the filter in the address (the bookings screen's own), as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request, 'booking:export');
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  let csv: string;
  try {
    csv = await exportBookingsCsv(db(), filters, siteSettings().timeZone);
  } catch (error) {
    logger.error({ err: error }, 'bookings export failed');
    return Response.json({ error: BOOKING_ADMIN_MESSAGES.fetchFailed }, { status: 503 });
  }
  const filename = `bookings-${todayIn(siteSettings().timeZone)}.csv`;
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      // Guests' contact details: never kept by a shared cache or the browser's.
      'Cache-Control': 'no-store',
    },
  });
}
