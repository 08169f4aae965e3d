import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';
import { promoTargets } from '#app/lib/enums.ts';

// Where promo-field.tsx (in each checkout's form) and promo-field.enhance.ts meet.

export const promoMarkup = {
  /** The field's frame: what the code is for, and the price it lowers (written again by each quote). */
  field: textAttribute('data-promo-for', promoTargets),
  listPaise: numberAttribute('data-list-paise'),
  apply: dataFlag('data-promo-apply'),
  /** What the shown discount leaves to pay, for a deposit to be a share of. */
  payPaise: numberAttribute('data-pay-paise'),
  /** The discount line or the code's sentence; its tone says which. */
  answer: textAttribute('data-promo-answer', ['discount', 'refused', 'none'] as const),
};

/** Where a checkout asks for a code's discount (app/routes/api/promo-quote.ts). */
export const PROMO_QUOTE_ENDPOINT = '/api/payments/promo';
/** The code's field in every checkout form; the payment order reads the same name. */
export const PROMO_FIELD = 'promoCode';
