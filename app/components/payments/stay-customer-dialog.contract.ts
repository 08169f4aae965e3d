import { dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// Where the stay's page (routes/site/book-stay.tsx, stay-customer-dialog.tsx) and
// stay-customer-dialog.enhance.ts meet.

export const stayMarkup = {
  /** The dates' section: its form goes to the page with fetch and the answer replaces it. */
  search: dataFlag('data-stay-search'),
  /** The details PAY waits for. */
  customer: dataFlag('data-customer'),
  /** PAY's hint, in its two wordings. */
  payHint: dataFlag('data-pay-hint'),
  ready: textAttribute('data-ready'),
  waiting: textAttribute('data-waiting'),
};
