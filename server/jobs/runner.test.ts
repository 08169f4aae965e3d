import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { timedJobs } from '#server/db/schema.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { jobFailure, registerJobs, retryDelayMs, runDueJobs, type TimedJob } from './runner.ts';

// Timed work shared by several app processes: each due job runs once, a failure is kept and retried.

let shared: { handles: DatabaseHandle[]; close(): Promise<void> };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

const HOUR = 60 * 60_000;
const start = new Date('2030-01-07T00:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe(`timed jobs (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('runs a due job once when two processes look at the same moment, then not again until it is due', async () => {
    const [first, second] = [shared.handles[0]!.db, (shared.handles[1] ?? shared.handles[0]!).db];
    let runs = 0;
    const job: TimedJob = {
      name: 'count-once',
      everyMs: HOUR,
      run: async () => {
        runs += 1;
        // Long enough for the other process to look while this one holds the claim.
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    await registerJobs(first, [job], start);
    const reports = await Promise.all([runDueJobs(first, [job], start), runDueJobs(second, [job], start)]);
    expect(runs).toBe(1);
    expect(reports.flatMap((report) => report.ran)).toEqual(['count-once']);

    expect((await runDueJobs(first, [job], later(HOUR - 1))).ran).toEqual([]);
    expect((await runDueJobs(second, [job], later(HOUR))).ran).toEqual(['count-once']);
    expect(runs).toBe(2);
  });

  it('keeps the error of a job that throws, retries it later, and clears the error when it succeeds', async () => {
    const db = shared.handles[0]!.db;
    let fail = true;
    const job: TimedJob = {
      name: 'flaky',
      everyMs: HOUR,
      run: async () => {
        if (fail) throw new Error('the calendar could not be read');
      },
    };
    await registerJobs(db, [job], start);
    expect(await runDueJobs(db, [job], start)).toEqual({ ran: [], failed: ['flaky'] });
    expect(await jobFailure(db, 'flaky')).toEqual({ error: 'the calendar could not be read', at: start, attempts: 1 });

    // Not before its retry is due; the second failure waits twice as long.
    expect(await runDueJobs(db, [job], later(retryDelayMs(1) - 1))).toEqual({ ran: [], failed: [] });
    expect((await runDueJobs(db, [job], later(retryDelayMs(1)))).failed).toEqual(['flaky']);
    const [row] = await db.select().from(timedJobs).where(eq(timedJobs.name, 'flaky'));
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null });
    expect(row!.runAt.getTime()).toBe(later(retryDelayMs(1) + retryDelayMs(2)).getTime());

    fail = false;
    expect((await runDueJobs(db, [job], row!.runAt)).ran).toEqual(['flaky']);
    expect(await jobFailure(db, 'flaky')).toBeNull();
    const [after] = await db.select().from(timedJobs).where(eq(timedJobs.name, 'flaky'));
    expect(after).toMatchObject({ attempts: 0, lastError: null });
  });

  it('registers a job once: a second process keeps its schedule and its last error', async () => {
    const db = shared.handles[0]!.db;
    const job: TimedJob = { name: 'registered', everyMs: HOUR, run: async () => undefined };
    await registerJobs(db, [job], start);
    await runDueJobs(db, [job], start);
    await registerJobs(db, [job], later(5));
    const [row] = await db.select().from(timedJobs).where(eq(timedJobs.name, 'registered'));
    expect(row!.runAt.getTime()).toBe(later(HOUR).getTime());
  });
});
