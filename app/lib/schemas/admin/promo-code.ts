import { PROMO_FORM_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { isIsoDate } from '#app/lib/dates.ts';
import { discountTypes, promoTargets } from '#app/lib/enums.ts';
import { PROMO_CODE_MAX } from '#app/lib/promo.ts';
import { tickBox } from '../fields.ts';
import { z } from '../z.ts';
import { type FieldText, wholeNumber } from './record.ts';

// The Promo Codes screen's form, used by Conform in the browser and by the action.

/** The promo code form's fields as staff read them; the hints say the rules of the schema below. */
export const PROMO_FIELDS = {
  code: { label: 'Code', hint: 'What guests type; capitals and small letters are the same code.' },
  percentOff: { label: 'Percent off', hint: '1 to 100, for a percentage. At least Re 1 is always left to pay.' },
  amountRupees: { label: 'Rupees off', hint: 'For a fixed sum, in whole rupees.' },
  validFrom: { label: 'Valid from', hint: 'Empty: from now. Dates are the estate’s.' },
  validUntil: { label: 'Valid until', hint: 'Empty: no end. The code works through this day.' },
  maxUses: { label: 'Maximum uses', hint: 'In all; empty for no limit.' },
  maxUsesPerEmail: { label: 'Maximum uses per e-mail', hint: 'Empty for no limit.' },
  active: { label: 'Active', hint: 'An inactive code is refused at checkout; orders already made keep it.' },
} as const satisfies Record<string, FieldText>;

/** The most a fixed code takes off, in rupees: far above any booking, a typing slip below it. */
export const MAX_RUPEES_OFF = 1_000_000;

const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDate(value), PROMO_FORM_MESSAGES.date);

export const promoCodeSchema = z
  .object({
    code: z
      .string({ error: PROMO_FORM_MESSAGES.code })
      .trim()
      .min(1, PROMO_FORM_MESSAGES.code)
      .max(PROMO_CODE_MAX, `Code must be at most ${PROMO_CODE_MAX} characters.`)
      .regex(/^[A-Za-z0-9_-]{3,}$/, PROMO_FORM_MESSAGES.codeShape),
    discountType: z.enum(discountTypes, { error: PROMO_FORM_MESSAGES.discountType }),
    percentOff: wholeNumber(PROMO_FIELDS.percentOff.label, 1, 100).optional(),
    amountRupees: wholeNumber(PROMO_FIELDS.amountRupees.label, 1, MAX_RUPEES_OFF).optional(),
    validFrom: optionalDate,
    validUntil: optionalDate,
    maxUses: wholeNumber(PROMO_FIELDS.maxUses.label, 1, 1_000_000).optional(),
    maxUsesPerEmail: wholeNumber(PROMO_FIELDS.maxUsesPerEmail.label, 1, 1000).optional(),
    appliesTo: z
      .array(z.enum(promoTargets, { error: PROMO_FORM_MESSAGES.appliesTo }), { error: PROMO_FORM_MESSAGES.appliesTo })
      .min(1, PROMO_FORM_MESSAGES.appliesTo),
    // Unticked boxes are not sent: absent is false.
    active: tickBox.default(false),
  })
  .superRefine((value, context) => {
    if (value.discountType === 'percent' && value.percentOff === undefined)
      context.addIssue({ code: 'custom', message: PROMO_FORM_MESSAGES.percentRequired, path: ['percentOff'] });
    if (value.discountType === 'fixed' && value.amountRupees === undefined)
      context.addIssue({ code: 'custom', message: PROMO_FORM_MESSAGES.amountRequired, path: ['amountRupees'] });
    if (value.validFrom && value.validUntil && value.validUntil < value.validFrom)
      context.addIssue({ code: 'custom', message: PROMO_FORM_MESSAGES.untilBeforeFrom, path: ['validUntil'] });
  });

export type PromoCodeInput = z.output<typeof promoCodeSchema>;
