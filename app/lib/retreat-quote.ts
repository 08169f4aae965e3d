import { retreatPackage } from '../content/retreat.ts';
import type { Occupancy as OccupancyOption } from '../content/types.ts';
import { rupeesToPaise } from './money.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { occupancyPrice, type RetreatFigures } from './retreat-price.ts';

export { guestsText, retreatBreakdown } from './retreat-price.ts';

// A retreat's price for a choice of occupancy and guests: the dialog shows it and the server charges
// it, both from this one function (the programme per person plus the room for each of its nights). The
// server passes the retreat as its database holds it; the first retreat's content is the default.

/** What prices a retreat: its figures and its rooms. */
export type PricedRetreat = RetreatFigures & { occupancies: readonly OccupancyOption[] };

export type Occupancy = OccupancyOption['id'];

export interface RetreatQuote {
  occupancy: Occupancy;
  label: string;
  guests: number;
  perPersonRupees: number;
  totalRupees: number;
  amountPaise: number;
}

export class RetreatQuoteError extends Error {}

/** The most guests any room of the retreat takes: what the dialog offers and the forms accept. */
export const MAX_RETREAT_GUESTS = Math.max(...retreatPackage.occupancies.map((option) => option.maxGuests));

export const RETREAT_QUOTE_MESSAGES = {
  occupancy: PAYMENT_MESSAGES.invalidPackage,
  guests: (label: string, maxGuests: number) =>
    maxGuests === 1 ? `${label} is for one guest.` : `${label} is for 1 to ${maxGuests} guests sharing a room.`,
  occupancyChoice: 'Please choose double or single occupancy.',
  startDate: 'Please choose a start date for the retreat.',
  /** A number of guests no room of the retreat takes. */
  guestCount: `Please choose ${MAX_RETREAT_GUESTS === 2 ? '1 or 2' : `1 to ${MAX_RETREAT_GUESTS}`} guests.`,
} as const;

/** 1 up to MAX_RETREAT_GUESTS, as the guests' choices read: '1 guest', '2 guests sharing a room'. */
export const retreatGuestOptions = Array.from({ length: MAX_RETREAT_GUESTS }, (_, index) => {
  const count = index + 1;
  return { value: String(count), label: count === 1 ? '1 guest' : `${count} guests sharing a room` };
});

export function retreatOccupancy(occupancy: string, retreat: PricedRetreat = retreatPackage): OccupancyOption | undefined {
  return retreat.occupancies.find((option) => option.id === occupancy);
}

/** The per-person price of an occupancy: the programme plus that room's nights. */
export function perPersonRupees(option: OccupancyOption, retreat: RetreatFigures = retreatPackage): number {
  return occupancyPrice(retreat, option).perPersonRupees;
}

/** The room of an occupancy for all the retreat's nights. */
export function stayRupees(option: OccupancyOption, retreat: RetreatFigures = retreatPackage): number {
  return occupancyPrice(retreat, option).stayRupees;
}

export function retreatQuote(occupancy: string, guests: number, retreat: PricedRetreat = retreatPackage): RetreatQuote {
  const option = retreatOccupancy(occupancy, retreat);
  if (!option) throw new RetreatQuoteError(RETREAT_QUOTE_MESSAGES.occupancy);
  if (!Number.isInteger(guests) || guests < 1 || guests > option.maxGuests) {
    throw new RetreatQuoteError(RETREAT_QUOTE_MESSAGES.guests(option.label, option.maxGuests));
  }
  const perPerson = perPersonRupees(option, retreat);
  const totalRupees = perPerson * guests;
  return {
    occupancy: option.id,
    label: option.label,
    guests,
    perPersonRupees: perPerson,
    totalRupees,
    amountPaise: rupeesToPaise(totalRupees),
  };
}
