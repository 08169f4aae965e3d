// Drill (c): the mail server is down while guests book. Bookings must succeed at once; every message
// waits in the outbox, and arrives once the mail server is back (at the worker's first retry, a
// minute after the failed attempt: the real schedule of server/mail/worker.ts, not a shortened one).
import { inArray, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createEvent } from '#tests/support/factories.ts';
import { type CapturingSmtp, startSmtpServer } from '#tests/support/smtp.ts';
import { atLeast, exactly, type Figure, reported } from '../report.ts';
import { freePort, startServer } from '../server.ts';
import { bookEvent, DRILL_ENV, freshDatabase, pause } from './support.ts';

const BOOKINGS = 10;
/** The first retry is one minute after the failed attempt; the worker looks every 5 s. */
const DELIVERY_WAIT_MS = 120_000;

async function outboxRows(db: Database) {
  return db
    .select({ to: mailOutbox.to, state: mailOutbox.state, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
    .from(mailOutbox);
}

/** Waits until `done` holds, checking every half second; false when `ms` passed first. */
async function waitFor(done: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await pause(500);
  }
  return done();
}

export async function smtpDrill(): Promise<Figure[]> {
  const database = await freshDatabase('smtp');
  const handle = openDatabase({ url: database.url });
  // A port with nothing listening: the mail server is down from the start.
  const smtpPort = await freePort();
  let smtp: CapturingSmtp | undefined;
  try {
    const server = await startServer({
      ...DRILL_ENV,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_EMAIL: 'staff@example.org',
    });
    try {
      const event = await createEvent(handle.db, { slotCapacity: 50, timeSlots: ['8:00 AM'] });
      const answers = await Promise.all(Array.from({ length: BOOKINGS }, () => bookEvent(server.url, event, '8:00 AM', 'smtp')));
      const booked = answers.filter((answer) => answer.booked);

      // Every queued message must have met the closed port once before the mail server comes back.
      const failedWhileDown = (row: { attempts: number; lastError: string | null }) => row.attempts >= 1 && row.lastError !== null;
      await waitFor(async () => {
        const rows = await outboxRows(handle.db);
        return rows.length > 0 && rows.every(failedWhileDown);
      }, 30_000);
      const queued = await outboxRows(handle.db);

      smtp = await startSmtpServer(smtpPort);
      const backAt = Date.now();
      const mailbox = smtp;
      await waitFor(() => mailbox.received.length >= queued.length, DELIVERY_WAIT_MS);
      const deliveredMs = Date.now() - backAt;
      // A little longer, so a message sent twice would show.
      await pause(6_000);

      const [{ unsent } = { unsent: -1 }] = await handle.db
        .select({ unsent: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, ['queued', 'failed']));
      const addressed = new Set(mailbox.received.flatMap((mail) => (mail.to ?? []).map((to) => to.address?.toLowerCase())));
      const guestsWithoutMail = booked.filter((answer) => !addressed.has(answer.email.toLowerCase())).length;

      return [
        exactly('(c) smtp down: booking requests not answered OK', answers.length - booked.length, 0),
        reported('(c) smtp down: bookings made while SMTP was down', booked.length),
        atLeast('(c) smtp down: mails queued (guest and staff)', queued.length, booked.length),
        exactly(
          '(c) smtp down: mails whose first attempt failed while SMTP was down',
          queued.filter(failedWhileDown).length,
          queued.length,
        ),
        exactly('(c) smtp down: mails delivered after SMTP came back', mailbox.received.length, queued.length),
        exactly('(c) smtp down: mails still unsent', Number(unsent), 0),
        exactly('(c) smtp down: guests without their mail', guestsWithoutMail, 0),
        reported('(c) smtp down: SMTP back until the last mail arrived, s', Math.round(deliveredMs / 1000)),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await smtp?.stop();
    await handle.close();
    await database.drop();
  }
}
