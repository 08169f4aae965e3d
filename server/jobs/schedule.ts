import { database } from '../db/index.ts';
import { logger } from '../logger.ts';
import { registerJobs, runDueJobs, type TimedJob } from './runner.ts';

export const JOBS_POLL_MS = 30_000;

/**
 * Looks for due timed jobs every half minute in the background, in every process: the claim in
 * runDueJobs lets only one of them run a job. The timer never keeps the process alive, and SIGTERM/SIGINT
 * stop it. Returns the stop function.
 */
export function scheduleJobs(jobs: readonly TimedJob[], { everyMs = JOBS_POLL_MS, db = () => database().db } = {}): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let registered = false;

  const round = async () => {
    if (!registered) {
      await registerJobs(db(), jobs);
      registered = true;
    }
    await runDueJobs(db(), jobs);
  };
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => logger.error({ err: error }, 'timed jobs round failed'))
        .finally(() => next(everyMs));
    }, delay);
    timer.unref();
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The first round soon after start-up, once migrations and seeding are done.
  next(1_000);
  return () => {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
    stop();
  };
}
