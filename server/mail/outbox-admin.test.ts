import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, type MailState } from '#server/db/schema.ts';
import { listOutboxPage, MAIL_PER_PAGE, retryMail } from '#server/mail/outbox-admin.ts';
import type { Mailer, MailMessage } from '#server/mail/transport.ts';
import { sendDueMail } from '#server/mail/worker.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const base = new Date('2026-11-20T06:00:00Z');
const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

async function insert(subject: string, state: MailState, extra: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(mailOutbox)
    .values({ kind: 'booking-received', to: 'asha@example.org', subject, html: '<p>h</p>', text: 't', state, ...extra })
    .returning();
  return row!;
}

describe(`mail outbox screen (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lists failed mail first, then queued, then the most recently sent, with what staff need to see', async () => {
    await insert('sent early', 'sent', { createdAt: at(0), sentAt: at(1), attempts: 1 });
    await insert('queued', 'queued', { createdAt: at(2), attempts: 2, lastError: 'connect ECONNREFUSED', nextAttemptAt: at(20) });
    await insert('sent late', 'sent', { createdAt: at(3), sentAt: at(30), attempts: 1 });
    await insert('failed', 'failed', { createdAt: at(4), attempts: 6, lastError: '550 No such mailbox' });

    const outbox = await listOutboxPage(database.db, { page: 1 });
    expect(outbox.mails.map((mail) => mail.subject)).toEqual(['failed', 'queued', 'sent late', 'sent early']);
    expect(outbox.totals).toEqual({ failed: 1, queued: 1, sent: 2 });
    expect(outbox.mails[0]).toMatchObject({
      state: 'failed',
      attempts: 6,
      lastError: '550 No such mailbox',
      sentAt: null,
      nextAttemptAt: null,
    });
    expect(outbox.mails[1]).toMatchObject({ state: 'queued', nextAttemptAt: at(20).toISOString(), createdAt: at(2).toISOString() });
    expect(outbox.mails[2]).toMatchObject({
      state: 'sent',
      sentAt: at(30).toISOString(),
      to: 'asha@example.org',
      kind: 'booking-received',
    });
  });

  it(`shows ${MAIL_PER_PAGE} a page, and a page past the end shows the last one`, async () => {
    await database.db.insert(mailOutbox).values(
      Array.from({ length: MAIL_PER_PAGE + 3 }, (_, i) => ({
        kind: 'k',
        to: 'a@example.org',
        subject: `m${i}`,
        html: 'h',
        text: 't',
        state: 'sent' as const,
        sentAt: at(i),
      })),
    );
    const first = await listOutboxPage(database.db, { page: 1 });
    expect(first.mails).toHaveLength(MAIL_PER_PAGE);
    expect(first.pages).toBe(2);
    expect(first.mails[0]!.subject).toBe(`m${MAIL_PER_PAGE + 2}`);
    const last = await listOutboxPage(database.db, { page: 99 });
    expect(last.page).toBe(2);
    expect(last.mails.map((mail) => mail.subject)).toEqual(['m2', 'm1', 'm0']);
    expect((await listOutboxPage(database.db, { page: 1 })).pages).toBe(2);
  });

  it('an empty outbox is one empty page', async () => {
    expect(await listOutboxPage(database.db, { page: 3 })).toEqual({
      mails: [],
      page: 1,
      pages: 1,
      totals: { queued: 0, sent: 0, failed: 0 },
    });
  });

  it('"Retry now" makes a failed or waiting mail due at once and keeps its attempts; a sent or unknown one is refused', async () => {
    const failed = await insert('failed', 'failed', { attempts: 6, lastError: 'timeout', nextAttemptAt: at(0) });
    const waiting = await insert('waiting', 'queued', { attempts: 2, nextAttemptAt: at(600) });
    const sent = await insert('sent', 'sent', { attempts: 1, sentAt: at(1) });
    const now = at(5);

    expect(await retryMail(database.db, failed.id, now)).toBe('queued');
    expect(await retryMail(database.db, waiting.id, now)).toBe('queued');
    expect(await retryMail(database.db, sent.id, now)).toBe('already-sent');
    expect(await retryMail(database.db, '00000000-0000-4000-8000-000000000000', now)).toBe('not-found');

    const rows = await database.db.select().from(mailOutbox);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(failed.id)).toMatchObject({ state: 'queued', attempts: 6, lastError: 'timeout', nextAttemptAt: now });
    expect(byId.get(waiting.id)).toMatchObject({ state: 'queued', attempts: 2, nextAttemptAt: now });
    const [untouched] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(untouched).toMatchObject({ state: 'sent', sentAt: at(1) });
  });

  it('"Retry now" pressed while a worker is sending the mail leaves it to that worker: the guest gets it once', async () => {
    const waiting = await insert('waiting', 'queued', { attempts: 1, lastError: 'timeout', nextAttemptAt: at(0) });
    const sent: MailMessage[] = [];
    let finishSending = () => {};
    let sending = () => {};
    const started = new Promise<void>((resolve) => (sending = resolve));
    const slow: Mailer = {
      name: 'files',
      send: (message) => {
        sent.push(message);
        sending();
        return new Promise((resolve) => (finishSending = resolve));
      },
      close: () => {},
    };
    const instant: Mailer = { name: 'files', send: async (message) => void sent.push(message), close: () => {} };

    const firstWorker = sendDueMail(database.db, slow, { now: at(1) });
    await started;
    expect(await retryMail(database.db, waiting.id, at(2))).toBe('sending');
    expect(await sendDueMail(database.db, instant, { now: at(2) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    finishSending();
    expect(await firstWorker).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(sent.map((message) => message.subject)).toEqual(['waiting']);
    expect(await retryMail(database.db, waiting.id, at(3))).toBe('already-sent');
  });

  it('"Retry now" works again once a worker that died while sending has let its claim run out', async () => {
    const waiting = await insert('waiting', 'queued', { attempts: 1, nextAttemptAt: at(0) });
    const dies: Mailer = { name: 'files', send: () => new Promise(() => {}), close: () => {} };
    void sendDueMail(database.db, dies, { now: at(1) });
    await expect.poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting.id)))[0]?.attempts).toBe(2);

    expect(await retryMail(database.db, waiting.id, at(2))).toBe('sending');
    expect(await retryMail(database.db, waiting.id, at(60))).toBe('queued');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting.id));
    expect(row).toMatchObject({ state: 'queued', nextAttemptAt: at(60) });
  });
});
