import { isIsoDate } from '#app/lib/dates.ts';
import { rateBases } from '#app/lib/enums.ts';
import { ROOM_REFUSAL_MESSAGES } from '../../admin/room-messages.ts';
import { MAX_STAY_NIGHTS } from '../stay.ts';
import { z } from '../z.ts';
import { type FieldText, requiredString, wholeNumber } from './record.ts';

// The owner's forms for a room type's price (app/lib/stay-price.ts): its rates, and its rate periods.
// Amounts are typed in whole rupees and stored in paise.

/** More than any night of a room here costs: a typing slip. */
export const MAX_NIGHTLY_RUPEES = 1_000_000;

export const RATE_BASIS_LABELS = { adult: 'Per adult', room: 'Per room, with adults included' } as const;

export const ROOM_RATE_FIELDS = {
  rateBasis: { label: 'Priced', hint: 'Per adult: the rate for every adult. Per room: the rate includes some adults.' },
  nightlyRateRupees: { label: 'Nightly rate (₹)', hint: 'Per adult, or per room.' },
  includedAdults: { label: 'Adults included', hint: 'Per room only: adults the room rate includes.' },
  extraAdultRupees: { label: 'Extra adult (₹)', hint: 'Per room only: each adult beyond those included, per night.' },
  weekendRateRupees: { label: 'Weekend rate (₹)', hint: 'Friday and Saturday nights. Blank: the nightly rate.' },
  weekendExtraAdultRupees: { label: 'Weekend extra adult (₹)', hint: 'Blank: the extra-adult rate.' },
  minNights: { label: 'Minimum nights', hint: `1 to ${MAX_STAY_NIGHTS}.` },
} as const satisfies Record<string, FieldText>;

export const RATE_PERIOD_FIELDS = {
  name: { label: 'Period name', hint: 'A season or named dates, e.g. Diwali week.' },
  firstNight: { label: 'First night' },
  lastNight: { label: 'Last night' },
  nightlyRateRupees: { label: 'Period nightly rate (₹)' },
  extraAdultRupees: { label: 'Period extra adult (₹)' },
} as const satisfies Record<string, FieldText>;

const rupees = (label: string) => wholeNumber(label, 0, MAX_NIGHTLY_RUPEES);

export const roomRatesSchema = z.object({
  rateBasis: z.enum(rateBases, { error: 'Please choose per adult or per room.' }),
  nightlyRateRupees: rupees(ROOM_RATE_FIELDS.nightlyRateRupees.label),
  includedAdults: wholeNumber(ROOM_RATE_FIELDS.includedAdults.label, 1, 4).default(1),
  extraAdultRupees: rupees(ROOM_RATE_FIELDS.extraAdultRupees.label).default(0),
  weekendRateRupees: rupees(ROOM_RATE_FIELDS.weekendRateRupees.label).optional(),
  weekendExtraAdultRupees: rupees(ROOM_RATE_FIELDS.weekendExtraAdultRupees.label).optional(),
  minNights: wholeNumber(ROOM_RATE_FIELDS.minNights.label, 1, MAX_STAY_NIGHTS).default(1),
});
export type RoomRatesInput = z.output<typeof roomRatesSchema>;

function night(label: string) {
  const message = `Please enter the ${label.toLowerCase()} as a date.`;
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

export const ratePeriodSchema = z
  .object({
    name: requiredString(RATE_PERIOD_FIELDS.name.label, 100),
    firstNight: night(RATE_PERIOD_FIELDS.firstNight.label),
    lastNight: night(RATE_PERIOD_FIELDS.lastNight.label),
    nightlyRateRupees: rupees(RATE_PERIOD_FIELDS.nightlyRateRupees.label),
    extraAdultRupees: rupees(RATE_PERIOD_FIELDS.extraAdultRupees.label).default(0),
  })
  .refine((value) => value.lastNight >= value.firstNight, { message: ROOM_REFUSAL_MESSAGES.lastNightBeforeFirst, path: ['lastNight'] });
export type RatePeriodInput = z.output<typeof ratePeriodSchema>;
