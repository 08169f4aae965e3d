import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where booking-dialog.tsx and booking-dialog.enhance.ts meet.

export const BOOKING_DIALOG_ID = 'booking-dialog';

export const bookingDialogMarkup = {
  dialog: dataFlag('data-booking-dialog'),
  /** How long a booking's answer stays before the dialog closes or the booking's page follows. */
  closeAfterMs: numberAttribute('data-close-after-ms'),
  form: dataFlag('data-booking-form'),
  /** The summary's cells, filled from the event card. */
  summary: textAttribute('data-summary', ['title', 'date', 'slot', 'price'] as const),
  /** Written by the script from the card: the class is paid online, for this many paise. */
  onlinePrice: numberAttribute('data-online-price'),
  /** The note shown only for a class paid online. */
  onlineNote: dataFlag('data-online-note'),
  /** The promo code and the GST state: asked, and sent, only for a class paid online (a disabled fieldset sends nothing). */
  onlineFields: dataFlag('data-online-fields'),
  /** The form's button: SUBMIT, or PAY with the price for a class paid online. */
  submit: dataFlag('data-booking-submit'),
};

/** The submit button's label for a class paid at the estate. */
export const SUBMIT_LABEL = 'SUBMIT';

export type SummaryKey = (typeof bookingDialogMarkup.summary.values)[number];

/** The hidden fields the script fills from the card (the page's action reads the same names). */
export const bookingFields = { eventId: 'eventId', slot: 'slot', eventDate: 'eventDate' } as const;
