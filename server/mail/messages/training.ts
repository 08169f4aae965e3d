import { formatOrdinalDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { TRAINING_MESSAGES } from '#app/lib/training.ts';
import type { BookingRow } from '../records.ts';
import { bookingFacts, oneLine } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

// The owner's decision on an application to a training batch, as the guest reads it.

type Application = Pick<
  BookingRow,
  | 'id'
  | 'reference'
  | 'kind'
  | 'eventTitle'
  | 'eventDate'
  | 'selectedSlot'
  | 'price'
  | 'customerName'
  | 'status'
  | 'duePaise'
  | 'balanceDueOn'
>;

/** Accepted: the seat is theirs; what is left to pay, by when, and the booking page's pay section. */
export function applicationAcceptedMessage(estate: Estate, booking: Application, payUrl: string): Message {
  const due =
    booking.duePaise > 0 && booking.balanceDueOn
      ? { amount: formatPaise(booking.duePaise), by: formatOrdinalDate(booking.balanceDueOn) }
      : null;
  return compose(estate, {
    subject: oneLine(`Your application is accepted: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [TRAINING_MESSAGES.accepted, due ? TRAINING_MESSAGES.balanceDue(due.amount, due.by) : TRAINING_MESSAGES.paidInFull],
    facts: bookingFacts(booking),
    action: due ? { label: `Pay ${due.amount}`, url: payUrl } : { label: 'See your booking', url: payUrl.split('#')[0] ?? payUrl },
  });
}

/** Declined: the seat is released and what was paid goes back in full. */
export function applicationDeclinedMessage(estate: Estate, booking: Application): Message {
  return compose(estate, {
    subject: oneLine(`Your application: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [TRAINING_MESSAGES.declined],
    facts: bookingFacts(booking),
    closing: [`If you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`],
  });
}
