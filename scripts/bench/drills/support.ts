// What every drill needs: a fresh PostgreSQL database, HTTP calls that never throw, and the ledger
// checks that say whether anything was lost or doubled.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { freshDatabase as freshDatabaseOn } from '../postgres.ts';

/** Settings every drill's server gets: no demo content, and no per-IP limit in the way of a burst. */
export const DRILL_ENV = { SEED: 'never', BOOKING_RATE_LIMIT: '1000000', UNCONFIRMED_HOLD_LIMIT: '1000000' } as const;

/** A new, empty database on the PostgreSQL server, and how to drop it again. */
export const freshDatabase = (label: string) => freshDatabaseOn(`drill_${label}`);

/** A number for an answer, 'reset' when the connection failed or broke, 'hang' when none came in time. */
export type Outcome = number | 'reset' | 'hang';

export interface Answer {
  outcome: Outcome;
  body: string;
  /** Where a redirect leads. */
  location?: string;
}

export async function call(url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<Answer> {
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { outcome: response.status, body: await response.text(), location: response.headers.get('location') ?? undefined };
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || (error.cause as Error | undefined)?.name === 'TimeoutError');
    return { outcome: timedOut ? 'hang' : 'reset', body: '' };
  }
}

export function postJson(
  base: string,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<Answer> {
  return call(
    `${base}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    },
    timeoutMs,
  );
}

let guests = 0;

/** Whether the calendar's form answered "booked": a browser without JavaScript is sent on to the booking's own page. */
export function isBooked(answer: Answer): boolean {
  return answer.outcome === 303 && (answer.location?.startsWith('/booking/') ?? false);
}

/** A calendar booking as a browser without JavaScript posts the booking dialog's form, from a new guest each time. */
export function bookEvent(
  base: string,
  event: { id: string; eventDate: string },
  slot: string,
  tag: string,
): Promise<Answer & { email: string; booked: boolean }> {
  guests += 1;
  const email = `${tag}-${guests}@example.org`;
  const form = { intent: 'book', eventId: event.id, slot, name: `Guest ${guests}`, email, mobile: '+91 98765 43210' };
  return call(`${base}/calendar?date=${event.eventDate}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams(form),
  }).then((answer) => ({ ...answer, email, booked: isBooked(answer) }));
}

/** Counts of outcomes, e.g. { '200': 12, reset: 3 }. */
export function tally(outcomes: (Outcome | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
}

export function describeTally(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([key, n]) => `${key}: ${n}`).join(', ') : 'none';
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The `n` of a query answering one row. */
export async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

export interface Ledger {
  /** Paid orders (as the provider knows them) without exactly one confirmed booking of their own. */
  paidWithoutBooking: number;
  /** Bookings beyond the first for one provider order. */
  duplicateBookings: number;
  /** Event slots holding more active bookings than their capacity. */
  overbookedSlots: number;
}

/** Looks in the database for what the drills must never find. */
export async function checkLedger(db: Database, paidOrderIds: string[]): Promise<Ledger> {
  const paidWithoutBooking =
    paidOrderIds.length === 0
      ? 0
      : await count(
          db,
          sql`select count(*) as n from unnest(${sql.param(paidOrderIds)}::text[]) as paid(order_id)
              where (select count(*) from bookings b where b.order_id = paid.order_id and b.status = 'confirmed') <> 1
                 or not exists (select 1 from payment_orders o join bookings b on b.id = o.booking_id
                                where o.provider_order_id = paid.order_id and o.state = 'paid')`,
        );
  const duplicateBookings = await count(
    db,
    sql`select coalesce(sum(n - 1), 0) as n from (select count(*) as n from bookings where order_id is not null group by order_id) per_order`,
  );
  const overbookedSlots = await count(
    db,
    sql`select count(*) as n from (
          select b.event_id, b.selected_slot from bookings b join calendar_events e on e.id = b.event_id
          where b.status <> 'cancelled' group by b.event_id, b.selected_slot, e.slot_capacity
          having count(*) > e.slot_capacity) over`,
  );
  return { paidWithoutBooking, duplicateBookings, overbookedSlots };
}

/** Of the guests whose booking was answered as made, how many have no booking in the database. */
export async function missingBookings(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return count(
    db,
    sql`select count(*) as n from unnest(${sql.param(emails)}::text[]) as answered(email)
        where not exists (select 1 from bookings b where b.customer_email = answered.email)`,
  );
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Shuffles in place (Fisher–Yates) and returns the array. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The process's resident memory now and at its highest since the last resetPeak() (VmRSS and VmHWM of /proc/<pid>/status), in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Starts VmHWM afresh from the present RSS (Linux: `5` to clear_refs), so the peak is the drill's, not the start-up's. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
