import { describe, expect, it } from 'vitest';
import { retreatPackage } from '#app/content/retreat.ts';
import { stay } from '#app/content/stay.ts';
import { perPersonRupees } from '#app/lib/retreat-quote.ts';
import { Refusal } from '../refusal.ts';
import { priceRetreat, priceStay } from './pricing.ts';

/** The stay's rate in paise for each adult and night, from the content's one figure. */
const NIGHT = stay.nightlyRatePerAdultRupees * 100;

describe('priceStay', () => {
  it('charges the nightly rate per adult per night', () => {
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 3 })).toMatchObject({
      nights: 2,
      adults: 3,
      amountPaise: NIGHT * 2 * 3,
    });
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 1 }).amountPaise).toBe(NIGHT);
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 8 }).amountPaise).toBe(NIGHT * 8);
  });

  it('rounds a partial day up to a whole night', () => {
    expect(priceStay({ checkIn: '2026-12-01T14:00', checkOut: '2026-12-02T10:00', adults: 1 }).nights).toBe(1);
    expect(priceStay({ checkIn: '2026-12-01T12:00', checkOut: '2026-12-03T13:00', adults: 2 })).toMatchObject({
      nights: 3,
      amountPaise: NIGHT * 3 * 2,
    });
  });

  it('counts nights across month ends', () => {
    expect(priceStay({ checkIn: '2026-12-30', checkOut: '2027-01-02', adults: 1 }).nights).toBe(3);
  });

  it('refuses 0 or 9 adults and a check-out not after check-in', () => {
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 0 })).toThrow(Refusal);
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 9 })).toThrow(Refusal);
    expect(() => priceStay({ checkIn: '2026-12-02', checkOut: '2026-12-02', adults: 1 })).toThrow(
      'Check-out date must be after check-in date',
    );
    expect(() => priceStay({ checkIn: '2026-12-03', checkOut: '2026-12-02', adults: 1 })).toThrow(Refusal);
  });
});

describe('the longest stay', () => {
  it('books 30 nights for 8 adults, and refuses a 31st night', () => {
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-31', adults: 8 }).amountPaise).toBe(NIGHT * 30 * 8);
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2027-01-01', adults: 1 })).toThrow(
      'Stays of up to 30 nights can be booked here.',
    );
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '9999-12-31', adults: 1 })).toThrow(Refusal);
  });
});

// The expected prices are worked out here from the content's figures, so changing a price in
// app/content/retreat.ts changes them too, while a wrong sum in the code still fails.
const { programmeRupees, nights } = retreatPackage;
const nightly = (id: string) => retreatPackage.occupancies.find((option) => option.id === id)!.nightlyRupees;
const perPerson = (id: string) => programmeRupees + nightly(id) * nights;

describe('priceRetreat', () => {
  it('charges the programme plus the room for every night, for one guest', () => {
    expect(priceRetreat('double', 1, retreatPackage).amountPaise).toBe(perPerson('double') * 100);
    expect(priceRetreat('single', 1, retreatPackage).amountPaise).toBe(perPerson('single') * 100);
    expect(priceRetreat('single', 1, retreatPackage).amountPaise).toBeGreaterThan(priceRetreat('double', 1, retreatPackage).amountPaise);
  });

  it('charges each guest sharing a double room', () => {
    const each = perPerson('double');
    expect(priceRetreat('double', 2, retreatPackage)).toMatchObject({
      guests: 2,
      perPersonRupees: each,
      totalRupees: 2 * each,
      amountPaise: 2 * each * 100,
    });
  });

  it('refuses two guests in a single room, and no guest or three', () => {
    expect(() => priceRetreat('single', 2, retreatPackage)).toThrow('Single occupancy is for one guest.');
    expect(() => priceRetreat('double', 3, retreatPackage)).toThrow('Double occupancy is for 1 to 2 guests sharing a room.');
    expect(() => priceRetreat('double', 0, retreatPackage)).toThrow(Refusal);
    expect(() => priceRetreat('double', 1.5, retreatPackage)).toThrow(Refusal);
  });

  it('agrees with the per-person prices the retreat page shows', () => {
    for (const option of retreatPackage.occupancies)
      expect(priceRetreat(option.id, 1, retreatPackage).totalRupees).toBe(perPersonRupees(option));
  });
});
