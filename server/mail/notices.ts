import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

// What every notice shares: where staff notices go, and how a batch is queued (a message that cannot be
// built is left out by the outbox's buildOrLog, so a booking or an enquiry never fails for its e-mail). The slices that report a fact (bookings/notify.ts, enquiries) queue their messages through
// these, inside their own transaction, so a message exists exactly when the fact it reports does.

type Db = Pick<Database, 'insert' | 'select'>;

/** Where staff notices go: STAFF_EMAIL, or the estate's public address when none is set. */
export function staffAddress(): string {
  const cfg = config();
  return cfg.STAFF_EMAIL ?? cfg.CONTACT_EMAIL;
}

export async function queueMails(db: Db, mails: (OutgoingMail | null)[]): Promise<void> {
  for (const mail of mails) if (mail) await enqueueMail(db, mail);
}
