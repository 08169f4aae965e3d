import { z } from './z.ts';
import { isIsoDate } from '../dates.ts';

// Texts of SPEC §5, word for word.
export const STAY_MESSAGES = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  adults: 'Adults must be between 1 and 8.',
  pastDate: 'Please choose a check-in date from today onwards.',
} as const;

const isoDate = z
  .string({ error: STAY_MESSAGES.datesRequired })
  .trim()
  .min(1, STAY_MESSAGES.datesRequired)
  .refine(isIsoDate, STAY_MESSAGES.datesRequired);

export const staySearchSchema = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: z.coerce.number({ error: STAY_MESSAGES.adults }).int(STAY_MESSAGES.adults).min(1, STAY_MESSAGES.adults).max(8, STAY_MESSAGES.adults),
    promoCode: z.string().trim().max(40, 'Promo codes are at most 40 characters.').optional(),
  })
  .refine((value) => value.checkOut > value.checkIn, { message: STAY_MESSAGES.checkOutAfterCheckIn, path: ['checkOut'] });

export type StaySearch = z.infer<typeof staySearchSchema>;
