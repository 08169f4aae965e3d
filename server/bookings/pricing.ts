import { stay } from '#app/content/stay.ts';
import { rupeesToPaise } from '#app/lib/money.ts';
import { type Occupancy, type PricedRetreat, type RetreatQuote, retreatQuote, RetreatQuoteError } from '#app/lib/retreat-quote.ts';
import { MAX_STAY_NIGHTS, nightsBetween, STAY_MESSAGES } from '#app/lib/schemas/stay.ts';
import { Refusal } from '../refusal.ts';

export interface StayQuote {
  nights: number;
  adults: number;
  amountPaise: number;
}

/** A stay costs rate × nights × adults; nights are the days between the dates, rounded up, at least 1. */
export function priceStay(input: { checkIn: string; checkOut: string; adults: number }): StayQuote {
  if (!Number.isInteger(input.adults) || input.adults < stay.minAdults || input.adults > stay.maxAdults) {
    throw new Refusal(STAY_MESSAGES.adults, 400);
  }
  const nights = nightsBetween(input.checkIn, input.checkOut);
  if (!(nights > 0)) throw new Refusal(STAY_MESSAGES.checkOutAfterCheckIn, 400);
  if (nights > MAX_STAY_NIGHTS) throw new Refusal(STAY_MESSAGES.tooLong, 400);
  return { nights, adults: input.adults, amountPaise: rupeesToPaise(stay.nightlyRatePerAdultRupees) * nights * input.adults };
}

export type { Occupancy };

/**
 * A retreat costs the programme per person plus the room for each of its nights, for each guest
 * (app/lib/retreat-quote.ts); bookings pass the retreat as the database holds it (retreats.ts).
 */
export function priceRetreat(occupancy: Occupancy, guests: number, retreat?: PricedRetreat): RetreatQuote {
  try {
    return retreatQuote(occupancy, guests, retreat);
  } catch (error) {
    if (error instanceof RetreatQuoteError) throw new Refusal(error.message, 400);
    throw error;
  }
}
