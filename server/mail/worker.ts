import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mailer } from './transport.ts';

/** Minutes to wait after the 1st, 2nd, … failed attempt: about four and a half hours in all. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180] as const;
/** After this many attempts a message is given up as `failed`, for staff to see and retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/**
 * How long a claimed message stays hidden from other workers while this one sends it. Longer than the
 * SMTP timeouts together, so a slow server cannot make a second worker send the same message.
 */
export const LEASE_MS = 5 * 60_000;
export const DEFAULT_BATCH = 10;
const ERROR_LENGTH = 1000;

export interface SendReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good: the last attempt, or the server refused the message permanently. */
  failed: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** The delay before the next attempt, after `attempts` attempts; null when there is none. */
export function retryDelayMinutes(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_MINUTES[Math.max(0, attempts - 1)] ?? null;
}

/** An SMTP 5xx answer (no such mailbox, message refused) will not change by asking again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_LENGTH) || 'unknown error';
}

/**
 * Takes up to `batch` due messages for this worker alone. SKIP LOCKED lets other workers take the
 * next ones instead of waiting; moving `next_attempt_at` ahead is the claim that outlives this short
 * transaction, so the message is not due for anyone while it is being sent; `sending_until` says so
 * to 'Retry now', which would otherwise make it due again.
 */
async function claimDue(db: Database, now: Date, batch: number): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd, sendingUntil: leaseEnd })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

type Outcome = 'sent' | 'retrying' | 'failed';

async function deliver(db: Database, mailer: Mailer, row: OutboxRow, now: Date): Promise<Outcome> {
  // Each update names the attempt it settles: should staff have reset the message meanwhile, the
  // later state stands.
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.state, 'queued'));
  try {
    await mailer.send({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
    });
  } catch (error) {
    const delay = isPermanent(error) ? null : retryDelayMinutes(row.attempts);
    if (delay === null) {
      await db
        .update(mailOutbox)
        .set({ state: 'failed', lastError: describe(error), sendingUntil: null })
        .where(mine);
      return 'failed';
    }
    await db
      .update(mailOutbox)
      .set({ lastError: describe(error), nextAttemptAt: addMinutes(now, delay), sendingUntil: null })
      .where(mine);
    return 'retrying';
  }
  await db.update(mailOutbox).set({ state: 'sent', sentAt: now, lastError: null, sendingUntil: null }).where(eq(mailOutbox.id, row.id));
  return 'sent';
}

/**
 * Sends the messages that are due, once each even with several workers on one database. A message
 * that cannot be sent is tried again later with growing delays, then marked `failed`; nothing here
 * throws for a mail that does not go (a broken database does).
 */
export async function sendDueMail(
  db: Database,
  mailer: Mailer,
  { now = new Date(), batch = DEFAULT_BATCH }: { now?: Date; batch?: number } = {},
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claimDue(db, now, batch);
  for (const row of claimed) report[await deliver(db, mailer, row, now)] += 1;
  return report;
}
