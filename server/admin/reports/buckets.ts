import { type SQL, sql } from 'drizzle-orm';
import type { ReportPeriod, ReportRange } from '#app/lib/admin/report-range.ts';
import { addDays } from '#app/lib/dates.ts';
import { zonedInstant } from '../../zoned-time.ts';

// The database's side of a report's buckets: which bucket an instant or a date falls in, in the estate's
// zone, and the instants that bound the range. Postgres's weeks start on Monday, as the reports' do.

/** The bucket (its first day, 'YYYY-MM-DD') of an instant, as the estate's wall clock reads it. */
export function instantBucket(period: ReportPeriod, column: SQL | unknown, timeZone: string): SQL<string> {
  return sql<string>`to_char(date_trunc(${period}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
}

/** The bucket of a calendar date (already the estate's own). */
export function dateBucket(period: ReportPeriod, column: SQL | unknown): SQL<string> {
  return sql<string>`to_char(date_trunc(${period}, ${column}::timestamp), 'YYYY-MM-DD')`;
}

/** The range as instants: from the estate's midnight starting `from` to the one after `to`. */
export function rangeInstants(range: ReportRange, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(range.from, 0, timeZone), end: zonedInstant(addDays(range.to, 1), 0, timeZone) };
}

/** One row per bucket of the range, in order, from the rows the database gave (missing buckets are zeros). */
export function fillBuckets<Row extends { bucket: string }>(
  range: ReportRange,
  rows: readonly Row[],
  empty: (bucket: string) => Row,
): Row[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return range.buckets.map((bucket) => byBucket.get(bucket) ?? empty(bucket));
}
