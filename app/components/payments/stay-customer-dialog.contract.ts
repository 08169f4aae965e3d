import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where the stay's page (routes/site/book-stay.tsx, stay-customer-dialog.tsx) and
// stay-customer-dialog.enhance.ts meet.

export const stayMarkup = {
  /** The dates' section: its form goes to the page with fetch and the answer replaces it. */
  search: dataFlag('data-stay-search'),
  /** On a room type's CHOOSE button: the type it chooses, and how the dialog names the choice. */
  room: textAttribute('data-room-type'),
  roomLabel: textAttribute('data-room-label'),
  /** The stay's price in that type: each type has its own rates. */
  roomAmount: numberAttribute('data-room-amount'),
  /** In the dialog: the amount, written from the button pressed. */
  amount: dataFlag('data-stay-amount'),
  /** In the dialog: the line naming the chosen type, written from the button pressed. */
  chosenRoom: dataFlag('data-chosen-room'),
  /** The details PAY waits for. */
  customer: dataFlag('data-customer'),
  /** PAY's hint, in its two wordings. */
  payHint: dataFlag('data-pay-hint'),
  ready: textAttribute('data-ready'),
  waiting: textAttribute('data-waiting'),
};
