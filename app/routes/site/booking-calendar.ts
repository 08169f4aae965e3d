import { bookingCalendarFile } from '#server/bookings/calendar-links.ts';
import { readManageToken } from '#server/bookings/manage-link.ts';
import { db } from '#server/db/index.ts';
import { publishedSite } from '#server/site.ts';
import type { Route } from './+types/booking-calendar.ts';

// "Add to calendar" on the guest's booking page: the booking as an .ics download. The signed token is
// checked as the page checks it, and a wrong one is answered like any unknown address.

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

export async function loader({ params }: Route.LoaderArgs) {
  const bookingId = await readManageToken(params.token);
  if (!bookingId) return notFound();
  const site = await publishedSite(db());
  const file = await bookingCalendarFile(db(), bookingId, {
    timeZone: site.timeZone,
    estate: { siteName: site.name, contactEmail: site.email, publicUrl: site.publicUrl, address: site.address },
  });
  if (!file) return notFound();
  return new Response(file.content, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      // One guest's booking: no shared cache may keep it, and no search engine list it.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
