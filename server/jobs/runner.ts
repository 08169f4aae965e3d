import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { timedJobs } from '../db/schema.ts';
import { logger } from '../logger.ts';

// Timed work shared by every app process (decision 0012). Each job is one row of timed_jobs; a process
// claims the due rows with `for update skip locked` and a lease, so two processes never run one job at
// once, and a process that dies mid-run leaves a lease that expires rather than a job stuck forever. A run
// that throws keeps its error on the row and is tried again later, backing off.

/** One kind of timed work: its name (its row), how often it runs, and what it does. */
export interface TimedJob {
  name: string;
  everyMs: number;
  run(db: Database, now: Date): Promise<unknown>;
}

/** How long a claim lasts: longer than any run takes, short enough that a crashed run is soon retried. */
export const JOB_LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failures in a row: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Gives each job its row, due at once; a row already there keeps its schedule and its last error. */
export async function registerJobs(db: Database, jobs: readonly TimedJob[], now: Date = new Date()): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(timedJobs)
    .values(jobs.map((job) => ({ name: job.name, runAt: now })))
    .onConflictDoNothing({ target: timedJobs.name });
}

/** What one round did: the jobs that ran and those that failed. */
export interface JobsReport {
  ran: string[];
  failed: string[];
}

/**
 * Runs the jobs that are due and claimed by no other process. A success schedules the next run after
 * `everyMs`; a failure records its error and schedules a retry.
 */
export async function runDueJobs(db: Database, jobs: readonly TimedJob[], now: Date = new Date()): Promise<JobsReport> {
  const report: JobsReport = { ran: [], failed: [] };
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size === 0) return report;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ name: timedJobs.name })
      .from(timedJobs)
      .where(
        and(
          inArray(timedJobs.name, [...byName.keys()]),
          lte(timedJobs.runAt, now),
          or(isNull(timedJobs.lockedUntil), lte(timedJobs.lockedUntil, now)),
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(timedJobs)
      .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${timedJobs.attempts} + 1` })
      .where(
        inArray(
          timedJobs.name,
          due.map((row) => row.name),
        ),
      )
      .returning();
  });
  for (const row of claimed) {
    const job = byName.get(row.name)!;
    try {
      await job.run(db, now);
      await db
        .update(timedJobs)
        .set({ runAt: new Date(now.getTime() + job.everyMs), lockedUntil: null, attempts: 0, lastError: null, lastSucceededAt: now })
        .where(eq(timedJobs.name, row.name));
      report.ran.push(row.name);
    } catch (error) {
      logger.error({ err: error, job: row.name, attempts: row.attempts }, 'a timed job failed and will be retried');
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(timedJobs)
        .set({ runAt: new Date(now.getTime() + retryDelayMs(row.attempts)), lockedUntil: null, lastError: message, lastFailedAt: now })
        .where(eq(timedJobs.name, row.name));
      report.failed.push(row.name);
    }
  }
  return report;
}

/** A job's last failure while it has not succeeded since, for the screen that shows its work; null when it is well. */
export async function jobFailure(db: Database, name: string): Promise<{ error: string; at: Date; attempts: number } | null> {
  const [row] = await db.select().from(timedJobs).where(eq(timedJobs.name, name));
  if (!row?.lastError || !row.lastFailedAt) return null;
  return { error: row.lastError, at: row.lastFailedAt, attempts: row.attempts };
}
