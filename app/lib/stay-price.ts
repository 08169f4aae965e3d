import { stay } from '../content/stay.ts';
import { addDays } from './dates.ts';
import type { RateBasis } from './enums.ts';
import { formatRupees, rupeesToPaise } from './money.ts';
import { roomsNeeded } from './rooms.ts';
import { MAX_STAY_NIGHTS, nightsBetween, STAY_MESSAGES } from './schemas/stay.ts';

// The one price of a stay: a room type's rates applied night by night. A party is split into rooms by the
// type's adults per room (as evenly as it goes, so no room pays for an extra adult another room could
// have slept); each room costs the night's rate, which includes some adults, plus the extra-adult rate
// for each adult beyond them. A type priced per adult is the same rule with the rate for every adult.
// Pure: the server loads the rates, the stay page, the staff's screens and the checkout all price here.

/** A new room type's rate, per adult: the stay's figure in the estate's first content. */
export const FIRST_NIGHTLY_RATE_PAISE = rupeesToPaise(stay.nightlyRatePerAdultRupees);

/** What one night costs in a type, before who sleeps there. */
export interface NightRate {
  /** Per adult, or per room including `includedAdults`. */
  ratePaise: number;
  /** Each adult beyond the included ones (per room only). */
  extraAdultPaise: number;
}

/** A named run of nights (a season, "Diwali week") with its own rates; both ends are nights. */
export interface RatePeriod extends NightRate {
  name: string;
  firstNight: string;
  lastNight: string;
}

export interface RoomRates extends NightRate {
  basis: RateBasis;
  adultsPerRoom: number;
  includedAdults: number;
  /** Friday and Saturday nights, when set; a period's own rates win over them. */
  weekend: NightRate | null;
  minNights: number;
  periods: readonly RatePeriod[];
}

export interface NightPrice {
  night: string;
  amountPaise: number;
  /** Where the night's rate came from: a period's name, 'Weekend', or null for the usual rate. */
  rateName: string | null;
}

export interface StayPrice {
  nights: number;
  adults: number;
  rooms: number;
  amountPaise: number;
  perNight: NightPrice[];
}

export const WEEKEND_RATE_NAME = 'Weekend';

export const STAY_PRICE_MESSAGES = {
  minNights: (nights: number) => `This room needs a stay of at least ${nights} ${nights === 1 ? 'night' : 'nights'}.`,
} as const;

/** A stay that cannot be priced, with the sentence the guest or staff member reads. */
export class StayPriceError extends Error {}

/** Fri and Sat nights (a night is named by its date). */
export function isWeekendNight(night: string): boolean {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

function rateOfNight(rates: RoomRates, night: string): { rate: NightRate; rateName: string | null } {
  const period = rates.periods.find((each) => each.firstNight <= night && night <= each.lastNight);
  if (period) return { rate: period, rateName: period.name };
  if (rates.weekend && isWeekendNight(night)) return { rate: rates.weekend, rateName: WEEKEND_RATE_NAME };
  return { rate: rates, rateName: null };
}

/** The adults of each room, as evenly as they go: 5 adults in rooms of 4 sleep 3 and 2. */
export function adultsByRoom(adults: number, adultsPerRoom: number): number[] {
  const rooms = roomsNeeded(adults, adultsPerRoom);
  return Array.from({ length: rooms }, (_, index) => Math.floor(adults / rooms) + (index < adults % rooms ? 1 : 0));
}

/** One night of the whole party at one rate. */
export function priceNight(rates: Pick<RoomRates, 'basis' | 'adultsPerRoom' | 'includedAdults'>, rate: NightRate, adults: number): number {
  if (rates.basis === 'adult') return rate.ratePaise * adults;
  return adultsByRoom(adults, rates.adultsPerRoom).reduce(
    (sum, inRoom) => sum + rate.ratePaise + rate.extraAdultPaise * Math.max(0, inRoom - rates.includedAdults),
    0,
  );
}

/**
 * The stay's price night by night at these rates; throws StayPriceError for adults out of range, dates
 * in the wrong order, a stay longer than MAX_STAY_NIGHTS or shorter than the type's minimum.
 */
export function quoteStay(rates: RoomRates, input: { checkIn: string; checkOut: string; adults: number }): StayPrice {
  if (!Number.isInteger(input.adults) || input.adults < stay.minAdults || input.adults > stay.maxAdults) {
    throw new StayPriceError(STAY_MESSAGES.adults);
  }
  const nights = nightsBetween(input.checkIn, input.checkOut);
  if (!(nights > 0)) throw new StayPriceError(STAY_MESSAGES.checkOutAfterCheckIn);
  if (nights > MAX_STAY_NIGHTS) throw new StayPriceError(STAY_MESSAGES.tooLong);
  if (nights < rates.minNights) throw new StayPriceError(STAY_PRICE_MESSAGES.minNights(rates.minNights));
  const first = input.checkIn.slice(0, 10);
  const perNight = Array.from({ length: nights }, (_, index) => {
    const night = addDays(first, index);
    const { rate, rateName } = rateOfNight(rates, night);
    return { night, amountPaise: priceNight(rates, rate, input.adults), rateName };
  });
  return {
    nights,
    adults: input.adults,
    rooms: roomsNeeded(input.adults, rates.adultsPerRoom),
    amountPaise: perNight.reduce((sum, each) => sum + each.amountPaise, 0),
    perNight,
  };
}

/** True when some nights of the quote cost more or less than others: the stay page then lists them. */
export function nightsDiffer(price: Pick<StayPrice, 'perNight'>): boolean {
  return new Set(price.perNight.map((each) => each.amountPaise)).size > 1;
}

/** What the stay page says of the price before any dates: one figure, or the lowest of several ("from"). */
export interface RateSummary {
  paise: number;
  /** What the figure is for; null when the types are priced differently (a night for one adult). */
  basis: RateBasis | null;
  from: boolean;
}

const NIGHT_FOR = { adult: 'per adult per night', room: 'per room per night' } as const;

/**
 * The estate's price as one line: "₹3,420 per adult per night" when every type has the same single rate,
 * else "from" the lowest rate any night has; null when no type is for sale.
 */
export function summariseRates(all: readonly RoomRates[]): RateSummary | null {
  const first = all[0];
  if (!first) return null;
  const alike = all.every(
    (rates) =>
      rates.basis === first.basis &&
      rates.ratePaise === first.ratePaise &&
      (rates.basis === 'adult' || (rates.includedAdults === first.includedAdults && rates.extraAdultPaise === first.extraAdultPaise)) &&
      rates.weekend === null &&
      rates.periods.length === 0,
  );
  if (alike) return { paise: first.ratePaise, basis: first.basis, from: false };
  const basis = all.every((rates) => rates.basis === first.basis) ? first.basis : null;
  const lowest = (rates: RoomRates) => {
    const nightly = [rates, ...(rates.weekend ? [rates.weekend] : []), ...rates.periods];
    return Math.min(...nightly.map((rate) => (basis ? rate.ratePaise : priceNight(rates, rate, 1))));
  };
  return { paise: Math.min(...all.map(lowest)), basis, from: true };
}

/** "₹3,420 per adult per night", "from ₹2,500 per room per night", "from ₹2,500 per night". */
export function rateText(summary: RateSummary): string {
  const amount = `${summary.from ? 'from ' : ''}${formatRupees(summary.paise / 100)}`;
  return `${amount} ${summary.basis ? NIGHT_FOR[summary.basis] : 'per night'}`;
}

/** What the figure of rateText is for, as a note under it: "Per adult per night, meals included". */
export function rateNote(summary: RateSummary): string {
  const unit = summary.basis ? NIGHT_FOR[summary.basis] : 'per night';
  return `${unit.charAt(0).toUpperCase()}${unit.slice(1)}, meals included`;
}
