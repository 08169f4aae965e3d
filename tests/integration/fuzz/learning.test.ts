import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningBatches, learningProgrammes } from '#server/db/schema.ts';
import { seedLearningIfNew } from '#server/first-content.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileText } from './hostile.ts';

// The Learning screen with hostile forms, signed in as an administrator: never a server error, never a
// programme or batch the rules forbid, and /learning still renders whatever was stored.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
const programmeIds: string[] = [];
const batchIds: string[] = [];

const PROGRAMME = {
  title: 'Fuzz Teacher Training',
  slug: 'fuzz-training',
  summary: 'Two weeks.',
  highlights: 'Daily practice\nTeaching practice',
  sortOrder: '5',
  active: 'on',
};
const BATCH = { startDate: '2030-02-01', endDate: '2030-02-14', feeRupees: '40000', seats: '12' };

/** Rows the screen's rules forbid: no highlights or too many, a short name that is not one. */
const badProgrammes = sql`
  select id from learning_programmes where jsonb_array_length(highlights) not between 1 and 12
    or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or length(title) > 200`;

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'learning');
  cookie = await signInAdmin(app);
  await seedLearningIfNew(app.database.db);
  programmeIds.push(...(await app.database.db.select({ id: learningProgrammes.id }).from(learningProgrammes)).map((row) => row.id));
  batchIds.push(...(await app.database.db.select({ id: learningBatches.id }).from(learningBatches)).map((row) => row.id));
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

describe('the Learning screen takes any input without a server error', { timeout: timeout() }, () => {
  it('programmes and batches: create, update and delete', async () => {
    const id = (known: string[]) =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...known), weight: 3 },
        { arbitrary: fc.uuid(), weight: 1 },
        { arbitrary: hostileText, weight: 1 },
      );
    const programmeForm = fc
      .tuple(fc.constantFrom('create', 'update', 'update', 'delete'), id(programmeIds))
      .chain(([intent, record]) => hostileForm({ ...PROGRAMME, intent, id: record }));
    const batchForm = fc
      .tuple(fc.constantFrom('add-batch', 'update-batch', 'delete-batch'), id(programmeIds), id(batchIds))
      .chain(([intent, programme, batch]) => hostileForm({ ...BATCH, intent, programmeId: programme, id: batch }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(programmeForm, batchForm), encoding, async (fields, how) => {
        await fuzz.check({ path: '/admin/learning', ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(200) },
    );
    expect((await fuzz.check({ method: 'GET', path: '/admin/learning', document: true, headers: { cookie } })).status).toBe(200);
    expect((await fuzz.check({ method: 'GET', path: '/learning', document: true })).status).toBe(200);
    await fuzz.expectNoBadRows('learning_programmes', badProgrammes);
  });
});
