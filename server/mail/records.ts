import type { bookings, enquiries } from '../db/schema.ts';

// What the mail is made from: a booking or an enquiry as the database holds it. On their own, so that
// the messages, the calendar file and the schedule can name them without importing notify.ts, which
// imports them.

export type BookingRow = typeof bookings.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
