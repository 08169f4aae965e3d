import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where deposit-choice.tsx (in a checkout's form) and deposit-choice.enhance.ts meet.

export const depositMarkup = {
  /** The choice's frame: the rule (JSON), the estate's today, and the list price it was drawn for. */
  choice: dataFlag('data-deposit-choice'),
  rule: textAttribute('data-deposit-rule'),
  today: textAttribute('data-deposit-today'),
  /** The price before any promo code, written again when what is booked changes. */
  pricePaise: numberAttribute('data-deposit-price'),
  /** The booking's start: a fixed date, or the name of the form's field that holds it. */
  start: textAttribute('data-deposit-start'),
  startField: textAttribute('data-deposit-start-field'),
  full: dataFlag('data-deposit-full'),
  deposit: dataFlag('data-deposit-amount'),
  terms: dataFlag('data-deposit-terms'),
};

/** The choice's field in every checkout form; the payment order reads the same name. */
export const DEPOSIT_FIELD = 'payment';
