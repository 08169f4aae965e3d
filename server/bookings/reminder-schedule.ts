import { database } from '../db/index.ts';
import { logger } from '../logger.ts';
import { queueDueReminders } from './reminders.ts';

export const REMINDERS_EVERY_MS = 5 * 60_000;

/** Queues due reminders every few minutes; the mail worker sends them. Each is queued once, whichever process runs first. */
export function scheduleReminders(everyMs = REMINDERS_EVERY_MS): () => void {
  const timer = setInterval(() => {
    queueDueReminders(database().db, new Date())
      .then((queued) => {
        if (queued > 0) logger.info({ queued }, 'reminders queued');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'queueing reminders failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
