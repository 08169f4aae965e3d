import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { database } from '../db/index.ts';
import { logger } from '../logger.ts';
import { type Mailer, mailerFor } from './transport.ts';
import { DEFAULT_BATCH, sendDueMail } from './worker.ts';

export const MAIL_POLL_MS = 5_000;

export interface MailScheduleOptions {
  everyMs?: number;
  db?: () => Database;
  mailer?: Mailer;
}

/**
 * Sends queued mail every few seconds in the background. Each round waits for the previous one, and a
 * full batch is followed at once by the next, so a backlog drains quickly. The timer never keeps the
 * process alive, and SIGTERM/SIGINT stop it before the database closes. Returns the stop function.
 */
export function scheduleMail({ everyMs = MAIL_POLL_MS, db = () => database().db, mailer }: MailScheduleOptions = {}): () => void {
  const cfg = config();
  const transport = mailer ?? mailerFor(cfg);
  logger.info({ transport: transport.name }, transport.name === 'smtp' ? 'mail sent over SMTP' : 'mail written as .eml files');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    let full = true;
    while (full && !stopped) {
      const report = await sendDueMail(db(), transport, { batch: DEFAULT_BATCH });
      if (report.retrying > 0 || report.failed > 0) logger.warn({ report }, 'some mail could not be sent');
      full = report.sent + report.retrying + report.failed >= DEFAULT_BATCH;
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => logger.error({ err: error }, 'mail worker round failed'))
        .finally(next);
    }, everyMs);
    timer.unref();
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    transport.close();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  next();
  return () => {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
    stop();
  };
}
