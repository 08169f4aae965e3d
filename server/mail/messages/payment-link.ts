import { PAYMENT_LINK_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import type { BookingRow } from '../records.ts';
import { bookingFacts, oneLine } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

type LinkedBooking = Pick<
  BookingRow,
  'id' | 'reference' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot' | 'price' | 'customerName' | 'status'
>;

/** Staff asked the guest to pay what is due online: the amount, and the booking page's pay section. */
export function paymentLinkMessage(estate: Estate, booking: LinkedBooking, amount: string, payUrl: string): Message {
  return compose(estate, {
    subject: oneLine(PAYMENT_LINK_MESSAGES.subject(amount, booking.eventTitle)),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [PAYMENT_LINK_MESSAGES.lead(amount)],
    facts: bookingFacts(booking),
    action: { label: PAYMENT_LINK_MESSAGES.button(amount), url: payUrl },
    closing: [`If you would rather pay at the estate, or have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`],
  });
}
