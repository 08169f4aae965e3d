import { booleanAttribute, dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// Marks the scripts put on markup they make or change themselves, for styles, each other and tests.

export const scriptMarkup = {
  /** A form whose request is out (busy.ts). */
  busy: booleanAttribute('data-busy'),
  /** The way to a booking's page, by its reference (booked.ts). */
  bookingLink: textAttribute('data-booking-link'),
  /** BOOK ANOTHER, offered beside a confirmed booking for the same dates. */
  bookAnother: dataFlag('data-book-another'),
};
