import { MOVE_MONEY_MESSAGES, movedSentence } from '#app/lib/admin/move-booking.ts';
import { formatPaise } from '#app/lib/money.ts';
import type { BookingRow } from '../records.ts';
import { bookingFacts, oneLine, whenText } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

type MovedBooking = Pick<
  BookingRow,
  'id' | 'reference' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot' | 'price' | 'customerName' | 'status'
>;

/** Staff moved the booking: where it was, where it is now, what it means for money, and a new calendar file. */
export function bookingMovedMessage(
  estate: Estate,
  before: MovedBooking,
  after: MovedBooking,
  money: { duePaise: number; refundDuePaise: number },
  manageUrl: string,
): Message {
  return compose(estate, {
    subject: oneLine(`Your booking has been moved: ${after.eventTitle}`),
    greeting: `Dear ${after.customerName},`,
    paragraphs: [
      movedSentence(after.eventTitle, whenText(before), whenText(after)),
      ...(money.duePaise > 0 ? [MOVE_MONEY_MESSAGES.due(formatPaise(money.duePaise))] : []),
      ...(money.refundDuePaise > 0 ? [MOVE_MONEY_MESSAGES.back(formatPaise(money.refundDuePaise))] : []),
      'The attached calendar file replaces the one we sent before.',
    ],
    facts: bookingFacts(after),
    action: manageUrl ? { label: 'See or cancel your booking', url: manageUrl } : undefined,
    closing: [`If the new time does not suit you, write to ${estate.contactEmail} or call ${estate.contactPhone}.`],
  });
}
