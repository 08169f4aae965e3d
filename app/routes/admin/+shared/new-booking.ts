import type { BookingGuest } from '#app/lib/admin/booking-guest.ts';
import { parseBookingPicks } from '#app/lib/admin/booking-pickers.ts';
import { bookableDates } from '#app/lib/booking-window.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { stayDateLimits } from '#app/lib/schemas/stay.ts';
import { can } from '#app/lib/staff-roles.ts';
import type { StaffSession } from '#server/auth/guard.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { staffRetreatChoices } from '#server/bookings/retreats.ts';
import { eventsForPicker } from '#server/bookings/staff-event.ts';
import { db } from '#server/db/index.ts';
import { findEnquiryView } from '#server/enquiries/admin.ts';
import { listRoomTypes } from '#server/rooms/types-admin.ts';
import { siteSettings } from '#server/site.ts';

// What 'Create New Booking' shows for the picks in the address: for an event, the day's events and the
// one chosen; for a stay or the retreat, the Rooms screen's own form with its room types and dates.

export async function loadNewBooking(params: URLSearchParams, staff: StaffSession) {
  const picks = parseBookingPicks(params);
  const guest = await guestFromEnquiry(params.get('enquiry'), staff);
  if (picks.kind !== 'event') {
    const window = bookingWindow();
    return {
      picks,
      events: null,
      event: null,
      types: await listRoomTypes(db()),
      retreats: picks.kind === 'retreat' ? await staffRetreatChoices(db()) : [],
      limits: { stay: stayDateLimits(window), retreat: bookableDates('retreat', window) },
      guest,
    };
  }
  const events = picks.date ? await eventsForPicker(db(), picks.date, { timeZone: siteSettings().timeZone }) : null;
  const event = events?.find((candidate) => candidate.id === picks.eventId) ?? null;
  return { picks, events, event, types: null, retreats: [], limits: null, guest };
}

/**
 * "Turn into a booking" (?enquiry=<id>): the enquirer's name, e-mail and mobile as the form's first
 * values, for staff who may read enquiries. Staff may change them; the booking is checked as any other.
 */
async function guestFromEnquiry(id: string | null, staff: StaffSession): Promise<BookingGuest | null> {
  if (!id || !isRecordId(id) || !can(staff.role, 'enquiry:view')) return null;
  const enquiry = await findEnquiryView(db(), id);
  return enquiry && { enquiryId: enquiry.id, name: enquiry.name, email: enquiry.email, phone: enquiry.mobile };
}

export type NewBookingData = Awaited<ReturnType<typeof loadNewBooking>>;
