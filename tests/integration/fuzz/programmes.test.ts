import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningBatches, learningProgrammes, retreatDepartures, retreats } from '#server/db/schema.ts';
import { seedLearningIfNew, seedRetreatsIfNew } from '#server/first-content.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileText } from './hostile.ts';

// The Learning and Retreats screens with hostile forms, signed in as an administrator: never a server
// error, never a programme, batch, retreat or departure the rules forbid, and the public pages still
// render whatever was stored.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
const programmeIds: string[] = [];
const batchIds: string[] = [];
const retreatIds: string[] = [];
const departureIds: string[] = [];

const PROGRAMME = {
  title: 'Fuzz Teacher Training',
  slug: 'fuzz-training',
  summary: 'Two weeks.',
  highlights: 'Daily practice\nTeaching practice',
  sortOrder: '5',
  active: 'on',
};
const BATCH = { startDate: '2030-02-01', endDate: '2030-02-14', feeRupees: '40000', seats: '12' };

const RETREAT = {
  title: 'Fuzz Retreat',
  slug: 'fuzz-retreat',
  summary: 'Four quiet days.',
  cardText: 'Quiet days.',
  description: 'Silence.\n\nWalks.',
  nights: '4',
  programmeRupees: '30000',
  doubleRupees: '2000',
  singleRupees: '3000',
  itinerary: 'Arrive\n12:00 PM | Check-in\n\nLeave\n11:00 AM | Check-out',
  instructors: 'Meera Nair | Yoga teacher | Patient.',
  highlights: 'Silence',
  facilities: 'Yoga hall',
  inclusions: 'Meals',
  exclusions: 'Travel',
  photo: '',
  active: 'on',
};
const DEPARTURE = { startDate: '2030-03-01', places: '8' };

/** Rows the screen's rules forbid: no highlights or too many, a short name that is not one. */
const badProgrammes = sql`
  select id from learning_programmes where jsonb_array_length(highlights) not between 1 and 12
    or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or length(title) > 200`;
/** Retreats the form's rules forbid: no itinerary or more days than the nights allow, a bad slug, no rates. */
const badRetreats = sql`
  select id from retreats where jsonb_array_length(itinerary) not between 1 and nights + 1
    or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or length(title) > 200 or jsonb_array_length(occupancies) <> 2`;

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'programmes');
  cookie = await signInAdmin(app);
  await seedLearningIfNew(app.database.db);
  programmeIds.push(...(await app.database.db.select({ id: learningProgrammes.id }).from(learningProgrammes)).map((row) => row.id));
  batchIds.push(...(await app.database.db.select({ id: learningBatches.id }).from(learningBatches)).map((row) => row.id));
  await seedRetreatsIfNew(app.database.db);
  retreatIds.push(...(await app.database.db.select({ id: retreats.id }).from(retreats)).map((row) => row.id));
  expect(
    (
      await fuzz.send({
        path: '/admin/retreats',
        ...encodeForm({ ...DEPARTURE, intent: 'add-departure', id: retreatIds[0]! }, 'urlencoded'),
        headers: { cookie },
      })
    ).status,
  ).toBeLessThan(400);
  departureIds.push(...(await app.database.db.select({ id: retreatDepartures.id }).from(retreatDepartures)).map((row) => row.id));
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

/** An id of a record that exists, of none, or no id at all. */
const id = (known: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: fc.uuid(), weight: 1 }, { arbitrary: hostileText, weight: 1 });

describe('the programme screens take any input without a server error', { timeout: timeout() }, () => {
  it('learning programmes and batches: create, update and delete', async () => {
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

  it('retreats and departures: create, update, delete, add and remove', async () => {
    const retreatForm = fc
      .tuple(fc.constantFrom('create', 'update', 'update', 'delete'), id(retreatIds))
      .chain(([intent, record]) => hostileForm({ ...RETREAT, intent, id: record }));
    const departureForm = fc
      .tuple(fc.constantFrom('add-departure', 'remove-departure'), id(retreatIds), id(departureIds))
      .chain(([intent, retreat, departure]) => hostileForm({ ...DEPARTURE, intent, id: intent === 'add-departure' ? retreat : departure }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(retreatForm, departureForm), encoding, async (fields, how) => {
        await fuzz.check({ path: '/admin/retreats', ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(200) },
    );
    expect((await fuzz.check({ method: 'GET', path: '/admin/retreats', document: true, headers: { cookie } })).status).toBe(200);
    expect((await fuzz.check({ method: 'GET', path: '/rejuvenation', document: true })).status).toBe(200);
    await fuzz.expectNoBadRows('retreats', badRetreats);
  });
});
