import type { Database } from '../db/client.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';
import { logger } from '../logger.ts';

export interface OutgoingMail {
  kind: string;
  /** Null for a guest who gave no e-mail address (a walk-in): nothing is queued for them. */
  to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** At most one message with this key is ever queued (e.g. `reminder:<booking id>`). */
  dedupeKey?: string;
  bookingId?: string | null;
  enquiryId?: string | null;
}

type Inserter = Pick<Database, 'insert'>;

/**
 * Queues a message for the mail worker. Call it inside the transaction that made the booking or the
 * change, so the message exists exactly when the fact it reports does. Returns false when a message
 * with the same dedupe key was queued before, or when there is nobody to send it to.
 */
export async function enqueueMail(db: Inserter, mail: OutgoingMail): Promise<boolean> {
  return (await queueMail(db, mail)) !== null;
}

/** enqueueMail, answering the queued row's id (for a record that follows its send status), or null. */
export async function queueMail(db: Inserter, mail: OutgoingMail): Promise<string | null> {
  const to = mail.to;
  if (!to) return null;
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      dedupeKey: mail.dedupeKey ?? null,
      bookingId: mail.bookingId ?? null,
      enquiryId: mail.enquiryId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

/**
 * Builds a mail about something already done; one that cannot be built is logged and left out (null), so
 * that it never undoes the booking, the refund or the credit it tells of.
 */
export async function buildOrLog<T>(what: string, subject: { bookingId?: string; enquiryId?: string }, make: () => T | Promise<T>) {
  try {
    return await make();
  } catch (error) {
    logger.error({ err: error, ...subject, mail: what }, 'a message could not be built and is not queued');
    return null;
  }
}
