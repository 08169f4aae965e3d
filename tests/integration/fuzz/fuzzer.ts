import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import { type EncodedBody, MARKUP } from './hostile.ts';

// FUZZ_SEED replays a failing run: fast-check prints the seed with every counterexample.
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });

/** Tables a refused request must leave as they were. */
const WATCHED = [
  'bookings',
  'enquiries',
  'payment_orders',
  'calendar_events',
  'classes',
  'blogs',
  'mail_outbox',
  'audit_log',
  'processed_webhook_events',
  'auth_user',
  'auth_account',
  'auth_session',
  'questionnaires',
  'questionnaire_uses',
  'questionnaire_responses',
  'questionnaire_files',
  'booking_guests',
  'erasure_requests',
] as const;

export interface FuzzRequest extends EncodedBody {
  method?: string;
  /** Path and query. Page routes are asked for their data (`.data`), as the app's own forms do, unless `document`. */
  path: string;
  /** A resource route (api/*, export.csv): asked as is. */
  resource?: boolean;
  /** As a browser without JavaScript posts: the action, then the whole page rendered. */
  document?: boolean;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

export interface Tally {
  file: string;
  inputs: number;
  serverErrors: number;
  storedInvalid: number;
  statuses: Record<string, number>;
}

/** `/calendar?date=…` → `/calendar.data?date=…`: React Router's data request for the same route. */
export function dataPath(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  const pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return `${pathname}${url.search}`;
}

/**
 * Sends generated requests to the app, counting them and what came back, and checks what holds for
 * every one of them: no 5xx, a refused request writes nothing, no page echoes markup unescaped.
 */
export async function createFuzzer(app: TestApp, file: string) {
  const tally: Tally = { file, inputs: 0, serverErrors: 0, storedInvalid: 0, statuses: {} };
  let clients = 0;

  // Row triggers keep, per watched table (in the test database only), rows added less rows removed and
  // rows changed: a refused request must move neither. Work rolled back with its transaction is not
  // counted, and a row added and removed again within one request leaves nothing behind.
  const statements = [
    'create table fuzz_writes (table_name text primary key, net bigint not null default 0, changed bigint not null default 0)',
    `insert into fuzz_writes (table_name) values ${WATCHED.map((table) => `('${table}')`).join(', ')}`,
    `create function fuzz_count_write() returns trigger language plpgsql as $$ begin
      update fuzz_writes set net = net + case TG_OP when 'INSERT' then 1 when 'DELETE' then -1 else 0 end,
        changed = changed + case TG_OP when 'UPDATE' then 1 else 0 end
      where table_name = TG_TABLE_NAME;
      return null;
    end $$`,
    ...WATCHED.map(
      (table) => `create trigger fuzz_writes after insert or update or delete on ${table} for each row execute function fuzz_count_write()`,
    ),
  ];
  for (const statement of statements) await app.database.db.execute(sql.raw(statement));

  async function writeCounts(): Promise<Map<string, string>> {
    const result = (await app.database.db.execute(sql`select table_name, net, changed from fuzz_writes`)) as unknown as {
      rows: { table_name: string; net: number | string; changed: number | string }[];
    };
    return new Map(result.rows.map((row) => [row.table_name, `${row.net}/${row.changed}`]));
  }

  // The counts as the last checked request left them: the next check's "before", one query saved per
  // request. Anything sent around check() may write, so send() forgets them.
  let known: Map<string, string> | undefined;

  /** A request outside the fuzz (setting up, reading a page): not counted, nothing asserted. */
  async function send(request: FuzzRequest): Promise<Answer> {
    known = undefined;
    return transmit(request);
  }

  async function transmit(request: FuzzRequest): Promise<Answer> {
    clients += 1;
    const target = request.document || request.resource ? request.path : dataPath(request.path);
    const headers: Record<string, string> = {
      origin: app.publicUrl,
      // A new client address each time (from a documentation range; a /64 of its own, as Better Auth
      // counts IPv6 clients by network): the per-address limits would otherwise answer 429 before the
      // action ever reads the input.
      'x-forwarded-for': `2001:db8:${(clients >> 16).toString(16)}:${(clients & 0xffff).toString(16)}::1`,
      // Compressing and inflating every answer took a third of the suite's time and tests nothing here.
      'accept-encoding': 'identity',
      ...request.headers,
    };
    if (request.contentType) headers['content-type'] = request.contentType;
    let response: Response;
    try {
      response = await fetch(`${app.url}${target}`, { method: request.method ?? 'POST', body: request.body, headers, redirect: 'manual' });
    } catch (error) {
      // No answer at all (a reset connection) is as bad as a 5xx.
      const cause = error instanceof Error ? `: ${String(error.cause ?? error.message)}` : '';
      throw new Error(
        `${request.method ?? 'POST'} ${target.slice(0, 120)} got no answer${cause} (content-type ${headers['content-type'] ?? 'none'})`,
        {
          cause: error,
        },
      );
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
      headers: response.headers,
    };
  }

  /** The test wrote to the database itself (its own setting up): the next check reads the counts afresh. */
  function forgetWrites(): void {
    known = undefined;
  }

  /** One generated input: sent, counted and checked. */
  async function check(request: FuzzRequest): Promise<Answer> {
    const before = known ?? (await writeCounts());
    tally.inputs += 1;
    const answer = await transmit(request);
    const after = await writeCounts();
    known = after;
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) tally.serverErrors += 1;
    const where = `${request.method ?? 'POST'} ${request.path.slice(0, 120)}`;
    expect(answer.status, `${where} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);

    if (answer.status >= 400) {
      const written = WATCHED.filter((table) => after.get(table) !== before.get(table));
      if (written.length > 0) tally.storedInvalid += 1;
      expect(written, `${where} refused with ${answer.status} but wrote to ${written.join(', ')}`).toEqual([]);
    }
    if (answer.contentType.startsWith('text/html')) expectNoMarkup(answer.text, where);
    return answer;
  }

  /** Rows that break what the table must always hold (SQL that counts them); counted as stored-but-invalid. */
  async function expectNoBadRows(name: string, query: ReturnType<typeof sql>): Promise<void> {
    const result = (await app.database.db.execute(query)) as unknown as { rows: { count: number | string }[] };
    const bad = Number(result.rows[0]?.count ?? 0);
    tally.storedInvalid += bad;
    expect(bad, `${name}: rows stored that no form should have accepted`).toBe(0);
  }

  /** Prints the tally, and writes it where the bench part (scripts/bench/fuzz.ts) collects it: FUZZ_SUMMARY_DIR. */
  function report(): void {
    console.info(
      `fuzz ${file}: ${tally.inputs} inputs, ${tally.serverErrors} answered 5xx, ${tally.storedInvalid} stored invalid; statuses ${JSON.stringify(tally.statuses)}`,
    );
    const dir = process.env.FUZZ_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${file}-${process.pid}.json`), JSON.stringify(tally));
  }

  return { tally, send, check, forgetWrites, expectNoBadRows, report };
}

export type Fuzzer = Awaited<ReturnType<typeof createFuzzer>>;

/** A page that carries one of the markup payloads as markup would run it in a browser. */
export function expectNoMarkup(html: string, where: string): void {
  for (const payload of MARKUP) expect(html.includes(payload), `${where} echoed ${payload} unescaped`).toBe(false);
}

/** How React writes a text into HTML: the escaped form a stored value must appear in. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);
}

/**
 * Runs per property: `base` scaled by FUZZ_RUNS. Unset (npm test), a quarter of `base`: every door still
 * takes dozens to hundreds of hostile inputs on every run of the suite, within CI's time, while the bench's
 * fuzz part runs the full count (FUZZ_RUNS=1) or more (e.g. FUZZ_RUNS=10 for a heavier run).
 */
const TEST_RUN_SHARE = 0.25;

export function runs(base: number): number {
  const factor = Number(process.env.FUZZ_RUNS ?? TEST_RUN_SHARE);
  return Math.max(1, Math.round(base * (Number.isFinite(factor) && factor > 0 ? factor : TEST_RUN_SHARE)));
}

/** Time for one property: generous, since the suite shares a busy machine; it only has to catch a hang. */
export function timeout(): number {
  return runs(300_000);
}
