// CONTRACT (issue 6): the messages helper replaces these bodies. Each queues its messages with
// enqueueMail inside the caller's transaction (`db` may be a transaction) and never throws for mail
// reasons: a booking must never fail because of its e-mail.
import type { Database } from '../db/client.ts';
import type { bookings, enquiries } from '../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
type Db = Pick<Database, 'insert' | 'select'>;

/** A new booking (any kind): the guest's "received" (pending) or "confirmed" mail, and the staff notice. */
export async function notifyBookingCreated(_db: Db, _booking: BookingRow): Promise<void> {}

/** Staff or payment confirmed an existing booking: the guest's confirmation with the .ics. */
export async function notifyBookingConfirmed(_db: Db, _booking: BookingRow): Promise<void> {}

/** A booking was cancelled (by staff, or by the guest through the manage link): guest and staff mails. */
export async function notifyBookingCancelled(_db: Db, _booking: BookingRow, _by: 'guest' | 'staff'): Promise<void> {}

/** A contact enquiry arrived: the staff notice. */
export async function notifyEnquiry(_db: Db, _enquiry: EnquiryRow): Promise<void> {}
