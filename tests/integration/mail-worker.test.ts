import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { logger } from '#server/logger.ts';
import { enqueueMail, type OutgoingMail } from '#server/mail/outbox.ts';
import { scheduleMail } from '#server/mail/schedule.ts';
import { fileMailer, type Mailer, smtpMailer } from '#server/mail/transport.ts';
import { LEASE_MS, MAX_ATTEMPTS, sendDueMail } from '#server/mail/worker.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { startSmtpServer } from '../support/smtp.ts';

const FROM = { name: 'Sukoon Healing Estate', address: 'namaste@sukoon-estate.in' };
const serverUrl = process.env.TEST_DATABASE_URL;

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//mail//EN',
  'BEGIN:VEVENT',
  'UID:hatha-1@sukoon',
  'DTSTAMP:20261120T000000Z',
  'DTSTART:20261201T020000Z',
  'DTEND:20261201T030000Z',
  'SUMMARY:Hatha',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

// On PostgreSQL, two handles on one database stand for two app processes, each with its own pool.
let handles: DatabaseHandle[] = [];
let cleanup = async () => {};
const db = () => handles[0]!.db;
const mailers: Mailer[] = [];

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await cleanup();
});
// The worker takes every due message; each test starts from an empty outbox.
beforeEach(async () => {
  await db().delete(mailOutbox);
});

function smtp(url: string): Mailer {
  const mailer = smtpMailer(url, { from: FROM });
  mailers.push(mailer);
  return mailer;
}

function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: 'booking-confirmed',
    to: 'asha@example.org',
    subject: 'Your Hatha session is confirmed',
    html: '<p>Namaste Asha, see you on <strong>1 December</strong>.</p>',
    text: 'Namaste Asha, see you on 1 December.',
    attachments: [{ filename: 'hatha.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ICS }],
    ...overrides,
  };
}

async function queue(overrides: Partial<OutgoingMail> = {}) {
  await enqueueMail(db(), message(overrides));
  const [row] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, overrides.to ?? 'asha@example.org'));
  return row!;
}

async function reload(id: string) {
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

// The database stamps a queued row to the microsecond, a Date to the millisecond: read in the same
// millisecond as the insert, "now" would fall just before the row's due time and find nothing due.
const afterQueued = () => new Date(Date.now() + 1);

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

describe(`mail worker (${serverUrl ? 'postgres' : 'pglite'})`, () => {
  it('delivers a queued message over SMTP with its HTML, its text and its .ics attachment, and marks it sent', async () => {
    const server = await startSmtpServer();
    try {
      const row = await queue();
      const now = afterQueued();
      expect(await sendDueMail(db(), smtp(server.url), { now })).toEqual({ sent: 1, retrying: 0, failed: 0 });

      expect(server.received).toHaveLength(1);
      const mail = server.received[0]!;
      expect(mail.from).toMatchObject({ name: FROM.name, address: FROM.address });
      expect(mail.to).toEqual([expect.objectContaining({ address: 'asha@example.org' })]);
      expect(mail.subject).toBe('Your Hatha session is confirmed');
      expect(mail.html).toContain('<strong>1 December</strong>');
      expect(mail.text?.trim()).toBe('Namaste Asha, see you on 1 December.');
      expect(mail.attachments).toHaveLength(1);
      const attachment = mail.attachments[0]!;
      expect(attachment.filename).toBe('hatha.ics');
      expect(attachment.mimeType).toBe('text/calendar');
      const ics = typeof attachment.content === 'string' ? attachment.content : new TextDecoder().decode(attachment.content);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Hatha');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T02:00:00.000Z');

      const after = await reload(row.id);
      expect(after).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
      expect(after.sentAt?.toISOString()).toBe(now.toISOString());
      // Sent means done: later rounds leave it alone.
      expect(await sendDueMail(db(), smtp(server.url), { now: minutes(now, 600) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(server.received).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it('keeps a message queued while the SMTP server is down and delivers it once after the retry time when it is back', async () => {
    const first = await startSmtpServer();
    const port = first.port;
    await first.stop();
    const mailer = smtp(`smtp://127.0.0.1:${port}`);
    const row = await queue();
    const now = afterQueued();

    expect(await sendDueMail(db(), mailer, { now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await reload(row.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.toISOString()).toBe(minutes(now, 1).toISOString());

    const again = await startSmtpServer(port);
    try {
      // Not due yet: nothing is tried before the retry time.
      expect(await sendDueMail(db(), mailer, { now: new Date(now.getTime() + 30_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(again.received).toHaveLength(0);

      expect(await sendDueMail(db(), mailer, { now: minutes(now, 2) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await sendDueMail(db(), mailer, { now: minutes(now, 300) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(again.received.map((mail) => mail.subject)).toEqual(['Your Hatha session is confirmed']);
      expect(await reload(row.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    } finally {
      await again.stop();
    }
  });

  it('waits longer after each failure and marks the message failed after the last attempt', async () => {
    const probe = await startSmtpServer();
    await probe.stop();
    const mailer = smtp(probe.url);
    const row = await queue();
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await sendDueMail(db(), mailer, { now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const waiting = await reload(row.id);
      expect(waiting).toMatchObject({ state: 'queued', attempts: attempt });
      waits.push((waiting.nextAttemptAt.getTime() - now.getTime()) / 60_000);
      now = waiting.nextAttemptAt;
    }
    expect(waits).toEqual([1, 5, 15, 60, 180]);

    expect(await sendDueMail(db(), mailer, { now })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const failed = await reload(row.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await sendDueMail(db(), mailer, { now: minutes(now, 10_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('gives up at once when the server refuses the recipient for good (5xx), without throwing', async () => {
    const server = await startSmtpServer(0, {
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        callback();
      },
    });
    try {
      const row = await queue({ to: 'nobody@example.org' });
      expect(await sendDueMail(db(), smtp(server.url))).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const failed = await reload(row.id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
      expect(failed.lastError).toContain('No such mailbox');
      expect(server.received).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });

  it('a claimed message is not due for anyone else until its lease ends', async () => {
    const row = await queue();
    const now = afterQueued();
    const stalled: Mailer = { name: 'smtp', send: () => new Promise(() => {}), close: () => {} };
    void sendDueMail(db(), stalled, { now });
    await vi.waitFor(async () => expect((await reload(row.id)).attempts).toBe(1));
    const server = await startSmtpServer();
    try {
      expect(await sendDueMail(db(), smtp(server.url), { now: new Date(now.getTime() + LEASE_MS - 1000) })).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(server.received).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });

  it(`two workers${serverUrl ? ' in two connection pools' : ''} at the same time deliver each of 20 messages exactly once`, async () => {
    const server = await startSmtpServer();
    try {
      for (let i = 0; i < 20; i += 1) await enqueueMail(db(), message({ to: `guest-${i}@example.org`, subject: `Message ${i}` }));
      const worker = async (handle: DatabaseHandle) => {
        const mailer = smtp(server.url);
        let sent = 0;
        for (;;) {
          const report = await sendDueMail(handle.db, mailer, { batch: 3 });
          if (report.sent + report.retrying + report.failed === 0) return sent;
          sent += report.sent;
        }
      };
      const counts = await Promise.all([worker(handles[0]!), worker(handles[handles.length - 1]!)]);
      expect(counts[0]! + counts[1]!).toBe(20);

      const subjects = server.received.map((mail) => mail.subject).sort();
      expect(subjects).toHaveLength(20);
      expect(new Set(subjects).size).toBe(20);
      const rows = await db().select().from(mailOutbox);
      expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('the .eml transport writes a complete message a mail program can read, and logs its file name', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'estate-mail-'));
    const info = vi.spyOn(logger, 'info');
    try {
      const row = await queue({ kind: 'staff-new-booking' });
      const now = afterQueued();
      const mailer = fileMailer(dir, { from: FROM, now: () => now });
      expect(await sendDueMail(db(), mailer, { now })).toEqual({ sent: 1, retrying: 0, failed: 0 });

      const files = await fs.readdir(dir);
      expect(files).toEqual([`${now.toISOString().replaceAll(':', '-')}-staff-new-booking-${row.id}.eml`]);
      const file = path.join(dir, files[0]!);
      const mail = await PostalMime.parse(await fs.readFile(file));
      expect(mail.subject).toBe('Your Hatha session is confirmed');
      expect(mail.from).toMatchObject({ address: FROM.address });
      expect(mail.html).toContain('<strong>1 December</strong>');
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['hatha.ics']);
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ file }), 'mail written to file');
      expect(await reload(row.id)).toMatchObject({ state: 'sent' });
    } finally {
      info.mockRestore();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('the schedule sends queued mail in the background, drains a backlog, and sends nothing once stopped', async () => {
    const server = await startSmtpServer();
    const stop = scheduleMail({ everyMs: 20, db, mailer: smtp(server.url) });
    try {
      for (let i = 0; i < 25; i += 1) await enqueueMail(db(), message({ to: `backlog-${i}@example.org`, subject: `Backlog ${i}` }));
      await vi.waitFor(() => expect(server.received).toHaveLength(25), { timeout: 10_000 });
    } finally {
      stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const late = await queue({ to: 'late@example.org' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reload(late.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(server.received).toHaveLength(25);
    await server.stop();
  });
});
