import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { PROMO_FORM_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { type PromoCodeInput, promoCodeSchema } from '#app/lib/schemas/admin/promo-code.ts';
import { listAudit } from '#server/audit/index.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { startOpen } from '#tests/support/paid-orders.ts';
import { uniqueCode } from '#tests/support/promo-codes.ts';
import { createPromoCode, findPromoCode, listCredits, listPromoCodes, removePromoCode, updatePromoCode } from './admin.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
openTestDatabase((opened) => (database = opened));

const input = (overrides: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: uniqueCode('ADMIN'),
  discountType: 'percent',
  percentOff: 10,
  amountRupees: undefined,
  validFrom: undefined,
  validUntil: undefined,
  maxUses: undefined,
  maxUsesPerEmail: undefined,
  appliesTo: ['stay', 'retreat'],
  active: true,
  ...overrides,
});

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) data.append(name, each);
  return data;
}

describe(`the Promo Codes screen (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the form: a percentage or rupees as chosen, dates in order, at least one use', () => {
    const ok = parseWithZod(form({ code: 'SPRING10', discountType: 'fixed', amountRupees: '500', appliesTo: 'stay', active: 'on' }), {
      schema: promoCodeSchema,
    });
    expect(ok).toMatchObject({ status: 'success', value: { code: 'SPRING10', amountRupees: 500, appliesTo: ['stay'], active: true } });
    const bad = parseWithZod(
      form({ code: 'a b', discountType: 'percent', percentOff: '', validFrom: '2027-02-01', validUntil: '2027-01-01' }),
      { schema: promoCodeSchema },
    );
    expect(bad.status).toBe('error');
    expect(bad.status === 'error' ? bad.error : null).toMatchObject({
      code: [PROMO_FORM_MESSAGES.codeShape],
      percentOff: [PROMO_FORM_MESSAGES.percentRequired],
      validUntil: [PROMO_FORM_MESSAGES.untilBeforeFrom],
      appliesTo: [PROMO_FORM_MESSAGES.appliesTo],
    });
  });

  it('creates, lists and edits a code, with its history', async () => {
    const created = await createPromoCode(database.db, actor, input({ code: 'Diwali25', percentOff: 25 }));
    const updated = await updatePromoCode(
      database.db,
      actor,
      created.id,
      input({ code: 'DIWALI25', discountType: 'fixed', amountRupees: 750 }),
    );
    expect(updated).toMatchObject({ code: 'DIWALI25', discountType: 'fixed', percentOff: null, amountPaise: 75_000, uses: 0 });
    expect((await listPromoCodes(database.db)).map((code) => code.code)).toContain('DIWALI25');
    expect((await listAudit(database.db, 'promo-code', created.id)).map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a code that exists in other letters with a sentence on the field', async () => {
    await createPromoCode(database.db, actor, input({ code: 'Monsoon' }));
    const refused = await createPromoCode(database.db, actor, input({ code: 'MONSOON' })).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      message: PROMO_CODE_MESSAGES.codeTaken('MONSOON'),
      fieldErrors: { code: [PROMO_CODE_MESSAGES.codeTaken('MONSOON')] },
    });
  });

  it('deletes a code nobody used, and deactivates one that has uses', async () => {
    const unused = await createPromoCode(database.db, actor, input());
    expect(await removePromoCode(database.db, actor, unused.id)).toEqual({ outcome: 'deleted', code: unused.code });
    expect(await findPromoCode(database.db, unused.id)).toBeNull();

    const used = await createPromoCode(database.db, actor, input());
    await startOpen(database.db, createDemoProvider({ secret: 'admin-test' }), {
      kind: 'retreat',
      occupancy: 'double',
      guests: 1,
      startDate: '2027-01-20',
      promoCode: used.code,
      customer: { name: 'Asha', email: 'asha.admin@example.org', phone: '+91 91234 56789' },
    });
    expect(await removePromoCode(database.db, actor, used.id)).toEqual({ outcome: 'deactivated', code: used.code });
    expect(await findPromoCode(database.db, used.id)).toMatchObject({ active: false, uses: 1 });
    expect(await listCredits(database.db)).toEqual([]);
  });
});
