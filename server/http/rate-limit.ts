import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimitSubject } from './rate-limit-subject.ts';

export interface RateLimitRule {
  /** What is being limited, e.g. 'enquiry'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt by the client at `address` (an IPv4 address, or the /64 of an IPv6 one: see
 * rateLimitSubject) and says whether it is within the rule.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, address: string): Promise<RateLimitResult> {
  const key = `${rule.name}:${rateLimitSubject(address)}`;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  // One statement, so concurrent requests from many processes count correctly.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now()))))::int`,
    });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, retryAfterSeconds: Number(row?.secondsLeft ?? rule.windowSeconds) };
}
