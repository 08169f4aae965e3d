import type { CareSummary } from '#app/lib/care.ts';
import type { AttendanceState, BookingKind, BookingStatus } from '../enums.ts';
import { BOOKING_ADMIN_MESSAGES } from './messages.ts';
import type { NeedsActionItem } from './needs-action.ts';
import type { DayMovements } from './rooms-view.ts';
import type { StayDeskView } from './stay-desk.ts';

// What the Today screen receives from its loader (server/admin/today.ts builds it), and its words, once:
// the server's refusals, the banners and the screen's labels all come from here.

/** Who recorded a guest at the door, and when (ISO). */
export interface AttendanceView {
  state: AttendanceState;
  byEmail: string;
  at: string;
  /** The estate's day it was recorded (YYYY-MM-DD): it may be undone on that day only. */
  recordedOn: string;
}

export interface RosterGuest {
  bookingId: string;
  reference: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  status: BookingStatus;
  paid: boolean;
  /** What the guest owes ('₹500.00'): the price unpaid, or the balance after a part payment; null when nothing is, or not an amount. */
  owed: string | null;
  /** Whether the door may be recorded now: check-in from shortly before the slot, a no-show once it began. */
  door: { checkIn: boolean; noShow: boolean };
  attendance: AttendanceView | null;
  /** The booking's health forms in one word (Today fills it in); null when it asks none. Never the answers. */
  care?: CareSummary | null;
}

export interface RosterSlot {
  slot: string;
  /** Seats taken: every booking of the slot that is not cancelled. */
  booked: number;
  /** Null for bookings whose event is no longer on this day (a slot of the booking, not of an event). */
  capacity: number | null;
  guests: RosterGuest[];
}

export interface RosterEvent {
  /** Null for bookings of the day that name no event of the day (typed in by hand, or their event moved). */
  eventId: string | null;
  title: string;
  slots: RosterSlot[];
}

export interface PendingBookingView {
  id: string;
  reference: string;
  kind: BookingKind;
  customerName: string;
  customerPhone: string;
  eventTitle: string;
  eventDate: string;
  selectedSlot: string;
  price: string;
  createdAt: string;
  /** Paid, and held back until its guests' health answers are reviewed (the owner's care setting). */
  waitingForCare: boolean;
}

export interface FailedMailView {
  id: string;
  kind: string;
  to: string;
  subject: string;
  lastError: string | null;
  createdAt: string;
}

export interface TodayView {
  day: string;
  today: string;
  previous: string;
  next: string;
  rosters: RosterEvent[];
  movements: DayMovements;
  /** The day's stays at the door: arrivals, departures and who is in house. */
  stays: StayDeskView;
  pending: { rows: PendingBookingView[]; total: number };
  failedMails: { rows: FailedMailView[]; total: number };
  needsAction: NeedsActionItem[];
}

/** How long before a slot starts its guests may be checked in: early arrivals wait in the garden. */
export const CHECK_IN_EARLY_MINUTES = 60;

export const attendanceLabels = {
  checked_in: 'Checked in',
  no_show: 'No-show',
} as const satisfies Record<AttendanceState, string>;

export const TODAY_MESSAGES = {
  title: 'Today',
  fetchFailed: 'Failed to fetch today',
  checkInFailed: 'Failed to check in',
  noShowFailed: 'Failed to mark the no-show',
  undoFailed: 'Failed to undo',
  confirmFailed: 'Failed to confirm the booking',
  cancelFailed: 'Failed to cancel the booking',
  notFound: BOOKING_ADMIN_MESSAGES.notFound,
  checkedIn: 'Guest checked in',
  checkedInPaid: 'Guest checked in; the payment is recorded',
  markedNoShow: 'Guest marked as a no-show',
  undone: 'Undone: the guest is no longer marked',
  nothingToUndo: 'Nothing to undo: this guest was not marked',
  confirmed: 'Booking confirmed; the guest is e-mailed',
  cancelled: 'Booking cancelled; the guest is e-mailed',
  // The server's refusals, shown after the failed text.
  cancelledBooking: 'A cancelled booking cannot be checked in or marked as a no-show.',
  notYet: 'A guest can be checked in on the day of the booking, not before.',
  checkInTooEarly: `A guest can be checked in from ${CHECK_IN_EARLY_MINUTES} minutes before the class starts, not earlier.`,
  doorNotOpen: `Check-in opens ${CHECK_IN_EARLY_MINUTES} minutes before the start.`,
  noShowTooEarly: 'A guest can be marked as a no-show only once the class has started.',
  notPending: (status: BookingStatus) => `This booking is no longer pending: it is ${status}.`,
  otherState: (state: AttendanceState) => `This guest is already marked "${attendanceLabels[state]}"; undo that first.`,
  undoTooLate: (recordedOn: string) =>
    `A check-in or no-show can be undone only on the day it was recorded; this one was recorded on ${recordedOn}.`,
  noEvents: 'No classes or events on this day.',
  noPending: 'No bookings are waiting for a decision.',
  noFailedMail: 'No mail has failed.',
  noNeedsAction: 'Nothing paid needs action.',
} as const;

/** The address of the Today screen for a day; today's is the plain address. */
export function todayHref(day: string, today: string): string {
  return day === today ? '/admin/today' : `/admin/today?date=${day}`;
}

/** The CSV of a day's rosters. */
export function rosterCsvHref(day: string): string {
  return `/admin/today/roster.csv?date=${day}`;
}
