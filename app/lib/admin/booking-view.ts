import type { DepositTerms } from '../deposit-terms.ts';
import type { BookingKind, BookingStatus, CancellationOutcome, MailState } from '../enums.ts';

// What the bookings and users screens receive from their loaders: plain values, timestamps as ISO text.

export interface BookingView {
  id: string;
  /** The short reference guests quote: SKN-7K3Q9P. */
  reference: string;
  eventId: string | null;
  eventTitle: string;
  eventDate: string;
  selectedSlot: string;
  price: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  status: BookingStatus;
  kind: BookingKind;
  notes: string | null;
  paymentId: string | null;
  orderId: string | null;
  cancellation: GuestCancellationView | null;
  /** Paid after its rooms were sold meanwhile: nothing is booked, the guest is owed a refund. */
  paidWithoutRoom: boolean;
  /** Paid, doctor-guided and held pending until its guests' health answers are reviewed (server/care). */
  careHold?: boolean;
  /** Paid late, after its code or credit went to another booking: the discount is due (server/promo/order.ts). */
  discountNotApplied: boolean;
  /** What the guest still owes on top of what was paid. */
  duePaise: number;
  /** What the estate owes the guest back after a move made the booking cheaper, until an owner settles it. */
  refundDuePaise: number;
  /** The deposit terms it was sold with; null when paid in full. */
  depositTerms?: DepositTerms | null;
  /** The estate's date by which what is due is to be paid; null when none was set. */
  balanceDueOn: string | null;
  /** What is due was not paid by its date (app/lib/balance-due.ts), on the estate's today. */
  balanceOverdue: boolean;
  /** A stay's or retreat's party and rooms (server/rooms), null for an event. */
  details?: {
    kind: string;
    adults?: number;
    nights?: number;
    room?: { typeId: string; typeName: string; rooms: number };
    /** A retreat's own length as booked. */
    retreat?: { nights: number };
  } | null;
  createdAt: string;
  updatedAt: string;
}

/** Shown where a guest's e-mail address would be, for one who gave none. */
export const NO_EMAIL = 'No e-mail given';

/** Under an optional e-mail field of a staff booking form. */
export const OPTIONAL_EMAIL_HINT = 'Optional. Without one the guest gets no mail.';

/**
 * A guest with bookings as the Users screen lists them, keyed by the lower-cased e-mail, or by the guest's id
 * for one who gave no e-mail.
 */
export interface CustomerSummary {
  /** The guest's id: their profile's address. */
  id: string;
  key: string;
  email: string | null;
  /** Name and phone as the profile has them (as the latest booking gave them until staff edit the profile). */
  name: string;
  phone: string;
  totalBookings: number;
  firstBookingAt: string;
  lastBookingAt: string;
}

export const kindLabels = {
  event: 'Event',
  retreat: 'Retreat',
  stay: 'Stay',
  training: 'Training',
  appointment: 'Appointment',
} as const satisfies Record<BookingKind, string>;

/** What a guest was promised when they cancelled through their manage link (bookings.cancellation). */
export interface GuestCancellationView {
  /** 'estate': staff cancelled the event itself, giving back all that was paid. */
  by: 'guest' | 'estate';
  at: string;
  outcome: CancellationOutcome;
  terms: string;
  /** Where the policy offered a refund or credit for a paid booking, what the guest chose. */
  choice?: 'refund' | 'credit';
  /** The estate's reason, written to the guests when it cancelled the event. */
  reason?: string;
}

export const choiceLabels = { refund: 'The policy refund (50 %)', credit: 'Full credit (a credit note)' } as const;

export const outcomeLabels = {
  credit: 'Credit due',
  'refund-or-credit': 'Refund or credit due (guest chooses)',
  none: 'Nothing due',
} as const satisfies Record<CancellationOutcome, string>;

/** One message queued for a booking, as the details dialog lists it. */
export interface BookingMailView {
  id: string;
  kind: string;
  to: string;
  subject: string;
  state: MailState;
  /** When it was sent, or else when it was queued. */
  at: string;
  sent: boolean;
}
