import { APPOINTMENT_MESSAGES } from './appointment-messages.ts';
import type { BookingKind } from './enums.ts';
import { ROOM_MESSAGES } from './rooms.ts';
import { TRAINING_MESSAGES } from './training-messages.ts';

// What a guest is told about a class paid online, shared by the server and the calendar's
// booking dialog script, which must not pull in zod or the server with it.

export const ONLINE_EVENT_MESSAGES = {
  /** Under the booking dialog's summary for a class paid online. */
  note: 'This class is paid online when you book: your seat is kept for you while you pay.',
  /** The dialog's form sent without JavaScript (or to the unpaid endpoint) for a class that is paid online. */
  payOnline: 'This class is paid online when you book. Please turn on JavaScript in your browser and press BOOK again to pay.',
  /** Staff changed the class (its price, or to be paid at the estate) between the guest's look and the checkout. */
  changed: 'This class has just changed. Please close this window, check the calendar again and book once more.',
  /** The payment arrived after the seat's hold lapsed and the slot was sold out meanwhile. */
  paidWithoutSeat:
    'We received your payment, but the last seat in this session was taken while you were paying. We are sorry: nothing is booked, and we will refund you in full. You do not need to do anything.',
} as const;

/**
 * What a guest whose payment found no place is told: the last room of a stay or the retreat,
 * the last seat of a class paid online, or of a training batch. The booking's flag is the same (`paid_without_room`).
 */
export function paidWithoutPlaceMessage(kind: BookingKind): string {
  if (kind === 'training') return TRAINING_MESSAGES.paidNoSeat;
  if (kind === 'appointment') return APPOINTMENT_MESSAGES.paidNoTime;
  return kind === 'event' ? ONLINE_EVENT_MESSAGES.paidWithoutSeat : ROOM_MESSAGES.paidWithoutRoom;
}

/** The status line of such a booking on the guest's page, and the line staff read in its details. */
export const PAID_WITHOUT_SEAT = {
  status: 'Paid — no seat available',
  staff: 'Paid after the last seat was taken: nothing is booked, and the guest is owed a full refund.',
} as const;
