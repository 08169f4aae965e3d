import type { BookingRow, EnquiryRow } from '../records.ts';
import { bookingFacts, cancellationOutcome, oneLine, whenText } from './booking-facts.ts';
import { compose, type Estate, type Fact, type Message } from './layout.ts';

// What staff receive: everything needed to act without opening the back-office, and a link into it.

export type StaffBooking = Pick<
  BookingRow,
  | 'id'
  | 'reference'
  | 'kind'
  | 'eventTitle'
  | 'eventDate'
  | 'selectedSlot'
  | 'price'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'status'
  | 'notes'
  | 'paymentId'
  | 'cancellation'
>;

function guestFacts(booking: StaffBooking): Fact[] {
  const facts: Fact[] = [
    ['Guest', booking.customerName],
    ['E-mail', booking.customerEmail ?? 'none given'],
    ['Mobile', booking.customerPhone],
    ['Status', booking.status],
  ];
  if (booking.paymentId) facts.push(['Payment ID', booking.paymentId]);
  if (booking.notes) facts.push(['Notes', booking.notes]);
  return facts;
}

function bookingsLink(estate: Estate, booking: StaffBooking) {
  return {
    label: 'Open in the back-office',
    url: `${estate.publicUrl}/admin/bookings?q=${encodeURIComponent(booking.customerEmail ?? booking.reference)}`,
  };
}

export function staffNewBookingMessage(estate: Estate, booking: StaffBooking): Message {
  const paid = booking.status === 'confirmed' && booking.paymentId ? 'paid and confirmed' : booking.status;
  return compose(estate, {
    subject: oneLine(`New booking (${booking.status}): ${booking.eventTitle}, ${booking.customerName}`),
    greeting: 'Hello,',
    paragraphs: [`${booking.customerName} booked ${booking.eventTitle} ${whenText(booking)}. The booking is ${paid}.`],
    facts: [...bookingFacts(booking), ...guestFacts(booking)],
    action: bookingsLink(estate, booking),
    closing: booking.status === 'pending' ? ['Please contact the guest to confirm it.'] : [],
  });
}

export function staffBookingCancelledMessage(estate: Estate, booking: StaffBooking, by: 'guest' | 'staff'): Message {
  const outcome = by === 'guest' ? cancellationOutcome(booking.cancellation) : null;
  const who = by === 'guest' ? 'the guest, through the link in their e-mail' : 'staff, in the back-office';
  return compose(estate, {
    subject: oneLine(`Booking cancelled by ${by === 'guest' ? 'the guest' : 'staff'}: ${booking.eventTitle}, ${booking.customerName}`),
    greeting: 'Hello,',
    paragraphs: [
      `The booking of ${booking.customerName} for ${booking.eventTitle} ${whenText(booking)} was cancelled by ${who}. Its seat is free again.`,
      ...(outcome ? [`What the guest was promised: ${outcome}`] : []),
    ],
    facts: [...bookingFacts(booking), ...guestFacts(booking)],
    action: bookingsLink(estate, booking),
  });
}

export function staffEnquiryMessage(estate: Estate, enquiry: EnquiryRow): Message {
  const facts: Fact[] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Mobile', enquiry.mobile],
    ['City', enquiry.city],
  ];
  if (enquiry.subject) facts.push(['Subject', enquiry.subject]);
  return compose(estate, {
    subject: oneLine(`New enquiry from ${enquiry.name}${enquiry.subject ? `: ${enquiry.subject}` : ''}`),
    greeting: 'Hello,',
    paragraphs: [`${enquiry.name} wrote through the contact form:`],
    quote: enquiry.message,
    facts,
    action: { label: 'Open the enquiries', url: `${estate.publicUrl}/admin/enquiries` },
    closing: [`Reply to ${enquiry.email} or call ${enquiry.mobile}.`],
  });
}
