import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stay } from '#app/content/stay.ts';
import { PROMO_MESSAGES, promoLine } from '#app/lib/promo.ts';
import { PROMO_QUOTE_MESSAGES } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent } from '#tests/support/factories.ts';
import { createPromoCode } from '#tests/support/promo-codes.ts';
import { quotePromo } from './quote.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the promo quote a checkout shows before paying', () => {
  it('prices what is booked as the order does and takes the code’s discount off it', async () => {
    const code = await createPromoCode(database.db, { code: 'Quote15', percentOff: 15 });
    const stayList = stay.nightlyRatePerAdultRupees * 100 * 2 * 2;
    expect(
      await quotePromo(database.db, { kind: 'stay', checkIn: '2027-03-01', checkOut: '2027-03-03', adults: 2, promoCode: 'quote15' }),
    ).toEqual({
      ok: true,
      code: code.code,
      line: promoLine(code.code, stayList * 0.15),
      listPaise: stayList,
      discountPaise: stayList * 0.15,
      amountPaise: stayList * 0.85,
    });
    const retreatList = retreatQuote('single', 1).amountPaise;
    expect(await quotePromo(database.db, { kind: 'retreat', occupancy: 'single', guests: 1, promoCode: code.code })).toMatchObject({
      ok: true,
      listPaise: retreatList,
      amountPaise: retreatList - Math.floor(retreatList * 0.15),
    });
  });

  it('prices an online event from its price in rupees, and refuses one paid at the estate', async () => {
    const code = await createPromoCode(database.db, { discountType: 'fixed', percentOff: null, amountPaise: 10_000, appliesTo: ['event'] });
    const online = await createEvent(database.db, { paymentMode: 'online', pricePaise: 50_000 });
    expect(await quotePromo(database.db, { kind: 'event', eventId: online.id, promoCode: code.code })).toMatchObject({
      ok: true,
      amountPaise: 40_000,
    });
    const atEstate = await createEvent(database.db);
    await expect(quotePromo(database.db, { kind: 'event', eventId: atEstate.id, promoCode: code.code })).rejects.toMatchObject({
      status: 400,
      message: PROMO_QUOTE_MESSAGES.booking,
    });
  });

  it('answers the code’s sentence and the full price for a code that cannot be used', async () => {
    const code = await createPromoCode(database.db, { appliesTo: ['stay'], maxUsesPerEmail: 0 });
    const retreatList = retreatQuote('double', 1).amountPaise;
    expect(await quotePromo(database.db, { kind: 'retreat', occupancy: 'double', guests: 1, promoCode: code.code })).toEqual({
      ok: false,
      error: PROMO_MESSAGES.notFor('retreat'),
      listPaise: retreatList,
      amountPaise: retreatList,
    });
    expect(
      await quotePromo(database.db, {
        kind: 'stay',
        checkIn: '2027-03-01',
        checkOut: '2027-03-02',
        adults: 1,
        promoCode: code.code,
        email: 'a@example.org',
      }),
    ).toMatchObject({ ok: false, error: PROMO_MESSAGES.usedByYou });
  });
});
