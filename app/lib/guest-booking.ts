import type { ArrivalNotes } from './arrival-notes.ts';
import type { BookingKind, BookingStatus, CancellationOutcome, RetreatOccupancy } from './enums.ts';

// What the guest's booking page receives from its loader (server/bookings/guest-view.ts): plain values,
// dates as 'YYYY-MM-DD', amounts already in the words guests read. Never the guest's contact details:
// the link can be forwarded.

export type GuestBookingStatus = BookingStatus;
export type { CancellationOutcome };

/** What was booked, by kind; a fact the booking does not hold (an old row, an edited slot) is null. */
export type GuestBooked =
  | { kind: 'event'; date: string; time: string; /** '60 min'; null when the event is gone. */ duration: string | null }
  | {
      kind: 'retreat';
      startDate: string;
      endDate: string | null;
      occupancy: RetreatOccupancy | null;
      guests: number | null;
      room: GuestRoom | null;
    }
  | {
      kind: 'stay';
      checkIn: string;
      checkOut: string | null;
      nights: number | null;
      adults: number | null;
      promoCode: string | null;
      room: GuestRoom | null;
    }
  | {
      kind: 'appointment';
      date: string;
      time: string;
      duration: string | null;
      service: string;
      /** The practitioner's name with their title, as booked. */
      practitioner: string | null;
    }
  | {
      kind: 'training';
      startDate: string;
      endDate: string | null;
      /** Where the application stands: with the estate, accepted or declined; null for a payment that found no seat, or one the guest cancelled. */
      application: string | null;
    };

/** The rooms a stay or retreat holds; null on bookings made before rooms were kept, or paid without a room. */
export interface GuestRoom {
  typeName: string;
  rooms: number;
}

/**
 * Paid online (the amount of the paid order, else the price); or not paid: a retreat or stay submitted
 * without paying owes its price, a calendar session is paid at the estate.
 */
export type GuestPayment =
  | {
      state: 'paid';
      amount: string;
      paymentId: string | null;
      /** 'Promo SPRING10: −Rs 1,368' when a promo code or credit lowered the amount paid. */
      discount?: string | null;
      /** Booked with a deposit: the deposit and the price it was paid towards, in words. */
      deposit?: string | null;
      /** What is still owed on top of the payment, and why: a discount not applied to a payment that came late. */
      due?: { amount: string; text: string } | null;
    }
  | { state: 'owed'; amount: string }
  | { state: 'at-estate'; amount: string };

export interface GuestBookingView {
  reference: string;
  kind: BookingKind;
  title: string;
  /** The guest's name as they gave it, for the greeting. */
  name: string;
  status: GuestBookingStatus;
  /** Made without paying and waiting for the guest to follow the mailed link by `until` ('10:45 AM'); absent or null otherwise. */
  awaitingLink?: { until: string } | null;
  /** Its mailed link was not followed in time: its place was released (status reads cancelled). */
  lapsed?: boolean;
  /** Paid after its rooms were sold: nothing is booked and the payment will be refunded. */
  paidWithoutRoom: boolean;
  booked: GuestBooked;
  /** When to arrive and what to bring, in the published words (app/lib/arrival-notes.ts). */
  arrival: ArrivalNotes;
  payment: GuestPayment;
  /** What is due on top of what was paid, which the guest may pay online from the page; null when nothing is, or it cannot be. */
  payDue?: { amount: string } | null;
  /** "Add to calendar", offered while the booking is still ahead (pending or confirmed). */
  calendar: { icsPath: string; googleUrl: string } | null;
  quote: { cancellable: boolean; outcome: CancellationOutcome; terms: string };
  /** A paid booking the policy offers a refund or credit for: the guest chooses before cancelling. */
  choice: { refundPercent: number; refundAmount: string; creditAmount: string; creditUntil: string } | null;
  /** `by` 'estate': staff cancelled the event itself, with `reason`; `terms` say what the guest gets back. */
  cancellation: { outcome: CancellationOutcome; terms: string; at: string; by?: 'guest' | 'estate'; reason?: string } | null;
}
