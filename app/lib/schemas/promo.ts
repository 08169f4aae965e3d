import { isIsoDate } from '../dates.ts';
import { retreatOccupancies } from '../enums.ts';
import { PROMO_CODE_MAX, PROMO_QUOTE_MESSAGES } from '../promo.ts';
import { MAX_RETREAT_GUESTS } from '../retreat-quote.ts';
import { retreatSlugField } from './fields.ts';
import { z } from './z.ts';

// What a checkout sends to see a promo code's discount before paying (POST /api/payments/promo): what is
// booked and the code, never an amount; the server prices it and judges the code.

const code = z
  .string({ error: PROMO_QUOTE_MESSAGES.code })
  .trim()
  .min(1, PROMO_QUOTE_MESSAGES.code)
  .max(PROMO_CODE_MAX, `Promo codes are at most ${PROMO_CODE_MAX} characters.`);
/** The guest's e-mail when typed already, for the per-guest limit; anything else is left out. */
const email = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((value) => (value && z.email().safeParse(value).success ? value : undefined));
const date = z.string({ error: PROMO_QUOTE_MESSAGES.booking }).refine(isIsoDate, PROMO_QUOTE_MESSAGES.booking);
const count = (most: number) => z.coerce.number({ error: PROMO_QUOTE_MESSAGES.booking }).int().min(1).max(most);

export const promoQuoteSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('stay'),
      checkIn: date,
      checkOut: date,
      adults: count(8),
      // The type chosen; before one is, the estate's first type prices the preview.
      roomTypeId: z.uuid({ error: PROMO_QUOTE_MESSAGES.booking }).optional(),
      promoCode: code,
      email,
    }),
    z.object({
      kind: z.literal('retreat'),
      retreat: retreatSlugField,
      occupancy: z.enum(retreatOccupancies, { error: PROMO_QUOTE_MESSAGES.booking }),
      guests: count(MAX_RETREAT_GUESTS).default(1),
      promoCode: code,
      email,
    }),
    z.object({ kind: z.literal('event'), eventId: z.uuid({ error: PROMO_QUOTE_MESSAGES.booking }), promoCode: code, email }),
  ],
  { error: PROMO_QUOTE_MESSAGES.booking },
);

type ParsedQuote = z.output<typeof promoQuoteSchema>;
/** A parsed request; the e-mail may be left out. */
export type PromoQuoteRequest = ParsedQuote extends infer Each
  ? Each extends ParsedQuote
    ? Omit<Each, 'email'> & { email?: string }
    : never
  : never;
