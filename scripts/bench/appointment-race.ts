// The appointment race: many guests at once take the same therapy time, split between two processes
// that each have their own connection pool to one PostgreSQL database, against 2 qualified practitioners
// and 1 treatment room. Exactly one may get it; every other one is told the time is gone; nothing fails,
// and no practitioner or room ends up with two overlapping sessions. The takes go straight to the
// therapies engine (server/therapies/take.ts): it is what every page and checkout that books a time
// calls, and no rate limit or HTTP layer stands between. Run alone: `node scripts/bench/appointment-race.ts`.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { openDatabase } from '#server/db/client.ts';
import { appointments } from '#server/db/schema.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { createTherapyScene } from '#tests/support/therapies.ts';
import type { TakerAnswer } from './appointment-takers.ts';
import { freshDatabase } from './postgres.ts';

export interface AppointmentRaceOptions {
  requests: number;
  databaseUrl: string;
}

export interface AppointmentRaceResult {
  taken: number;
  /** Told the time is gone, in the guest's sentence. */
  refused: number;
  /** Refused with any other sentence, or failed. */
  errors: number;
  answers: Record<string, number>;
  /** Appointments stored for the time. */
  rows: number;
  /** Pairs of stored sessions of one practitioner or room that overlap. */
  overlaps: number;
}

const TIME_ZONE = 'Asia/Kolkata';

interface Taker {
  ready: Promise<void>;
  go(): void;
  answer: Promise<TakerAnswer>;
}

function startTaker(args: string[]): Taker {
  const child = spawn(process.execPath, ['scripts/bench/appointment-takers.ts', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let readied: () => void = () => {};
  const ready = new Promise<void>((resolve) => (readied = resolve));
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') readied();
    else lines.push(line);
  });
  const answer = new Promise<TakerAnswer>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = lines.at(-1);
      if (code === 0 && last) resolve(JSON.parse(last) as TakerAnswer);
      else reject(new Error(`A taker process ended with code ${code}: ${lines.join('\n')}`));
    });
  });
  return { ready, go: () => child.stdin.end('go\n'), answer };
}

export async function runAppointmentRace(options: AppointmentRaceOptions): Promise<AppointmentRaceResult> {
  const database = await freshDatabase('apptrace', options.databaseUrl);
  const handle = openDatabase({ url: database.url });
  try {
    await handle.migrate();
    const scene = await createTherapyScene(handle.db, { practitioners: 2, rooms: 1, durationMinutes: 60 });
    const startsAt = zonedInstant(addDays(todayIn(TIME_ZONE), 7), 10 * 60, TIME_ZONE);
    const half = Math.ceil(options.requests / 2);
    const takers = [half, options.requests - half].map((count) =>
      startTaker([database.url, scene.serviceId, startsAt.toISOString(), String(count), TIME_ZONE]),
    );
    await Promise.all(takers.map((taker) => taker.ready));
    for (const taker of takers) taker.go();
    const answers = await Promise.all(takers.map((taker) => taker.answer));

    const tally: Record<string, number> = {};
    let taken = 0;
    let refused = 0;
    for (const answer of answers) {
      taken += answer.taken;
      refused += answer.refusals[THERAPY_MESSAGES.timeGone] ?? 0;
      tally['taken'] = (tally['taken'] ?? 0) + answer.taken;
      for (const [message, count] of [...Object.entries(answer.refusals), ...Object.entries(answer.errors)]) {
        tally[message] = (tally[message] ?? 0) + count;
      }
    }
    const rows = await handle.db.select().from(appointments).where(eq(appointments.serviceId, scene.serviceId));
    let overlaps = 0;
    for (const [n, a] of rows.entries()) {
      for (const b of rows.slice(n + 1)) {
        const shared = a.practitionerId === b.practitionerId || (a.roomId !== null && a.roomId === b.roomId);
        if (shared && a.startsAt < b.busyUntil && b.startsAt < a.busyUntil) overlaps += 1;
      }
    }
    return { taken, refused, errors: options.requests - taken - refused, answers: tally, rows: rows.length, overlaps };
  } finally {
    await handle.close();
    await database.drop();
  }
}

if (import.meta.main) {
  const { POSTGRES_URL } = await import('./postgres.ts');
  console.log(await runAppointmentRace({ requests: 300, databaseUrl: POSTGRES_URL }));
}
