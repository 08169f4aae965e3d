import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDayMonthYear, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { paymentOrders, promoCodes, promoRedemptions } from '#server/db/schema.ts';
import { type PaymentRequest } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { expireAbandonedOrders, markOrderFailed } from '#server/payments/unpaid.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { roomTypeId, startOpen } from '#tests/support/paid-orders.ts';
import { createPromoCode } from '#tests/support/promo-codes.ts';
import { refusal } from '#tests/support/refusal.ts';
import { discountFor, judgeCode, LEAST_CHARGE_PAISE } from './redeem.ts';

const SECRET = 'promo-test-secret';
const provider = createDemoProvider({ secret: SECRET });
const DOUBLE = retreatQuote('double', 1).amountPaise;
const today = todayIn(TIME_ZONE);
const start = addDays(today, 40);

let database: TestDatabase;
let guests = 0;
const guest = (email?: string) => ({
  name: 'Asha Rao',
  email: email ?? `promo.guest.${(guests += 1)}@example.org`,
  phone: '+91 91234 56789',
});

function retreat(promoCode: string | undefined, email?: string): Omit<Extract<PaymentRequest, { kind: 'retreat' }>, 'idempotencyKey'> {
  return { kind: 'retreat', occupancy: 'double', guests: 1, startDate: start, customer: guest(email), promoCode };
}

async function order(id: string) {
  const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row!;
}

async function uses(promoCodeId: string) {
  return database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoCodeId));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await setRoomCount(database.db, 1000);
});
afterAll(async () => {
  await database.close();
});

describe(`promo codes on payment orders (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('charges the list price less the percentage, whatever letters the guest types, and records the use', async () => {
    const code = await createPromoCode(database.db, { code: 'Spring10', percentOff: 10 });
    const started = await startOpen(database.db, provider, retreat(' spring10 '));
    const discount = Math.floor(DOUBLE / 10);
    expect(started.amountPaise).toBe(DOUBLE - discount);
    expect(await order(started.paymentOrderId)).toMatchObject({ amountPaise: DOUBLE - discount, discountPaise: discount });
    expect(await uses(code.id)).toMatchObject([{ paymentOrderId: started.paymentOrderId, discountPaise: discount, releasedAt: null }]);

    const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    expect(booking.price).toBe(priceText(DOUBLE - discount));
    expect(booking.notes).toContain(`Promo code: SPRING10 (−Rs ${(discount / 100).toLocaleString('en-IN')})`);
  });

  it('takes a fixed sum off a stay and says so in the booking’s notes', async () => {
    const code = await createPromoCode(database.db, { discountType: 'fixed', percentOff: null, amountPaise: 50_000, appliesTo: ['stay'] });
    const checkIn = addDays(today, 60);
    const started = await startOpen(database.db, provider, {
      kind: 'stay',
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      roomTypeId: await roomTypeId(database.db),
      promoCode: code.code,
      customer: guest(),
    });
    const list = (await order(started.paymentOrderId)).amountPaise + 50_000;
    expect(started.amountPaise).toBe(list - 50_000);
    const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    expect(booking.notes).toContain(`Promo code: ${code.code} (−Rs 500)`);
    expect(booking.notes).not.toContain('no discount');
  });

  it('refuses a code it cannot use with its one sentence, and stores no order', async () => {
    const before = (await database.db.select().from(paymentOrders)).length;
    const cases: [Partial<typeof promoCodes.$inferInsert> | null, string][] = [
      [null, PROMO_MESSAGES.unknown],
      [{ active: false }, PROMO_MESSAGES.inactive],
      [{ validUntil: addDays(today, -1) }, PROMO_MESSAGES.expired],
      [{ validFrom: addDays(today, 1) }, PROMO_MESSAGES.notYetValid(formatDayMonthYear(addDays(today, 1)))],
      [{ appliesTo: ['stay', 'event'] }, PROMO_MESSAGES.notFor('retreat')],
      [{ kind: 'credit', discountType: 'fixed', percentOff: null, amountPaise: 100_000, balancePaise: 0 }, PROMO_MESSAGES.usedUp],
    ];
    for (const [overrides, message] of cases) {
      const typed = overrides ? (await createPromoCode(database.db, overrides)).code : 'NOSUCHCODE';
      const refused = await refusal(startOpen(database.db, provider, retreat(typed)));
      expect(refused).toMatchObject({ status: 409, message });
    }
    expect(await database.db.select().from(paymentOrders)).toHaveLength(before);
  });

  it('counts uses in all and per e-mail (in any letters), and a failed or expired order gives its use back', async () => {
    const code = await createPromoCode(database.db, { maxUses: 2, maxUsesPerEmail: 1 });
    const first = await startOpen(database.db, provider, retreat(code.code, 'Twice@Example.org'));
    expect((await refusal(startOpen(database.db, provider, retreat(code.code, 'twice@example.org')))).message).toBe(
      PROMO_MESSAGES.usedByYou,
    );
    await startOpen(database.db, provider, retreat(code.code));
    expect((await refusal(startOpen(database.db, provider, retreat(code.code)))).message).toBe(PROMO_MESSAGES.usedUp);

    expect(await markOrderFailed(database.db, first.providerOrderId, 'declined')).toBe(true);
    expect((await uses(code.id)).filter((use) => use.releasedAt)).toHaveLength(1);
    const again = await startOpen(database.db, provider, retreat(code.code, 'twice@example.org'));
    expect((await order(again.paymentOrderId)).discountPaise).toBeGreaterThan(0);

    await expireAbandonedOrders(database.db, new Date(Date.now() + 25 * 3_600_000));
    expect((await uses(code.id)).every((use) => use.releasedAt)).toBe(true);
    await startOpen(database.db, provider, retreat(code.code));
  });

  it('never makes a booking free: a 100 % code leaves Re 1 to pay', async () => {
    const code = await createPromoCode(database.db, { percentOff: 100 });
    const started = await startOpen(database.db, provider, retreat(code.code));
    expect(started.amountPaise).toBe(LEAST_CHARGE_PAISE);
    expect(discountFor({ kind: 'promo', discountType: 'fixed', percentOff: null, amountPaise: 10_000, balancePaise: null }, 5_000)).toBe(
      4_900,
    );
  });

  it('spends a credit’s balance, gives it back when the order fails, and takes it again when paid late', async () => {
    const credit = await createPromoCode(database.db, {
      kind: 'credit',
      discountType: 'fixed',
      percentOff: null,
      amountPaise: 200_000,
      balancePaise: 200_000,
    });
    const balance = async () => (await database.db.select().from(promoCodes).where(eq(promoCodes.id, credit.id)))[0]!.balancePaise;
    const started = await startOpen(database.db, provider, retreat(credit.code));
    expect(started.amountPaise).toBe(DOUBLE - 200_000);
    expect(await balance()).toBe(0);

    await markOrderFailed(database.db, started.providerOrderId, 'declined');
    expect(await balance()).toBe(200_000);
    // The same payment arrives after all: the discount it was priced with is spent again.
    const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
    await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    expect(await balance()).toBe(0);
    expect((await uses(credit.id))[0]!.releasedAt).toBeNull();
  });

  it('previews a code without using it', async () => {
    const code = await createPromoCode(database.db, { maxUses: 1 });
    const judged = await judgeCode(database.db, { code: code.code.toLowerCase(), target: 'stay', listPaise: 100_000 });
    expect(judged).toMatchObject({ ok: true, discountPaise: 10_000 });
    expect(await uses(code.id)).toHaveLength(0);
  });
});
