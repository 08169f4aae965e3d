import { desc, eq } from 'drizzle-orm';
import type { BookingMailView } from '#app/lib/admin/booking-view.ts';
import type { Database } from '../db/client.ts';
import { type BookingStatus, mailOutbox } from '../db/schema.ts';
import { mailListColumns } from '../mail/outbox-admin.ts';

// The guest's mail around a staff edit: a status changed to confirmed or cancelled
// sends the matching message unless staff untick 'E-mail the guest about this change'.

export type StatusMail = 'confirmed' | 'cancelled';

/** Which message a status change calls for; none when the status stays or staff chose not to send. */
export function mailForStatusChange(before: BookingStatus, after: BookingStatus, send: boolean): StatusMail | null {
  if (!send || before === after) return null;
  return after === 'confirmed' || after === 'cancelled' ? after : null;
}

/** The messages queued for a booking, newest first. */
export async function listBookingMails(db: Database, bookingId: string, limit = 50): Promise<BookingMailView[]> {
  const rows = await db
    .select({
      ...mailListColumns,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    state: row.state,
    at: (row.sentAt ?? row.createdAt).toISOString(),
    sent: row.sentAt !== null,
  }));
}
