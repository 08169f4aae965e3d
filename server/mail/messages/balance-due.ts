import { PAYMENT_LINK_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import type { BookingRow } from '../records.ts';
import { bookingFacts, oneLine, whenText } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

// What the guest is told about a balance still to pay: reminders before its date, the notice that it is
// overdue (naming the day the booking will be cancelled, when the owner's rule cancels), and the
// cancellation itself. Each names the amount and the date, and leads to the booking page's pay section.

type DueBooking = Pick<BookingRow, 'id' | 'reference' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot' | 'price' | 'customerName'>;

export const BALANCE_NOTICE_MESSAGES = {
  reminderSubject: (amount: string, dueOn: string, title: string) => `${amount} to pay by ${dueOn}: ${title}`,
  reminderLead: (amount: string, dueOn: string) => `A reminder: ${amount} is still to pay on your booking, by ${dueOn}.`,
  payOnline: 'It takes a minute online, from your booking page.',
  overdueSubject: (amount: string, title: string) => `Overdue: ${amount} for ${title}`,
  overdueLead: (amount: string, dueOn: string) =>
    `The ${amount} due on your booking by ${dueOn} has not reached us yet. Please pay it now.`,
  cancelWarning: (cancelOn: string) =>
    `If it is still unpaid on ${cancelOn}, your booking will be cancelled that day, and what you have paid will be treated by our cancellation policy as if you had cancelled then.`,
  warningSubject: (title: string, cancelOn: string) =>
    `Your booking for ${title} will be cancelled on ${cancelOn} unless its balance is paid`,
  cancelledSubject: (title: string) => `Cancelled, balance unpaid: ${title}`,
  cancelledLead: (title: string, when: string, amount: string, dueOn: string) =>
    `Your booking for ${title} ${when} is cancelled: the ${amount} due by ${dueOn} was not paid.`,
  owedBack: (amount: string) =>
    `Under our cancellation policy ${amount} of what you paid is owed back to you; we will write to you about it.`,
  askUs: (email: string, phone: string) => `If you have paid already or have a question, write to ${email} or call ${phone}.`,
} as const;

/** The notice's facts: the booking's, then what is due and by when. */
function dueFacts(booking: DueBooking, amount: string, dueOn: string) {
  return [...bookingFacts(booking), ['Due', amount] as const, ['Due by', dueOn] as const];
}

/** A reminder some days before the balance is due. */
export function balanceReminderMessage(
  estate: Estate,
  booking: DueBooking,
  due: { amount: string; dueOn: string; payUrl: string },
): Message {
  const dueOn = formatOrdinalDate(due.dueOn);
  return compose(estate, {
    subject: oneLine(BALANCE_NOTICE_MESSAGES.reminderSubject(due.amount, dueOn, booking.eventTitle)),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [BALANCE_NOTICE_MESSAGES.reminderLead(due.amount, dueOn), BALANCE_NOTICE_MESSAGES.payOnline],
    facts: dueFacts(booking, due.amount, dueOn),
    action: { label: PAYMENT_LINK_MESSAGES.button(due.amount), url: due.payUrl },
    closing: [BALANCE_NOTICE_MESSAGES.askUs(estate.contactEmail, estate.contactPhone)],
  });
}

/**
 * The balance's date has passed: once, naming the day the booking will be cancelled when the owner's rule
 * cancels (`cancelOn`); `warningOnly` when the guest heard it was overdue before the rule named a day.
 */
export function balanceOverdueMessage(
  estate: Estate,
  booking: DueBooking,
  due: { amount: string; dueOn: string; payUrl: string; cancelOn: string | null; warningOnly?: boolean },
): Message {
  const dueOn = formatOrdinalDate(due.dueOn);
  const cancelOn = due.cancelOn ? formatOrdinalDate(due.cancelOn) : null;
  const subject =
    due.warningOnly && cancelOn
      ? BALANCE_NOTICE_MESSAGES.warningSubject(booking.eventTitle, cancelOn)
      : BALANCE_NOTICE_MESSAGES.overdueSubject(due.amount, booking.eventTitle);
  return compose(estate, {
    subject: oneLine(subject),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      BALANCE_NOTICE_MESSAGES.overdueLead(due.amount, dueOn),
      ...(cancelOn ? [BALANCE_NOTICE_MESSAGES.cancelWarning(cancelOn)] : []),
      BALANCE_NOTICE_MESSAGES.payOnline,
    ],
    facts: dueFacts(booking, due.amount, dueOn),
    action: { label: PAYMENT_LINK_MESSAGES.button(due.amount), url: due.payUrl },
    closing: [BALANCE_NOTICE_MESSAGES.askUs(estate.contactEmail, estate.contactPhone)],
  });
}

/** The owner's rule cancelled the booking: why, and what of the money paid is owed back. */
export function balanceCancelledMessage(
  estate: Estate,
  booking: DueBooking,
  due: { amount: string; dueOn: string; owedBack: string | null },
): Message {
  const dueOn = formatOrdinalDate(due.dueOn);
  return compose(estate, {
    subject: oneLine(BALANCE_NOTICE_MESSAGES.cancelledSubject(booking.eventTitle)),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      BALANCE_NOTICE_MESSAGES.cancelledLead(booking.eventTitle, whenText(booking), due.amount, dueOn),
      ...(due.owedBack ? [BALANCE_NOTICE_MESSAGES.owedBack(due.owedBack)] : []),
    ],
    facts: bookingFacts(booking),
    closing: [BALANCE_NOTICE_MESSAGES.askUs(estate.contactEmail, estate.contactPhone)],
  });
}
