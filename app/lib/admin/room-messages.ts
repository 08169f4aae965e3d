import { formatDayMonthYear } from '../dates.ts';

// What the Rooms screen says: its banners (worded like the other screens' banners) and the sentences
// that refuse staff input which would break what is already sold, each naming the nights.

export const ROOM_TYPE_MESSAGES = {
  fetchFailed: 'Failed to fetch rooms',
  saveFailed: 'Failed to save room type',
  deleteFailed: 'Failed to delete room type',
  created: 'Room type created successfully',
  updated: 'Room type updated successfully',
  deleted: 'Room type deleted successfully',
  confirmDelete: 'Are you sure you want to delete this room type?',
  notFound: 'This room type does not exist (any more).',
  nameTaken: 'Another room type already has this name.',
};

export const CLOSURE_MESSAGES = {
  saveFailed: 'Failed to close nights',
  deleteFailed: 'Failed to remove closure',
  created: 'Nights closed successfully',
  deleted: 'Closure removed successfully',
  notFound: 'This closure does not exist (any more).',
};

export const STAFF_BOOKING_MESSAGES = {
  saveFailed: 'Failed to save booking',
  quoteFailed: 'Failed to check availability',
  quoted: 'Availability and price checked: nothing is booked yet',
  created: 'Booking created successfully',
};

/** At most this many nights are named in one sentence; the rest are counted. */
const NIGHTS_NAMED = 6;

/** '12 December 2026 and 13 December 2026', or '…, … and 4 more nights'. */
export function nightsText(nights: readonly string[]): string {
  const named = nights.slice(0, NIGHTS_NAMED).map(formatDayMonthYear);
  const more = nights.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more ${more === 1 ? 'night' : 'nights'}`;
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

export const ROOM_REFUSAL_MESSAGES = {
  /** Lowering a type's rooms below what some night has sold. `taken` is the most taken on those nights. */
  tooFewRooms: (typeName: string, taken: number, nights: readonly string[], sameEveryNight: boolean) =>
    `${sameEveryNight ? '' : 'Up to '}${taken} ${taken === 1 ? 'room' : 'rooms'} of ${typeName} ${
      taken === 1 && sameEveryNight ? 'is' : 'are'
    } taken on ${nightsText(nights)}: keep at least ${taken}.`,
  guestsBooked: (nights: readonly string[]) => `Guests are booked on ${nightsText(nights)}: move or cancel their bookings first.`,
  hasBookings: (typeName: string) => `${typeName} has bookings: deactivate it instead.`,
  lastNightBeforeFirst: 'The last night must be on or after the first night.',
  /** Closing one unit on nights it sleeps a guest. */
  unitHasGuests: (unitName: string, nights: readonly string[]) =>
    `${unitName} has guests on ${nightsText(nights)}: move them to another unit first.`,
  unknownUnit: 'This unit does not exist (any more), or is not a unit of this room type.',
};

export const UNIT_MESSAGES = {
  moveFailed: 'Failed to move the booking',
  moved: 'Booking moved to another unit',
  renameFailed: 'Failed to rename the unit',
  renamed: 'Unit renamed',
  nameTaken: 'Another unit of this type already has this name.',
  notThere: 'This booking is not in that unit (any more).',
  sameUnit: 'The booking is in this unit already.',
  inactive: (unitName: string) => `${unitName} is not in use: choose another unit.`,
  taken: (unitName: string, nights: readonly string[]) => `${unitName} is taken on ${nightsText(nights)}: choose another unit.`,
  closed: (unitName: string, nights: readonly string[]) => `${unitName} is closed on ${nightsText(nights)}: choose another unit.`,
};

/** "2 bookings paid with no room: refund them". */
export function paidWithoutRoomText(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'} paid with no room: refund ${count === 1 ? 'it' : 'them'}`;
}

export const PAID_NO_ROOM_LABEL = 'Paid, no room';

export const ROOM_RATE_MESSAGES = {
  saveFailed: 'Failed to save rates',
  saved: 'Rates saved successfully',
  periodSaveFailed: 'Failed to save rate period',
  periodAdded: 'Rate period added successfully',
  periodUpdated: 'Rate period updated successfully',
  periodRemoved: 'Rate period removed successfully',
  periodNotFound: 'This rate period does not exist (any more).',
  overlaps: (name: string, first: string, last: string) =>
    `These nights overlap the rate period “${name}” (${first} to ${last}) of this room type. Change its nights or this one’s.`,
};
