import { textAttribute } from '#app/lib/data-attribute.ts';

// Where appointment-dialog.tsx, the Therapies page's free times and appointment-dialog.enhance.ts meet.

export const APPOINTMENT_DIALOG_ID = 'appointment-checkout';

export const appointmentMarkup = {
  /** On the dialog: the service it books, and the practitioner chosen on the page (empty: any). */
  service: textAttribute('data-appointment-service'),
  practitioner: textAttribute('data-appointment-practitioner'),
  /** On the dialog of a stay's page: that page's token, naming the stay the therapy is booked during. */
  stay: textAttribute('data-appointment-stay'),
  /** On each free time's button: its start (an ISO instant) and how the guest reads it. */
  start: textAttribute('data-appointment-start'),
  label: textAttribute('data-appointment-label'),
  /** On a button that opens the dialog beside a choice of times (a stay's page): the name of the radios it takes the checked one of. */
  picked: textAttribute('data-appointment-picked'),
  /** The summary's cell the chosen time is written into. */
  when: textAttribute('data-appointment-when'),
};

/** The form's hidden field for the chosen start: the payment order takes the same name. */
export const APPOINTMENT_START_FIELD = 'startsAt';
