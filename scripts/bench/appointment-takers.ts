// One of the two processes of the appointment race: its own connection pool to the race's database,
// taking the same time for many guests at once through the therapies engine, from the moment the race
// says go. Prints what each take came to, as JSON, on its last line. Started by appointment-race.ts.
import readline from 'node:readline';
import { openDatabase } from '#server/db/client.ts';
import { Refusal } from '#server/refusal.ts';
import { takeAppointment } from '#server/therapies/take.ts';

export interface TakerAnswer {
  taken: number;
  /** Refusals by their sentence. */
  refusals: Record<string, number>;
  /** Anything else thrown, by message: each one is an error of the engine. */
  errors: Record<string, number>;
}

const [databaseUrl, serviceId, startsAtIso, countText, timeZone] = process.argv.slice(2) as [string, string, string, string, string];
const handle = openDatabase({ url: databaseUrl });
// Connections opened before the start, so the race measures the takes and not the pool's warm-up.
await handle.ping();

const lines = readline.createInterface({ input: process.stdin });
console.log('ready');
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();

const answer: TakerAnswer = { taken: 0, refusals: {}, errors: {} };
await Promise.all(
  Array.from({ length: Number(countText) }, async () => {
    try {
      await takeAppointment(handle.db, {
        serviceId,
        startsAt: new Date(startsAtIso),
        leadMinutes: 120,
        holder: { status: 'booked', bookingId: null },
        timeZone,
      });
      answer.taken += 1;
    } catch (error) {
      const tally = error instanceof Refusal ? answer.refusals : answer.errors;
      const key = error instanceof Error ? error.message : String(error);
      tally[key] = (tally[key] ?? 0) + 1;
    }
  }),
);
await handle.close();
console.log(JSON.stringify(answer));
