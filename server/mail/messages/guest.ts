import { STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { holdMinutesText } from '#app/lib/booking-reply.ts';
import { DEPOSIT_BOOKING_MESSAGES } from '#app/lib/deposit.ts';
import { formatPaise } from '#app/lib/money.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import type { BookingRow } from '../records.ts';
import { bookingFacts, cancellationOutcome, type FactsBooking, oneLine, whenText } from './booking-facts.ts';
import { compose, type Estate, type Message } from './layout.ts';

// What the guest receives. Guests have no account: each mail is their receipt, and the manage link
// in it is their only way back to the booking.

export type GuestBooking = Pick<
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
  | 'cancellation'
  | 'discountNotApplied'
  | 'duePaise'
  | 'depositTerms'
  | 'balanceDueOn'
> &
  Partial<Pick<BookingRow, 'details'>>;

/** How a mail about a cancellation takes leave. */
const WELCOME_ANOTHER_TIME = 'We hope to welcome you another time.';

const manageAction = (url: string) => (url ? { label: 'See or cancel your booking', url } : undefined);

function askUs(estate: Estate): string {
  return `If anything changes or you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`;
}

/** The longest first name a mail to an address nobody has confirmed greets. */
export const GREETING_NAME_MAX = 30;

/**
 * The first word of the name a guest typed, for a mail to an address nobody has confirmed yet: letters of
 * any script and their marks, joined by apostrophes or hyphens, at most GREETING_NAME_MAX of them (a
 * trailing full stop or comma dropped). Anything else (a link, a domain, markup, a run of characters no
 * name has) gives null, and the mail greets "guest": such a mail must carry nothing a stranger chose.
 */
export function greetingName(name: string): string | null {
  const word = (name.normalize('NFC').trim().split(/\s+/u)[0] ?? '').replace(/[.,]$/u, '');
  if (word === '' || [...word].length > GREETING_NAME_MAX) return null;
  return /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(word) ? word : null;
}

/**
 * A reservation made without paying, waiting for its guest: the link that confirms it. The address is not
 * known to be the guest's, so nothing they typed goes in but a first name (greetingName).
 */
export function bookingConfirmRequestMessage(
  estate: Estate,
  booking: FactsBooking & Pick<BookingRow, 'customerName'>,
  confirmUrl: string,
  holdMinutes: number,
): Message {
  return compose(estate, {
    subject: oneLine(`Please confirm your booking: ${booking.eventTitle}`),
    greeting: `Dear ${greetingName(booking.customerName) ?? 'guest'},`,
    paragraphs: [
      `Thank you for booking ${booking.eventTitle} ${whenText(booking)} with ${estate.siteName}.`,
      `Please confirm your booking with the link below within ${holdMinutesText(holdMinutes)}. Until then we hold your place; after that it is released for other guests.`,
      'If you did not make this booking, you need not do anything: nothing is booked without your confirmation.',
    ],
    facts: bookingFacts(booking),
    action: { label: 'Confirm your booking', url: confirmUrl },
    closing: [askUs(estate)],
  });
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
      ...(booking.discountNotApplied && booking.duePaise > 0 ? [PROMO_MESSAGES.notApplied(booking.duePaise)] : []),
      // Paid a deposit: the balance and the date it is due by.
      ...(booking.depositTerms && booking.balanceDueOn && booking.duePaise > 0
        ? [DEPOSIT_BOOKING_MESSAGES.balanceDue(formatPaise(booking.duePaise), booking.balanceDueOn)]
        : []),
      // A therapy put on a stay's bill: what it adds, paid at the estate.
      ...(booking.details?.kind === 'appointment' && booking.details.stayBookingId && booking.duePaise > 0
        ? [STAY_BILL_MESSAGES.confirmedMail(formatPaise(booking.duePaise))]
        : []),
      'The attached calendar file adds it to your calendar.',
    ],
    facts: bookingFacts(booking),
    action: manageAction(manageUrl),
    closing: [askUs(estate)],
  });
}

/** A payment on a booking already made (what was due on top of its price): the guest's receipt, its invoice attached. */
export function paymentReceivedMessage(
  estate: Estate,
  booking: GuestBooking,
  payment: { amount: string; invoiced: boolean },
  manageUrl: string,
): Message {
  return compose(estate, {
    subject: oneLine(`We have received your payment: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `Thank you: we have received your payment of ${payment.amount} for ${booking.eventTitle} ${whenText(booking)}.`,
      booking.duePaise > 0 ? `${formatPaise(booking.duePaise)} is still due.` : 'Nothing more is due on this booking.',
      ...(payment.invoiced ? ['Your invoice for this payment is attached.'] : []),
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
    closing: [WELCOME_ANOTHER_TIME, askUs(estate)],
  });
}

/**
 * The estate cancelled the event the guest booked: the one mail they get about it, with staff's reason
 * and what they get back (the credit's code included, so nothing waits on a second message).
 */
export function estateCancelledMessage(estate: Estate, booking: GuestBooking, manageUrl: string): Message {
  const cancellation = booking.cancellation;
  return compose(estate, {
    subject: oneLine(`Cancelled by the estate: ${booking.eventTitle} ${whenText(booking)}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `We are sorry: we have had to cancel ${booking.eventTitle} ${whenText(booking)}, so your booking is cancelled.`,
      ...(cancellation?.reason ? [`Why: ${cancellation.reason}`] : []),
      ...(cancellation?.terms ? [cancellation.terms] : []),
    ],
    facts: bookingFacts(booking),
    ...(manageUrl ? { action: { label: 'See your booking', url: manageUrl } } : {}),
    closing: [WELCOME_ANOTHER_TIME, askUs(estate)],
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
