import type { CareSummary } from '#app/lib/care.ts';
import { BOOKING_ADMIN_MESSAGES } from './messages.ts';
import type { RoomBookingLine } from './rooms-view.ts';

// The stays on the Today screen (server/bookings/stay-desk.ts builds them) and their words, once: the
// server's refusals, the banners and the screen's labels come from here.

export interface StayDeskLine extends RoomBookingLine {
  /** What the guest still owes in paise: the price when nothing is paid, plus what is due on top. */
  duePaise: number;
  checkedInAt: string | null;
  checkedInBy: string | null;
  checkedOutAt: string | null;
  checkedOutBy: string | null;
  /** The booking's health forms in one word (Today fills it in); null when it asks none. */
  care?: CareSummary | null;
}

export interface StayDeskView {
  day: string;
  arrivals: StayDeskLine[];
  departures: StayDeskLine[];
  /** Who sleeps here on the night that starts on the day, in which unit. */
  inHouse: StayDeskLine[];
}

/** The stay forms post here: Today's own action, which hands them to the stay desk's. */
export const STAY_DESK_ACTION = '?desk=stay';

export const stayDeskIntents = ['stay-check-in', 'stay-check-out', 'take-payment'] as const;
export type StayDeskIntent = (typeof stayDeskIntents)[number];

export const STAY_DESK_MESSAGES = {
  checkInFailed: 'Failed to check in',
  checkOutFailed: 'Failed to check out',
  payFailed: 'Failed to record payment',
  checkedIn: 'Guest checked in',
  checkedOut: 'Guest checked out',
  paid: 'Payment recorded',
  notFound: BOOKING_ADMIN_MESSAGES.notFound,
  notAStay: 'This booking takes no rooms: check its guest in on the class roster.',
  notCheckedIn: 'Check the guest in before checking them out.',
  noArrivals: 'No stays arrive on this day.',
  noDepartures: 'No stays leave on this day.',
  noInHouse: 'Nobody sleeps here on this night.',
} as const;
