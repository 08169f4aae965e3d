import type { BookingView } from './booking-view.ts';

// What the dashboard shows (server/admin/dashboard.ts builds it; the dashboard's components render it).

export interface DashboardCounts {
  events: number;
  classes: number;
  blogs: number;
  bookings: number;
  /** Distinct customer e-mails, whatever their case. */
  guests: number;
  newEnquiries: number;
  /** Mail given up after its retries: staff should look at the outbox. */
  failedMail: number;
}

export interface UpcomingBooking {
  id: string;
  eventTitle: string;
  eventDate: string;
  selectedSlot: string;
  customerName: string;
  customerEmail: string | null;
  status: BookingView['status'];
}

export interface MonthRevenue {
  paise: number;
  orders: number;
  /** The first day of the estate's current month, 'YYYY-MM-01'. */
  month: string;
}

export interface DashboardSummary {
  counts: DashboardCounts;
  upcoming: UpcomingBooking[];
  revenue: MonthRevenue;
}
