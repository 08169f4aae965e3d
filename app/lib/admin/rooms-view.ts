import type { BookingKind, BookingStatus, RateBasis } from '../enums.ts';
import type { RatePeriod } from '../stay-price.ts';

// What the Rooms screen receives from its loader: plain values, dates as 'YYYY-MM-DD'.

export interface RoomTypeView {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  roomCount: number;
  adultsPerRoom: number;
  sortOrder: number;
  active: boolean;
  forRetreat: boolean;
  /** The type's price (app/lib/stay-price.ts), in paise; the owner edits it. */
  rateBasis: RateBasis;
  nightlyRatePaise: number;
  includedAdults: number;
  extraAdultPaise: number;
  weekendRatePaise: number | null;
  weekendExtraAdultPaise: number | null;
  minNights: number;
}

/** One of a type's rate periods on the owner's list. */
export interface RatePeriodView extends RatePeriod {
  id: string;
}

/** One night of one type on the occupancy grid. */
export interface OccupancyCell {
  night: string;
  taken: number;
  /** The type's rooms: what "taken / total" reads, closed or not. */
  total: number;
  closed: boolean;
}

/** One night of one unit: who sleeps there (a booking, or a guest paying right now), or closed. */
export interface UnitCell {
  night: string;
  guest: { bookingId: string | null; reference: string | null; customerName: string | null } | null;
  closed: boolean;
}

export interface OccupancyUnitRow {
  unitId: string;
  name: string;
  cells: UnitCell[];
}

export interface OccupancyRow {
  typeId: string;
  typeName: string;
  active: boolean;
  cells: OccupancyCell[];
  /** The type's active units, night by night. */
  units: OccupancyUnitRow[];
}

/** A phone booking before it is made: its price and whether its rooms are free now. */
export interface StaffBookingPreview {
  price: string;
  typeName: string;
  nights: number;
  roomsNeeded: number;
  /** Rooms of the type free on every one of the nights. */
  roomsFree: number;
  available: boolean;
}

/** The preview in one sentence, as the form shows it. */
export function previewText(preview: StaffBookingPreview): string {
  const rooms = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;
  const nights = `${preview.nights} ${preview.nights === 1 ? 'night' : 'nights'}`;
  const free = `${rooms(preview.roomsFree)} of ${preview.typeName} free on all ${nights}`;
  return preview.available
    ? `Available: ${free}; this booking takes ${rooms(preview.roomsNeeded)}. Price ${preview.price}.`
    : `Not available: ${free}, and this booking needs ${rooms(preview.roomsNeeded)}. Price ${preview.price}.`;
}

/** A unit on the Rooms screen's list. */
export interface UnitView {
  id: string;
  name: string;
  active: boolean;
}

/** A unit as a choice: where a guest can be moved. */
export interface UnitChoice {
  id: string;
  name: string;
}

export interface OccupancyGrid {
  from: string;
  nights: string[];
  rows: OccupancyRow[];
  /** The first night of the previous and next pages of the grid. */
  previous: string;
  next: string;
}

/** A stay or retreat holding rooms: one line of a night's bookings, of arrivals or of departures. */
export interface RoomBookingLine {
  holdId: string;
  typeId: string;
  /** The units the booking sleeps in (on the night shown, or over its stay), in order. */
  units: UnitChoice[];
  bookingId: string;
  reference: string;
  customerName: string;
  kind: BookingKind;
  typeName: string;
  rooms: number;
  /** Adults of a stay, guests of the retreat. */
  adults: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  status: BookingStatus;
  paid: boolean;
}

export interface NightBookings {
  night: string;
  lines: RoomBookingLine[];
  /** Rooms held by guests paying now (checkouts still open), not yet bookings. */
  heldByCheckouts: number;
  /** Each type's active units, for moving a guest. */
  unitChoices: Record<string, UnitChoice[]>;
}

export interface DayMovements {
  day: string;
  arrivals: RoomBookingLine[];
  departures: RoomBookingLine[];
}

export interface ClosureView {
  id: string;
  /** Null: the whole estate. */
  roomTypeId: string | null;
  typeName: string | null;
  /** Null: every unit of the type. */
  unitName: string | null;
  firstNight: string;
  lastNight: string;
  reason: string;
}

/** The link to a booking on the Bookings screen: found by its reference, its details opened. */
export function bookingHref(line: Pick<RoomBookingLine, 'bookingId' | 'reference'>): string {
  return `/admin/bookings?${new URLSearchParams({ q: line.reference, view: line.bookingId }).toString()}`;
}

/** The Bookings screen narrowed to those paid with no room. */
export const PAID_NO_ROOM_HREF = '/admin/bookings?noRoom=1';

/** How full a night is, for the grid's colour and its words: the text is always there too. */
export type Fullness = 'closed' | 'empty' | 'some' | 'most' | 'full';

export function fullnessOf(cell: OccupancyCell): Fullness {
  if (cell.closed) return 'closed';
  if (cell.taken === 0) return 'empty';
  if (cell.taken >= cell.total) return 'full';
  return cell.taken / cell.total >= 0.75 ? 'most' : 'some';
}
