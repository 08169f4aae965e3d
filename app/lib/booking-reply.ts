// What the calendar's booking form is told, shared by the server and the browser's small script
// (components/calendar/booking-dialog.enhance.ts), which must not pull in the form's schema and zod with it.

// The specification's texts word for word, and ours where it has none.
export const BOOKING_MESSAGES = {
  success: 'Booking submitted successfully! We will contact you soon.',
  failure: 'Failed to submit booking. Please try again.',
  slotFull: 'Sorry, this time slot is now full. Please choose another slot.',
  eventNotFound: 'This event is no longer available. Please choose another one.',
  slotNotOffered: 'Please choose one of the time slots offered for this event.',
  pastEvent: 'This event has already taken place. Please choose an upcoming date.',
  slotStarted: 'This session has already started. Please choose a later time.',
  tooMany: 'You have made several bookings in a short time. Please wait a few minutes and try again.',
  unconfirmedLimit:
    'You already have bookings waiting for you to confirm them. Please follow the links we have e-mailed you, or try again once they have lapsed.',
} as const;

/** How long a reservation waiting for its guest's link is held, as a guest reads it: "30 minutes". */
export function holdMinutesText(minutes: number): string {
  // The browser tests hold for seconds; any hold shorter than a minute reads as one.
  const whole = Math.max(1, Math.round(minutes));
  return whole === 1 ? 'a minute' : `${whole} minutes`;
}

/** Said after the success sentence above when the booking waits for the guest to follow the mailed link. */
export function confirmByMailSentence(minutes: number): string {
  return confirmWithLinkSentence(` within ${holdMinutesText(minutes)}`);
}

/** The mailed link's sentence, `when` being ' within 30 minutes' or ', by 12 May, 4:30 PM' (with what comes before it). */
export function confirmWithLinkSentence(when: string): string {
  return `Please confirm it with the link we have e-mailed you${when}: until then we hold your place, and after that it is released.`;
}

/** The booking made: its reference and the guest's page for it (/booking/<token>), where the browser goes next. */
export interface BookedReply {
  reference: string;
  url: string;
}

export type BookingReply =
  { ok: true; message: string; booking?: BookedReply } | { ok: false; message: string; fieldErrors?: Record<string, string[] | undefined> };

/** The modal closes this long after a successful booking. */
export const SUCCESS_CLOSE_MS = 2000;

/** Where the booking dialog posts when JavaScript runs: the same booking as the page's action, answered as JSON. */
export const BOOKING_ENDPOINT = '/api/calendar/bookings';

/** Where the retreat dialog's SUBMIT BOOKING (without paying) posts when JavaScript runs. */
export const RETREAT_BOOKING_ENDPOINT = '/api/retreat/bookings';
