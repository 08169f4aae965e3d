// Drill (b): the machine's PostgreSQL is stopped for a few seconds while guests read the calendar and
// book. Requests during the outage must get a page or message a person can read (never a reset
// connection or a hang), and the same app process must serve again once PostgreSQL is back.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createEvent } from '#tests/support/factories.ts';
import { atLeast, exactly, type Figure, reported } from '../report.ts';
import { type RestartableServer, startServer } from '../server.ts';
import {
  type Answer,
  bookEvent,
  call,
  checkLedger,
  describeTally,
  DRILL_ENV,
  freshDatabase,
  isBooked,
  missingBookings,
  pause,
  tally,
} from './support.ts';

const run = promisify(execFile);

/** Other helpers' tests share this PostgreSQL server: the outage is kept to a few seconds. */
const OUTAGE_MS = 3_000;
const WORKERS = 4;
const RECOVERY_LIMIT_MS = 30_000;
/** The calendar's own note when its read fails (app/routes/site/calendar.tsx). */
const CALENDAR_LOAD_ERROR = 'We could not load the events just now.';
/** The title of the error boundary's page and of the last-resort page of server/http/error-page.ts. */
const ERROR_PAGE = /something went wrong/i;

/** 'message': the screen itself says what failed; 'error page': the site's page for a server error. */
type Kind = 'served' | 'message' | 'error page' | 'unclean answer' | 'reset' | 'hang';

function classify(request: 'page' | 'booking', answer: Answer): Kind {
  const { outcome, body } = answer;
  if (outcome === 'reset' || outcome === 'hang') return outcome;
  if (request === 'page' && outcome === 200) return body.includes(CALENDAR_LOAD_ERROR) ? 'message' : 'served';
  if (request === 'booking') {
    if (isBooked(answer) || (outcome === 409 && body.includes(BOOKING_MESSAGES.slotFull))) return 'served';
    if (outcome === 503 && body.includes(BOOKING_MESSAGES.failure)) return 'message';
  }
  if (outcome >= 500 && ERROR_PAGE.test(body)) return 'error page';
  return 'unclean answer';
}

function cluster(action: 'start' | 'stop') {
  const version = fs.readdirSync('/etc/postgresql')[0] ?? '';
  const mode = action === 'stop' ? ['--mode', 'fast'] : [];
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', ...mode, version, 'main', action]);
}

interface Sample {
  startedAt: number;
  endedAt: number;
  request: 'page' | 'booking';
  kind: Kind;
  outcome: string;
  email: string | null;
}

export async function postgresDrill(): Promise<Figure[]> {
  const database = await freshDatabase('outage');
  const handle = openDatabase({ url: database.url });
  try {
    const server = await startServer({ ...DRILL_ENV, DATABASE_URL: database.url });
    try {
      const event = await createEvent(handle.db, { slotCapacity: 40, timeSlots: ['8:00 AM'] });
      const { samples, outageStart, outageEnd, timings } = await loadThroughOutage(server, event);
      const figures = await judge(server, handle.db, samples, outageStart, outageEnd);
      const phases = `stopping ${timings.stopMs} ms, stopped ${timings.downMs} ms, starting ${timings.startMs} ms`;
      return [
        reported('(b) postgres: outage (from the stop command until started again), ms', outageEnd - outageStart),
        reported('(b) postgres: outage phases', phases),
        reported('(b) postgres: PostgreSQL back until /readyz answered OK, ms', timings.readyAgainMs ?? 'never'),
        ...figures,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
    await database.drop();
  }
}

async function loadThroughOutage(server: RestartableServer, event: { id: string; eventDate: string }) {
  const samples: Sample[] = [];
  let stopLoad = false;
  const worker = async () => {
    while (!stopLoad) {
      for (const request of ['page', 'booking'] as const) {
        const startedAt = Date.now();
        const answer =
          request === 'page'
            ? { ...(await call(`${server.url}/calendar?date=${event.eventDate}`)), email: null }
            : await bookEvent(server.url, event, '8:00 AM', 'outage');
        const kind = classify(request, answer);
        samples.push({
          startedAt,
          endedAt: Date.now(),
          request,
          kind,
          outcome: String(answer.outcome),
          email: kind === 'served' && isBooked(answer) ? answer.email : null,
        });
      }
      // Steady, not flooding: the machine is shared with other work.
      await pause(50);
    }
  };
  // The readiness check asks the pool for a connection: the closest view of when the app can use the database again.
  const ready: { at: number; ok: boolean }[] = [];
  const probe = async () => {
    while (!stopLoad) {
      const answer = await call(`${server.url}/readyz`, {}, 2_000);
      ready.push({ at: Date.now(), ok: answer.outcome === 200 });
      await pause(100);
    }
  };
  const load = Promise.all([...Array.from({ length: WORKERS }, worker), probe()]);

  let outageStart = 0;
  let stopped: number;
  let startedAgain = 0;
  let outageEnd = 0;
  try {
    await pause(1_500);
    outageStart = Date.now();
    await cluster('stop');
    stopped = Date.now();
    await pause(OUTAGE_MS);
  } finally {
    // Whatever happened above, PostgreSQL must be running again.
    if (outageStart) {
      startedAgain = Date.now();
      await cluster('start').catch((error: unknown) => console.error(`(b) starting PostgreSQL again: ${String(error)}`));
      outageEnd = Date.now();
    }
    const deadline = Date.now() + RECOVERY_LIMIT_MS;
    while (Date.now() < deadline && !recovered(samples, outageEnd)) await pause(200);
    // A little more load after recovery, so that a pool still holding dead connections would show.
    await pause(2_000);
    stopLoad = true;
    await load;
  }
  const readyAgain = ready.find((check) => check.ok && check.at >= outageEnd)?.at;
  const timings = {
    stopMs: stopped - outageStart,
    downMs: startedAgain - stopped,
    startMs: outageEnd - startedAgain,
    readyAgainMs: readyAgain === undefined ? null : readyAgain - outageEnd,
  };
  return { samples, outageStart, outageEnd, timings };
}

/** The first moment after the outage by which both a calendar page and a booking were served normally. */
function recoveredAt(samples: Sample[], since: number): number | null {
  const firstServed = (request: Sample['request']) =>
    samples
      .filter((s) => s.request === request && s.startedAt >= since && s.kind === 'served')
      .reduce<number | null>((min, s) => (min === null || s.endedAt < min ? s.endedAt : min), null);
  const page = firstServed('page');
  const booking = firstServed('booking');
  return page === null || booking === null ? null : Math.max(page, booking);
}

function recovered(samples: Sample[], since: number): boolean {
  return since > 0 && recoveredAt(samples, since) !== null;
}

async function judge(
  server: RestartableServer,
  db: Database,
  samples: Sample[],
  outageStart: number,
  outageEnd: number,
): Promise<Figure[]> {
  const during = samples.filter((s) => s.startedAt >= outageStart && s.startedAt < outageEnd);
  const byKind = tally(during.map((s) => s.kind));
  const statuses = tally(during.map((s) => `${s.request} ${s.outcome}`));
  const back = recoveredAt(samples, outageEnd);
  const afterRecovery = back === null ? [] : samples.filter((s) => s.startedAt > back);
  const told = samples.flatMap((s) => (s.email ? [s.email] : []));
  const ledger = await checkLedger(db, []);
  const servesWithoutRestart = back !== null && server.alive();
  return [
    reported('(b) postgres: requests started during the outage', during.length),
    reported('(b) postgres: responses during the outage by kind', describeTally(byKind)),
    reported('(b) postgres: responses during the outage by status', describeTally(statuses)),
    // Proof that the drill hit the outage at all: some requests met the stopped database.
    atLeast(
      '(b) postgres: requests during the outage that met the stopped database',
      (byKind.message ?? 0) + (byKind['error page'] ?? 0),
      1,
    ),
    exactly('(b) postgres: connection resets or hangs during the outage', (byKind.reset ?? 0) + (byKind.hang ?? 0), 0),
    exactly('(b) postgres: answers during the outage with no readable page or message', byKind['unclean answer'] ?? 0, 0),
    {
      name: '(b) postgres: served again without a restart',
      value: servesWithoutRestart ? 'yes' : 'no',
      target: 'yes',
      met: servesWithoutRestart,
    },
    reported(
      '(b) postgres: PostgreSQL back until a page and a booking were served, ms',
      back === null ? 'never' : Math.max(0, back - outageEnd),
    ),
    exactly('(b) postgres: requests not served after recovery', afterRecovery.filter((s) => s.kind !== 'served').length, 0),
    exactly('(b) postgres: bookings answered OK but not stored', await missingBookings(db, told), 0),
    exactly('(b) postgres: overbooked slots', ledger.overbookedSlots, 0),
  ];
}
