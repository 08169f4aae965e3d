import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { OutboxPage } from '#app/lib/admin/mail-view.ts';
import type { FailedMailView } from '#app/lib/admin/today-view.ts';
import { paginate } from '#app/lib/paginate.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, type MailState } from '../db/schema.ts';

export const MAIL_PER_PAGE = 25;

export type { OutboxMailView, OutboxPage } from '#app/lib/admin/mail-view.ts';

/** What every staff list of mail shows of a message: which it is, to whom, and how far it got. */
export const mailListColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
};

// What needs staff first: failed, then still waiting, then the most recently sent.
const stateOrder = sql`case ${mailOutbox.state} when 'failed' then 0 when 'queued' then 1 else 2 end`;

/** One page of the outbox; a page past the end shows the last one. */
export async function listOutboxPage(db: Database, { page }: { page: number }): Promise<OutboxPage> {
  const counted = await db.select({ state: mailOutbox.state, n: count() }).from(mailOutbox).groupBy(mailOutbox.state);
  const totals: Record<MailState, number> = { queued: 0, sent: 0, failed: 0 };
  for (const row of counted) totals[row.state] = row.n;
  const all = totals.queued + totals.sent + totals.failed;
  const { page: current, pages, limit, offset } = paginate(all, page, MAIL_PER_PAGE);
  const rows = await db
    .select({
      ...mailListColumns,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .orderBy(stateOrder, desc(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
  return {
    page: current,
    pages,
    totals,
    mails: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
    })),
  };
}

export type RetryOutcome = 'queued' | 'sending' | 'already-sent' | 'not-found';

/**
 * 'Retry now': a failed or waiting message becomes due at once. Its attempts are kept, so a message
 * that had failed for good gets one more try each time staff ask. A message a worker is sending is
 * left to it: made due again, a second worker would send it too.
 */
export async function retryMail(db: Database, id: string, now: Date = new Date()): Promise<RetryOutcome> {
  const notBeingSent = or(isNull(mailOutbox.sendingUntil), lte(mailOutbox.sendingUntil, now));
  const updated = await db
    .update(mailOutbox)
    .set({ state: 'queued', nextAttemptAt: now, sendingUntil: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['queued', 'failed']), notBeingSent))
    .returning({ id: mailOutbox.id });
  if (updated.length > 0) return 'queued';
  const [existing] = await db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!existing) return 'not-found';
  return existing.state === 'sent' ? 'already-sent' : 'sending';
}

/** Failed messages, for the dashboard's card. */
export async function countFailedMail(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.state, 'failed'));
  return row?.n ?? 0;
}

/** The failed messages, newest first, with how many there are: the Today screen's list. */
export async function listFailedMail(db: Database, limit = 10): Promise<{ rows: FailedMailView[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ ...mailListColumns, lastError: mailOutbox.lastError, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.state, 'failed'))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit),
    countFailedMail(db),
  ]);
  return { rows: rows.map(({ state: _state, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
