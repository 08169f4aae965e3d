import { parseBookingPicks } from '#app/lib/admin/booking-pickers.ts';
import { bookableDates } from '#app/lib/booking-window.ts';
import { stayDateLimits } from '#app/lib/schemas/stay.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { staffRetreatChoices } from '#server/bookings/retreats.ts';
import { eventsForPicker } from '#server/bookings/staff-event.ts';
import { db } from '#server/db/index.ts';
import { listRoomTypes } from '#server/rooms/types-admin.ts';
import { siteSettings } from '#server/site.ts';

// What 'Create New Booking' shows for the picks in the address: for an event, the day's events and the
// one chosen; for a stay or the retreat, the Rooms screen's own form with its room types and dates.

export async function loadNewBooking(params: URLSearchParams) {
  const picks = parseBookingPicks(params);
  if (picks.kind !== 'event') {
    const window = bookingWindow();
    return {
      picks,
      events: null,
      event: null,
      types: await listRoomTypes(db()),
      retreats: picks.kind === 'retreat' ? await staffRetreatChoices(db()) : [],
      limits: { stay: stayDateLimits(window), retreat: bookableDates('retreat', window) },
    };
  }
  const events = picks.date ? await eventsForPicker(db(), picks.date, { timeZone: siteSettings().timeZone }) : null;
  const event = events?.find((candidate) => candidate.id === picks.eventId) ?? null;
  return { picks, events, event, types: null, retreats: [], limits: null };
}

export type NewBookingData = Awaited<ReturnType<typeof loadNewBooking>>;
