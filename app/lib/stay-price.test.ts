import { describe, expect, it } from 'vitest';
import { accommodationParagraphs } from '../content/editable/stay.ts';
import { stay } from '../content/stay.ts';
import { STAY_MESSAGES } from './schemas/stay.ts';
import {
  adultsByRoom,
  nightsDiffer,
  quoteStay,
  rateNote,
  rateText,
  type RoomRates,
  STAY_PRICE_MESSAGES,
  StayPriceError,
  summariseRates,
  WEEKEND_RATE_NAME,
} from './stay-price.ts';

const perAdult: RoomRates = {
  basis: 'adult',
  adultsPerRoom: 2,
  ratePaise: 342_000,
  includedAdults: 1,
  extraAdultPaise: 0,
  weekend: null,
  minNights: 1,
  periods: [],
};

// A room for up to three at ₹5,000 with two adults, ₹1,500 for the third.
const perRoom: RoomRates = {
  ...perAdult,
  basis: 'room',
  adultsPerRoom: 3,
  ratePaise: 500_000,
  includedAdults: 2,
  extraAdultPaise: 150_000,
};

// 2026-12-01 is a Tuesday; 2026-12-04 and 05 are Friday and Saturday nights.
describe('quoteStay', () => {
  it('prices a type priced per adult at the rate for every adult and night', () => {
    const quote = quoteStay(perAdult, { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 3 });
    expect(quote).toMatchObject({ nights: 2, adults: 3, rooms: 2, amountPaise: 342_000 * 3 * 2 });
    expect(quote.perNight).toEqual([
      { night: '2026-12-01', amountPaise: 342_000 * 3, rateName: null },
      { night: '2026-12-02', amountPaise: 342_000 * 3, rateName: null },
    ]);
    expect(nightsDiffer(quote)).toBe(false);
  });

  it('prices per room with the adults it includes and each extra adult, splitting the party evenly', () => {
    expect(quoteStay(perRoom, { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 2 }).amountPaise).toBe(500_000);
    expect(quoteStay(perRoom, { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 3 }).amountPaise).toBe(650_000);
    // Four adults take two rooms of two: no extra adult in either.
    expect(adultsByRoom(4, 3)).toEqual([2, 2]);
    expect(quoteStay(perRoom, { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 4 })).toMatchObject({
      rooms: 2,
      amountPaise: 1_000_000,
    });
    expect(quoteStay(perRoom, { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 7 })).toMatchObject({
      rooms: 3,
      amountPaise: 3 * 500_000 + 150_000,
    });
  });

  it('prices one night', () => {
    const quote = quoteStay(perAdult, { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 1 });
    expect(quote).toMatchObject({ nights: 1, amountPaise: 342_000 });
  });

  it('prices each night of a stay across a rate period’s boundary at its own rate', () => {
    const rates: RoomRates = {
      ...perRoom,
      periods: [{ name: 'Diwali week', firstNight: '2026-12-02', lastNight: '2026-12-03', ratePaise: 800_000, extraAdultPaise: 200_000 }],
    };
    const quote = quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-05', adults: 3 });
    expect(quote.perNight).toEqual([
      { night: '2026-12-01', amountPaise: 650_000, rateName: null },
      { night: '2026-12-02', amountPaise: 1_000_000, rateName: 'Diwali week' },
      { night: '2026-12-03', amountPaise: 1_000_000, rateName: 'Diwali week' },
      { night: '2026-12-04', amountPaise: 650_000, rateName: null },
    ]);
    expect(quote.amountPaise).toBe(3_300_000);
    expect(nightsDiffer(quote)).toBe(true);
  });

  it('prices Friday and Saturday nights at the weekend rate, and a period over the weekend at the period’s', () => {
    const rates: RoomRates = { ...perAdult, weekend: { ratePaise: 400_000, extraAdultPaise: 0 } };
    const quote = quoteStay(rates, { checkIn: '2026-12-03', checkOut: '2026-12-07', adults: 2 });
    expect(quote.perNight.map((each) => [each.night, each.amountPaise, each.rateName])).toEqual([
      ['2026-12-03', 684_000, null],
      ['2026-12-04', 800_000, WEEKEND_RATE_NAME],
      ['2026-12-05', 800_000, WEEKEND_RATE_NAME],
      ['2026-12-06', 684_000, null],
    ]);
    const season = {
      ...rates,
      periods: [{ name: 'Winter', firstNight: '2026-12-05', lastNight: '2026-12-05', ratePaise: 100_000, extraAdultPaise: 0 }],
    };
    expect(quoteStay(season, { checkIn: '2026-12-05', checkOut: '2026-12-06', adults: 2 }).perNight[0]).toMatchObject({
      amountPaise: 200_000,
      rateName: 'Winter',
    });
  });

  it('prices 30 nights and refuses a 31st', () => {
    const quote = quoteStay(perAdult, { checkIn: '2026-12-01', checkOut: '2026-12-31', adults: 8 });
    expect(quote).toMatchObject({ nights: 30, amountPaise: 342_000 * 8 * 30 });
    expect(quote.perNight.at(-1)?.night).toBe('2026-12-30');
    expect(() => quoteStay(perAdult, { checkIn: '2026-12-01', checkOut: '2027-01-01', adults: 1 })).toThrow(STAY_MESSAGES.tooLong);
  });

  it('refuses a stay shorter than the type’s minimum nights with a sentence naming it', () => {
    const rates = { ...perAdult, minNights: 3 };
    expect(() => quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 1 })).toThrow(StayPriceError);
    expect(() => quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 1 })).toThrow(STAY_PRICE_MESSAGES.minNights(3));
    expect(quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-04', adults: 1 }).nights).toBe(3);
  });
});

describe('summariseRates', () => {
  it('names the one rate when every type shares it, as the stay page always has', () => {
    const summary = summariseRates([perAdult, { ...perAdult, adultsPerRoom: 1 }])!;
    expect(rateText(summary)).toBe('₹3,420 per adult per night');
    expect(rateNote(summary)).toBe('Per adult per night, meals included');
    const paragraphs = accommodationParagraphs(stay.accommodation.paragraphs, rateText(summary));
    expect(paragraphs[1]).toMatch(/^The rate is ₹3,420 per adult per night and includes/);
  });

  it('says "from" the lowest rate any night has when the types or their nights differ', () => {
    const withWeekend = { ...perAdult, weekend: { ratePaise: 500_000, extraAdultPaise: 0 } };
    expect(rateText(summariseRates([perAdult, withWeekend])!)).toBe('from ₹3,420 per adult per night');
    const cheapSeason = {
      ...perAdult,
      periods: [{ name: 'Monsoon', firstNight: '2027-07-01', lastNight: '2027-08-31', ratePaise: 250_000, extraAdultPaise: 0 }],
    };
    expect(rateText(summariseRates([perAdult, cheapSeason])!)).toBe('from ₹2,500 per adult per night');
    // Per adult beside per room: the lowest night for one adult.
    expect(rateText(summariseRates([perAdult, perRoom])!)).toBe('from ₹3,420 per night');
    expect(summariseRates([])).toBeNull();
  });
});
