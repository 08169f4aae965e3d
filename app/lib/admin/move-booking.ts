import { isIsoDate } from '../dates.ts';
import type { PickerEventView } from './booking-pickers.ts';
import type { BookingView } from './booking-view.ts';
import type { RoomTypeView } from './rooms-view.ts';

// Moving a booking (another slot, other nights, another retreat start) as one action: the sentences
// staff and guests read, what the Move dialog carries in its address, and the preview it shows.

export const MOVE_MESSAGES = {
  moved: 'Booking moved. The guest has been e-mailed the new details.',
  failed: 'Failed to move the booking',
  notMovable: 'A cancelled or completed booking cannot be moved.',
  wrongKind: 'This kind of booking cannot be moved this way.',
  sameSlot: 'The booking is already in this slot. Choose another date, event or slot.',
  sameStay: 'These are already the booking’s dates, room type and adults. Change at least one of them.',
  sameStart: 'The retreat already starts on this date. Choose another one.',
  stale: 'The booking or the prices changed since this preview. Please look at the new preview and confirm again.',
  useMove:
    'The event, date, slot, price and kind of a booking that holds a seat or rooms are changed only with Move, so that seats and rooms stay counted right.',
  chooseEvent: 'Please choose an event.',
  chooseSlot: 'Please choose a time slot.',
  owedBack: 'Moved for less than was paid',
} as const;

/** The guest's mail: what changed ('on 22nd November 2026 at 7:30 AM', 'from … to …'). */
export function movedSentence(title: string, was: string, now: string): string {
  return `Your booking for ${title} has been moved. It was ${was}; it is now ${now}.`;
}

/**
 * A booking that holds a seat (an event's) or rooms (a stay's or the retreat's): its event, date, slot,
 * price and kind change only by moving it. Old records typed by hand, which hold nothing, stay editable.
 */
export function holdsSeatOrRooms(booking: { kind: string; eventId: string | null; details?: object | null }): boolean {
  // An enrolment holds its batch's seat from its application on: its batch and fee change only with a new application.
  if (booking.kind === 'training') return true;
  // An appointment holds its practitioner's and room's time: it changes only by moving it (server/therapies).
  if (booking.kind === 'appointment') return true;
  return booking.kind === 'event'
    ? booking.eventId !== null
    : Boolean(booking.details && 'room' in booking.details && booking.details.room);
}

/** The booking's fields that only a move changes. */
export const MOVED_FIELDS = ['eventId', 'eventTitle', 'eventDate', 'selectedSlot', 'price', 'kind'] as const;

/** What the Move dialog picks, carried in the address so each step works without JavaScript. */
export interface MovePicks {
  /** Event: the day and event chosen. */
  day: string | null;
  eventId: string | null;
  /** Stay: the new nights, type and adults; retreat: the new start (checkIn). */
  checkIn: string | null;
  checkOut: string | null;
  roomTypeId: string | null;
  adults: number | null;
  /** Show the price difference (the preview) for these picks. */
  preview: boolean;
}

const uuidPattern = /^[0-9a-f-]{36}$/i;

export function parseMovePicks(params: URLSearchParams): MovePicks {
  const date = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : null;
  };
  const id = (name: string) => {
    const value = params.get(name);
    return value && uuidPattern.test(value) ? value : null;
  };
  const adults = Number(params.get('moveAdults'));
  return {
    day: date('moveDay'),
    eventId: id('moveEvent'),
    checkIn: date('moveCheckIn'),
    checkOut: date('moveCheckOut'),
    roomTypeId: id('moveType'),
    adults: Number.isInteger(adults) && adults > 0 ? adults : null,
    preview: params.get('movePreview') === '1',
  };
}

/** The price of a stay moved, night by night: what the preview shows and the move records. */
export interface StayMoveQuote {
  oldPaise: number;
  /** Nights in both the old and the new dates: at the price they were booked at. */
  keptNights: number;
  keptPaise: number;
  /** Nights only in the new dates: at today's rates. */
  addedNights: number;
  addedPaise: number;
  newPaise: number;
  /** newPaise − oldPaise: more owed when positive, money back when negative. */
  differencePaise: number;
}

/** What the move does with money, for a booking already paid (nothing of it for one not paid yet). */
export interface MoveMoney {
  paid: boolean;
  /** Added to what the guest owes. */
  duePaise: number;
  /** Owed back to the guest, for an owner to refund or credit. */
  refundDuePaise: number;
  /** The policy's suggestion for that money back: a refund of this much, or credit in full. */
  policyRefundPaise: number;
}

export interface MovePreview {
  from: string;
  to: string;
  /** Null for the retreat, whose price does not depend on its dates. */
  quote: StayMoveQuote | null;
  newPaise: number;
  money: MoveMoney;
}

/** What a guest reads of the money after a move: on their page and in the mail. */
export const MOVE_MONEY_MESSAGES = {
  due: (amount: string) =>
    `After the change to your booking, ${amount} is due. You can pay it online from your booking page, or at the estate.`,
  back: (amount: string) =>
    `After the change to your booking, we owe you ${amount}. We will refund it or give you credit, and write to you when we have.`,
} as const;

/** What the preview tells staff the move does with money. */
export const MOVE_PREVIEW_MESSAGES = {
  unpaid: (price: string) => `Not paid yet: the guest pays the new price, ${price}.`,
  due: (amount: string) => `${amount} will be recorded as due from the guest.`,
  back: (amount: string, policy: string) =>
    `${amount} will be owed back to the guest, for an owner to refund or give as credit. The policy suggests a refund of ${policy}, or credit in full.`,
  even: 'Nothing more to pay and nothing to give back.',
} as const;

/** What the bookings loader gives the Move dialog (app/routes/admin/+shared/move-booking.ts): the booking, the picks, and what they offer. */
export interface MoveView {
  booking: BookingView;
  picks: MovePicks;
  events: PickerEventView[] | null;
  event: PickerEventView | null;
  current: { checkIn: string; checkOut: string; roomTypeId: string | null; adults: number } | null;
  types: RoomTypeView[] | null;
  preview: MovePreview | null;
  problem: string | null;
}
