import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where retreat-booking-dialog.tsx and retreat-booking-dialog.enhance.ts meet.

export const retreatDialogMarkup = {
  /** On each occupancy's radio button: its per-person price in rupees and the guests a room takes. */
  perPerson: numberAttribute('data-per-person'),
  maxGuests: numberAttribute('data-max-guests'),
  /** The policy's warning, shown while the start date is before `fullTermsFrom`. */
  refundWindow: dataFlag('data-refund-window'),
  fullTermsFrom: textAttribute('data-full-terms-from'),
  total: dataFlag('data-total'),
  breakdown: dataFlag('data-breakdown'),
};

/** The form's fields the script reads (the endpoint and the payment order read the same names). */
export const retreatFields = { retreat: 'retreat', occupancy: 'occupancy', guests: 'guests', startDate: 'startDate' } as const;
