import { asc, eq, isNull } from 'drizzle-orm';
import type { CareNeedsAction } from '#app/lib/admin/care-view.ts';
import type { Database } from '../db/client.ts';
import { erasureRequests, guests } from '../db/schema.ts';
import { jobFailure } from '../jobs/runner.ts';
import { QUESTIONNAIRE_REMINDERS_JOB } from './reminders.ts';
import { RETENTION_JOB } from './retention.ts';

const LIMIT = 20;

/** The owner's to-do about health data: open erasure requests, oldest first, and the care jobs failing. */
export async function careNeedsAction(db: Database): Promise<CareNeedsAction> {
  const [requests, retention, reminders] = await Promise.all([
    db
      .select({ guestId: guests.id, name: guests.name, requestedAt: erasureRequests.requestedAt })
      .from(erasureRequests)
      .innerJoin(guests, eq(guests.id, erasureRequests.guestId))
      .where(isNull(erasureRequests.confirmedAt))
      .orderBy(asc(erasureRequests.requestedAt))
      .limit(LIMIT),
    jobFailure(db, RETENTION_JOB),
    jobFailure(db, QUESTIONNAIRE_REMINDERS_JOB),
  ]);
  // A guest who asked twice is listed once.
  const seen = new Set<string>();
  const erasures = requests
    .filter((row) => !seen.has(row.guestId) && seen.add(row.guestId))
    .map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
  const failures = [
    ...(retention ? [{ job: 'retention' as const, error: retention.error, at: retention.at.toISOString() }] : []),
    ...(reminders ? [{ job: 'reminders' as const, error: reminders.error, at: reminders.at.toISOString() }] : []),
  ];
  return { erasures, failures };
}
