import { type Occupancy, type PricedRetreat, type RetreatQuote, retreatQuote, RetreatQuoteError } from '#app/lib/retreat-quote.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { FIRST_NIGHTLY_RATE_PAISE, quoteStay, type RoomRates, type StayPrice, StayPriceError } from '#app/lib/stay-price.ts';
import type { Database } from '../db/client.ts';
import { Refusal } from '../refusal.ts';
import { firstRoomTypeId, loadRoomRates } from '../rooms/rates.ts';

export type StayQuote = StayPrice;

/** The rates a new room type starts at (the first content): per adult, no weekend, no periods, one night or more. */
export const FIRST_CONTENT_RATES: RoomRates = {
  basis: 'adult',
  adultsPerRoom: 1,
  ratePaise: FIRST_NIGHTLY_RATE_PAISE,
  includedAdults: 1,
  extraAdultPaise: 0,
  weekend: null,
  minNights: 1,
  periods: [],
};

/**
 * A stay at a type's rates, night by night (app/lib/stay-price.ts); nights are the days between the dates,
 * rounded up, at least 1. A stay that cannot be priced is refused (400) with its sentence.
 */
export function priceStay(input: { checkIn: string; checkOut: string; adults: number }, rates: RoomRates = FIRST_CONTENT_RATES): StayQuote {
  try {
    return quoteStay(rates, input);
  } catch (error) {
    if (error instanceof StayPriceError) throw new Refusal(error.message, 400);
    throw error;
  }
}

/**
 * A stay in the room type chosen, at its rates in the database now; refuses a type that cannot be booked.
 * Before a type is chosen (a promo code's preview) the estate's first active type prices it.
 */
export async function priceRoomStay(
  db: Database,
  input: { checkIn: string; checkOut: string; adults: number; roomTypeId?: string | undefined },
): Promise<StayQuote> {
  const roomTypeId = input.roomTypeId ?? (await firstRoomTypeId(db));
  if (!roomTypeId) throw new Refusal(ROOM_MESSAGES.noRooms, 400);
  return priceStay(input, await loadRoomRates(db, roomTypeId));
}

export type { Occupancy };

/**
 * A retreat costs the programme per person plus the room for each of its nights, for each guest
 * (app/lib/retreat-quote.ts). The retreat is required, as the database holds it (retreats.ts): the server
 * never charges the content's figures in its place.
 */
export function priceRetreat(occupancy: Occupancy, guests: number, retreat: PricedRetreat): RetreatQuote {
  try {
    return retreatQuote(occupancy, guests, retreat);
  } catch (error) {
    if (error instanceof RetreatQuoteError) throw new Refusal(error.message, 400);
    throw error;
  }
}
