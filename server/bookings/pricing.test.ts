import { describe, expect, it } from 'vitest';
import { retreatPackage } from '#app/content/retreat.ts';
import { priceRetreat, priceStay } from './pricing.ts';
import { Refusal } from '../refusal.ts';

describe('priceStay', () => {
  it('charges 3420 rupees per adult per night', () => {
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 3 })).toEqual({ nights: 2, adults: 3, amountPaise: 2_052_000 });
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 1 }).amountPaise).toBe(342_000);
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 8 }).amountPaise).toBe(2_736_000);
  });

  it('rounds a partial day up to a whole night', () => {
    expect(priceStay({ checkIn: '2026-12-01T14:00', checkOut: '2026-12-02T10:00', adults: 1 }).nights).toBe(1);
    expect(priceStay({ checkIn: '2026-12-01T12:00', checkOut: '2026-12-03T13:00', adults: 2 })).toMatchObject({ nights: 3, amountPaise: 2_052_000 });
  });

  it('counts nights across month ends', () => {
    expect(priceStay({ checkIn: '2026-12-30', checkOut: '2027-01-02', adults: 1 }).nights).toBe(3);
  });

  it('refuses 0 or 9 adults and a check-out not after check-in', () => {
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 0 })).toThrow(Refusal);
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 9 })).toThrow(Refusal);
    expect(() => priceStay({ checkIn: '2026-12-02', checkOut: '2026-12-02', adults: 1 })).toThrow('Check-out date must be after check-in date');
    expect(() => priceStay({ checkIn: '2026-12-03', checkOut: '2026-12-02', adults: 1 })).toThrow(Refusal);
  });
});

describe('the longest stay', () => {
  it('books 30 nights for 8 adults, and refuses a 31st night', () => {
    expect(priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-31', adults: 8 }).amountPaise).toBe(82_080_000);
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '2027-01-01', adults: 1 })).toThrow('Stays of up to 30 nights can be booked here.');
    expect(() => priceStay({ checkIn: '2026-12-01', checkOut: '9999-12-31', adults: 1 })).toThrow(Refusal);
  });
});

describe('priceRetreat', () => {
  it('totals 21250 double and 23250 single for one guest', () => {
    expect(priceRetreat('double', 1).amountPaise).toBe(2_125_000);
    expect(priceRetreat('single', 1).amountPaise).toBe(2_325_000);
  });

  it('charges each guest sharing a double room: 42500 for two', () => {
    expect(priceRetreat('double', 2)).toMatchObject({ guests: 2, perPersonRupees: 21_250, totalRupees: 42_500, amountPaise: 4_250_000 });
  });

  it('refuses two guests in a single room, and no guest or three', () => {
    expect(() => priceRetreat('single', 2)).toThrow('Single occupancy is for one guest.');
    expect(() => priceRetreat('double', 3)).toThrow('Double occupancy is for 1 to 2 guests sharing a room.');
    expect(() => priceRetreat('double', 0)).toThrow(Refusal);
    expect(() => priceRetreat('double', 1.5)).toThrow(Refusal);
  });

  it('agrees with the totals the retreat page shows', () => {
    for (const option of retreatPackage.occupancies) expect(priceRetreat(option.id, 1).totalRupees).toBe(option.totalRupees);
  });
});
