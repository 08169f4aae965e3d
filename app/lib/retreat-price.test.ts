import { describe, expect, it } from 'vitest';
import { occupancyPrice, retreatPriceSentence } from './retreat-price.ts';

// Figures of the test's own, so the arithmetic and the words are checked whatever the content charges.
const figures = { programmeRupees: 16250, nights: 2 };
const rooms = [
  { label: 'Double occupancy', nightlyRupees: 2500 },
  { label: 'Single occupancy', nightlyRupees: 3500 },
];

describe('occupancyPrice', () => {
  it('adds the room for every night to the programme', () => {
    expect(occupancyPrice(figures, rooms[0]!)).toEqual({ stayRupees: 5000, perPersonRupees: 21250 });
    expect(occupancyPrice({ programmeRupees: 1000, nights: 3 }, { nightlyRupees: 700 })).toEqual({
      stayRupees: 2100,
      perPersonRupees: 3100,
    });
  });
});

describe('retreatPriceSentence', () => {
  it('says every figure and total, built from the figures', () => {
    expect(retreatPriceSentence(figures, rooms)).toBe(
      'The programme fee is ₹16,250 per person, and your room is added for the two nights: ₹5,000 in double occupancy (₹2,500 a night) for a total of ₹21,250, or ₹7,000 in single occupancy (₹3,500 a night) for a total of ₹23,250.',
    );
    expect(retreatPriceSentence({ programmeRupees: 9000, nights: 3 }, [{ label: 'Single occupancy', nightlyRupees: 1000 }])).toBe(
      'The programme fee is ₹9,000 per person, and your room is added for the three nights: ₹3,000 in single occupancy (₹1,000 a night) for a total of ₹12,000.',
    );
  });
});
