import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '#server/db/schema.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileText, jsonBody } from './hostile.ts';

// The Promo Codes screen with hostile forms, signed in as an administrator, and the
// checkout's promo quote with hostile bodies: never a server error, never a row the rules forbid.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
const ids: string[] = [];

const VALID = {
  code: 'FUZZ10',
  discountType: 'percent',
  percentOff: '10',
  amountRupees: '500',
  validFrom: '2027-01-01',
  validUntil: '2027-12-31',
  maxUses: '5',
  maxUsesPerEmail: '1',
  appliesTo: ['stay', 'retreat'],
  active: 'on',
};

/** Codes the screen's rules forbid: a duplicate in other letters, a discount of neither kind, dates out of order. */
const badPromoCodes = sql`
  select id from promo_codes p where kind = 'promo' and (
    (discount_type = 'percent' and percent_off is null) or (discount_type = 'fixed' and amount_paise is null)
    or valid_until < valid_from or cardinality(applies_to) = 0
    or not applies_to <@ array['stay', 'retreat', 'event']
    or exists (select 1 from promo_codes q where q.id <> p.id and upper(q.code) = upper(p.code)))`;

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'promo-codes');
  cookie = await signInAdmin(app);
  const created = await fuzz.send({
    path: '/admin/promo-codes',
    ...encodeForm({ ...VALID, intent: 'create' }, 'multipart'),
    headers: { cookie },
  });
  expect(created.status).toBe(200);
  ids.push(...(await app.database.db.select({ id: promoCodes.id }).from(promoCodes)).map((row) => row.id));
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

describe('promo codes take any input without a server error', { timeout: timeout() }, () => {
  it('the Promo Codes screen: create, update and delete', async () => {
    const id = fc.oneof(
      { arbitrary: fc.constantFrom(...ids), weight: 3 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: hostileText, weight: 1 },
    );
    const intent = fc.oneof({ arbitrary: fc.constantFrom('create', 'update'), weight: 7 }, { arbitrary: fc.constant('delete'), weight: 1 });
    const form = fc.tuple(intent, id).chain(([chosen, record]) => hostileForm({ ...VALID, intent: chosen, id: record }));
    await fc.assert(
      fc.asyncProperty(form, encoding, async (fields, how) => {
        await fuzz.check({ path: '/admin/promo-codes', ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(300) },
    );
    expect((await fuzz.check({ method: 'GET', path: '/admin/promo-codes', document: true, headers: { cookie } })).status).toBe(200);
    await fuzz.expectNoBadRows('promo_codes', badPromoCodes);
  });

  it('the checkout’s promo quote', async () => {
    const stay = jsonBody({
      kind: 'stay',
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
      adults: 2,
      promoCode: 'FUZZ10',
      email: 'a@example.org',
    });
    const retreat = jsonBody({ kind: 'retreat', occupancy: 'double', guests: 1, promoCode: 'fuzz10' });
    const event = jsonBody({ kind: 'event', eventId: crypto.randomUUID(), promoCode: 'FUZZ10' });
    await fc.assert(
      fc.asyncProperty(fc.oneof(stay, retreat, event), async (body) => {
        await fuzz.check({ path: '/api/payments/promo', resource: true, method: 'POST', body, contentType: 'application/json' });
      }),
      { numRuns: runs(300) },
    );
  });
});
