import { formatRupees } from './money.ts';

// How the retreat's figures make its prices (the programme per person plus the room's nightly rate for
// each night) and how a total reads. The content (app/content/retreat.ts) holds only the figures and builds its price sentence
// from here; retreat-quote.ts prices a booking from here. This module imports no content, so both can.

export interface RetreatFigures {
  /** The programme's fee for each guest. */
  programmeRupees: number;
  nights: number;
}

export interface OccupancyFigures {
  label: string;
  /** The room's rate for one night, paid by each guest. */
  nightlyRupees: number;
}

export interface OccupancyPrice {
  /** The room for all the retreat's nights. */
  stayRupees: number;
  /** What each guest pays: the programme plus the stay. */
  perPersonRupees: number;
}

export function occupancyPrice(retreat: RetreatFigures, option: Pick<OccupancyFigures, 'nightlyRupees'>): OccupancyPrice {
  const stayRupees = option.nightlyRupees * retreat.nights;
  return { stayRupees, perPersonRupees: retreat.programmeRupees + stayRupees };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** 'The programme fee is ₹16,250 per person, and your room is added for the two nights: ₹5,000 in double occupancy (₹2,500 a night) for a total of ₹21,250, or …' */
export function retreatPriceSentence(retreat: RetreatFigures, options: readonly OccupancyFigures[]): string {
  const rooms = options.map((option) => {
    const price = occupancyPrice(retreat, option);
    return `${formatRupees(price.stayRupees)} in ${option.label.toLowerCase()} (${formatRupees(option.nightlyRupees)} a night) for a total of ${formatRupees(price.perPersonRupees)}`;
  });
  return `The programme fee is ${formatRupees(retreat.programmeRupees)} per person, and your room is added for the ${inWords(retreat.nights)} nights: ${rooms.join(', or ')}.`;
}

export const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** '₹21,250 × 2 guests = ₹42,500', or '₹23,250 for 1 guest'. */
export function retreatBreakdown(quote: { guests: number; perPersonRupees: number; totalRupees: number }): string {
  return quote.guests === 1
    ? `${formatRupees(quote.perPersonRupees)} for 1 guest`
    : `${formatRupees(quote.perPersonRupees)} × ${guestsText(quote.guests)} = ${formatRupees(quote.totalRupees)}`;
}
