import type { BookingRow } from '../records.ts';
import { bookingFacts, cancellationOutcome, oneLine, whenText } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

// What the guest receives. Guests have no account: each mail is their receipt, and the manage link
// in it is their only way back to the booking.

export type GuestBooking = Pick<
  BookingRow,
  'id' | 'reference' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot' | 'price' | 'customerName' | 'status' | 'cancellation'
>;

const manageAction = (url: string) => (url ? { label: 'See or cancel your booking', url } : undefined);

function askUs(estate: Estate): string {
  return `If anything changes or you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`;
}

/** A pending booking: received, not yet confirmed. */
export function bookingReceivedMessage(estate: Estate, booking: GuestBooking, manageUrl: string): Message {
  return compose(estate, {
    subject: oneLine(`We have received your booking: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `Thank you for booking with ${estate.siteName}. We have received your booking for ${booking.eventTitle} ${whenText(booking)}.`,
      'It is not confirmed yet: we will contact you soon to confirm it.',
    ],
    facts: bookingFacts(booking),
    action: manageAction(manageUrl),
    closing: [askUs(estate)],
  });
}

/** Paid, or confirmed by staff; the calendar file travels as an attachment. */
export function bookingConfirmedMessage(estate: Estate, booking: GuestBooking, manageUrl: string): Message {
  return compose(estate, {
    subject: oneLine(`Your booking is confirmed: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `Your booking for ${booking.eventTitle} ${whenText(booking)} is confirmed. We look forward to welcoming you.`,
      'The attached calendar file adds it to your calendar.',
    ],
    facts: bookingFacts(booking),
    action: manageAction(manageUrl),
    closing: [askUs(estate)],
  });
}

export function bookingCancelledMessage(estate: Estate, booking: GuestBooking, by: 'guest' | 'staff'): Message {
  const outcome = by === 'guest' ? cancellationOutcome(booking.cancellation) : null;
  const paragraphs =
    by === 'guest'
      ? [`As you asked, your booking for ${booking.eventTitle} ${whenText(booking)} is cancelled.`, ...(outcome ? [outcome] : [])]
      : [
          `We are sorry: your booking for ${booking.eventTitle} ${whenText(booking)} has been cancelled by the estate.`,
          'If you paid for it, we will be in touch about a refund or credit.',
        ];
  return compose(estate, {
    subject: oneLine(`Your booking is cancelled: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs,
    facts: bookingFacts(booking),
    closing: ['We hope to welcome you another time.', askUs(estate)],
  });
}

export function reminderMessage(estate: Estate, booking: GuestBooking, manageUrl: string): Message {
  return compose(estate, {
    subject: oneLine(`See you soon: ${booking.eventTitle} ${whenText(booking)}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `A gentle reminder: your ${booking.eventTitle} at ${estate.siteName} is ${whenText(booking)}.`,
      'Please arrive a few minutes early, in comfortable clothes.',
    ],
    facts: bookingFacts(booking),
    action: manageAction(manageUrl),
    closing: [askUs(estate)],
  });
}
