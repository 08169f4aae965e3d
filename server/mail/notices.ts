import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

// What every notice shares: where staff notices go, and that building a message never throws. A booking
// or an enquiry must never fail because of its e-mail, so a message that cannot be built is logged and
// left out. The slices that report a fact (bookings/notify.ts, enquiries) queue their messages through
// these, inside their own transaction, so a message exists exactly when the fact it reports does.

type Db = Pick<Database, 'insert' | 'select'>;

/** Where staff notices go: STAFF_EMAIL, or the estate's public address when none is set. */
export function staffAddress(): string {
  const cfg = config();
  return cfg.STAFF_EMAIL ?? cfg.CONTACT_EMAIL;
}

export async function buildMail(what: string, subject: { bookingId?: string; enquiryId?: string }, make: () => Promise<OutgoingMail>) {
  try {
    return await make();
  } catch (error) {
    logger.error({ err: error, ...subject, mail: what }, 'a message could not be built and is not queued');
    return null;
  }
}

export async function queueMails(db: Db, mails: (OutgoingMail | null)[]): Promise<void> {
  for (const mail of mails) if (mail) await enqueueMail(db, mail);
}
