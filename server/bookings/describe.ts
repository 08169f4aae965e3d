import { retreatPackage } from '#app/content/retreat.ts';
import { addDays } from '#app/lib/dates.ts';
import { promoNote } from '#app/lib/promo.ts';
import { guestsText } from '#app/lib/retreat-quote.ts';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import type { BookedRetreat, BookingDetails, PaymentOrderDetails } from '../db/schema.ts';

// How each kind of booking is described and stored (title, date, slot, notes, details), from what was
// asked for: the checkout, a retreat reserved unpaid, staff booking for a guest and a move of a stay all
// write a booking this way.

/** Bookings of the first retreat keep the title they always had; another retreat's bear its own. */
const retreatTitle = (retreat: BookedRetreat | undefined, nights: number) =>
  retreat && retreat.slug !== FIRST_RETREAT_SLUG ? retreat.title : `Rejuvenation retreat (${nights + 1} days)`;
export const STAY_TITLE = 'Stay';

/**
 * The booking's title, date, slot, notes (its own columns) and details for what was paid for; the notes
 * name the promo code and what it took off (a code is a real discount, no longer free text kept only in the notes).
 */
export function describeBooking(details: PaymentOrderDetails, discountPaise = 0) {
  const promo = 'promoCode' in details && details.promoCode && discountPaise > 0 ? promoNote(details.promoCode, discountPaise) : null;
  if (details.kind === 'retreat') {
    const occupancy = details.occupancy === 'single' ? 'Single occupancy' : 'Double occupancy';
    const guests = details.guests ?? 1;
    // Its own length and title as booked: orders from before retreats were kept are the first one's.
    const nights = details.retreat?.nights ?? retreatPackage.nights;
    const bookingDetails: BookingDetails = {
      kind: 'retreat',
      occupancy: details.occupancy,
      guests,
      ...(details.retreat ? { retreat: details.retreat } : {}),
    };
    const what = details.retreat && details.retreat.slug !== FIRST_RETREAT_SLUG ? details.retreat.title : 'Retreat package';
    return {
      kind: 'retreat' as const,
      eventTitle: retreatTitle(details.retreat, nights),
      eventDate: details.startDate,
      selectedSlot: `${details.startDate} to ${addDays(details.startDate, nights)}`,
      notes: [`${what}, ${occupancy.toLowerCase()}, ${guestsText(guests)}`, promo].filter(Boolean).join('; '),
      details: bookingDetails,
    };
  }
  if (details.kind === 'event') {
    return {
      kind: 'event' as const,
      eventId: details.eventId,
      eventTitle: details.title,
      eventDate: details.eventDate,
      selectedSlot: details.slot,
      notes: null,
      details: null,
    };
  }
  if (details.kind === 'training') {
    const { kind, title: _title, startDate: _start, endDate: _end, ...kept } = details;
    return {
      kind,
      eventTitle: details.title,
      eventDate: details.startDate,
      selectedSlot: `${details.startDate} to ${details.endDate}`,
      notes: null,
      details: { kind, ...kept } satisfies BookingDetails,
    };
  }
  if (details.kind === 'appointment') {
    // The booking's own columns are the local day and time the guest chose, as a class's are; the details
    // keep the service and practitioner as they were booked.
    const { kind, eventDate, slot, deposit: _deposit, ...kept } = details;
    return {
      kind,
      eventTitle: details.serviceName,
      eventDate,
      selectedSlot: slot,
      notes: null,
      // Named once the appointment is placed (server/therapies/appointment-order.ts).
      details: { kind, ...kept, practitionerName: null, practitionerTitle: null } satisfies BookingDetails,
    };
  }
  const parts = [`Adults: ${details.adults}`, `Nights: ${details.nights}`];
  if (promo) parts.push(promo);
  const bookingDetails: BookingDetails = {
    kind: 'stay',
    adults: details.adults,
    nights: details.nights,
    promoCode: details.promoCode,
    // The nights' prices as sold: a later change of rates or a move never re-prices them.
    ...(details.nightPaise ? { nightPaise: details.nightPaise } : {}),
  };
  return {
    kind: 'stay' as const,
    eventTitle: STAY_TITLE,
    eventDate: details.checkIn,
    selectedSlot: `${details.checkIn} to ${details.checkOut}`,
    notes: parts.join('; '),
    details: bookingDetails,
  };
}
