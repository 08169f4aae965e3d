import type { bookings, enquiries } from '../db/schema.ts';

// What the mail is made from: a booking or an enquiry as the database holds it, named here so that the
// messages and the calendar file take them as plain data and never import the slices that send them.

export type BookingRow = typeof bookings.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
