import type { BookingKind, OfflinePaymentMethod } from '../enums.ts';
import type { ReportRange } from './report-range.ts';

// What the reports screen shows (server/admin/reports builds it; app/components/admin/reports renders it
// and the CSVs write it). Money in paise; a bucket is named by its first day.

export interface SalesBucket {
  bucket: string;
  /** Bookings made in the bucket (by when they were made), of any kind and status. */
  bookings: number;
  /** Of those, the ones cancelled since. */
  cancelled: number;
  /** Payments received in the bucket (paid orders, by when they were paid). */
  paidPaise: number;
  /** Refunds that went back to guests in the bucket (processed, by when). */
  refundedPaise: number;
  netPaise: number;
}

export interface ClassOccupancyBucket {
  bucket: string;
  /** Calendar slots held in the bucket (every time slot of every event dated in it). */
  slots: number;
  /** Seats those slots offer: each event's seats per slot times its slots. */
  seatsOffered: number;
  /** Seats taken by bookings (the same rule as the calendar's seats left). */
  seatsBooked: number;
}

export interface RoomOccupancyBucket {
  bucket: string;
  /** Rooms on sale night by night: every active type's rooms, less the closed nights. */
  roomNightsOffered: number;
  /** Rooms held by stays and retreats that are not cancelled, night by night. */
  roomNightsSold: number;
}

/** A class with all its dates in the range, a repeated event's series, or an event on its own. */
export interface TopEvent {
  /** The class's, the series' or the event's id. */
  key: string;
  title: string;
  /** How many dated sessions in the range it counts, and the first and last of them ('YYYY-MM-DD'). */
  sessions: number;
  firstDate: string;
  lastDate: string;
  bookings: number;
  paidPaise: number;
  refundedPaise: number;
  netPaise: number;
}

/** The product lines money is split by: the kinds of booking the estate sells. */
export const mixProducts = ['stay', 'retreat', 'event', 'training', 'appointment'] as const satisfies readonly BookingKind[];
export const mixProductLabels: Record<(typeof mixProducts)[number], string> = {
  stay: 'Stays',
  retreat: 'Retreats',
  event: 'Classes and events',
  training: 'Teacher trainings',
  appointment: 'Therapies and consultations',
};
/** How money came in: the online checkout, or one of the desk's methods. */
export const mixMethods = ['online', 'cash', 'upi', 'card', 'bank-transfer'] as const satisfies readonly (
  'online' | OfflinePaymentMethod
)[];

export interface MoneyMixRow {
  product: (typeof mixProducts)[number];
  /** Paid over the range by each method (by when it was paid). */
  byMethod: Record<(typeof mixMethods)[number], number>;
  paidPaise: number;
  /** Refunds processed over the range, as the sales report counts them. */
  refundedPaise: number;
  /** Money taken at the desk and given back by hand over the range. */
  givenBackPaise: number;
  netPaise: number;
}

/** A coming month: its confirmed bookings by start date, what was taken for them and what is still to collect. */
export interface BooksMonthRow {
  /** 'YYYY-MM'. */
  month: string;
  bookings: number;
  takenPaise: number;
  toCollectPaise: number;
}

export interface BalanceDueRow {
  bookingId: string;
  reference: string;
  guestName: string;
  title: string;
  startDate: string;
  /** The date it is to be paid by; null for a balance given none (a move's difference). */
  dueOn: string | null;
  duePaise: number;
  /** Past its due date (without one: the booking began or ended) with this still due. */
  overdue: boolean;
}

/** What the coming months hold, and the balances still due (the soonest listed; counts and sums of all). */
export interface OnTheBooks {
  months: BooksMonthRow[];
  balances: BalanceDueRow[];
  balanceCount: number;
  balancePaise: number;
  overdueCount: number;
  overduePaise: number;
}

/** One service's or one practitioner's sessions in the range, by what became of them, and their money. */
export interface AppointmentTally {
  /** The service's or the practitioner's id. */
  key: string;
  name: string;
  /** Booked and not yet marked done or missed. */
  booked: number;
  done: number;
  noShows: number;
  /** Cancelled after they were booked (a checkout's lapsed hold is no appointment). */
  cancelled: number;
  /** What their bookings were paid (each booking's money shared equally among its sessions). */
  paidPaise: number;
  /** Refunds processed and money given back by hand, shared the same way. */
  refundedPaise: number;
  netPaise: number;
}

/** The range's therapy sessions, by the day they were for: per service and per practitioner. */
export interface AppointmentsReport {
  byService: AppointmentTally[];
  byPractitioner: AppointmentTally[];
}

export interface ReportsData {
  range: ReportRange;
  sales: SalesBucket[];
  classes: ClassOccupancyBucket[];
  /** Null when the estate keeps no rooms. */
  rooms: RoomOccupancyBucket[] | null;
  topByBookings: TopEvent[];
  topByRevenue: TopEvent[];
  /** The range's money by product line and by method. */
  mix: MoneyMixRow[];
  /** From today, whatever the range: the months ahead and the balances due. */
  books: OnTheBooks;
  appointments: AppointmentsReport;
}

/** The reports, each with its own CSV (/admin/reports/export.csv?report=…). */
export const reportKinds = ['sales', 'classes', 'rooms', 'top-events', 'appointments'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** How many events each top list shows. */
export const TOP_EVENTS = 10;

/** Booked ÷ offered as a whole percentage, or null when nothing was offered. */
export function occupancyPercent(booked: number, offered: number): number | null {
  return offered > 0 ? Math.round((booked / offered) * 100) : null;
}

export const REPORT_MESSAGES = {
  balanceJobFailed: (error: string) =>
    `Balance reminders, overdue notices and the overdue rule's cancellations are not going out; they will be tried again. Last error: ${error}`,
  title: 'Reports',
  loading: 'Loading reports…',
  fetchFailed: 'The reports could not be loaded. Please try again.',
  paymentsCsv: 'Payments and refunds (CSV)',
  tallyDayBook: 'Day book for Tally (XML)',
  cashUp: 'Cash-up for a day',
} as const;
