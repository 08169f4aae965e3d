// The page behind the link mailed to a guest who booked without paying (/booking/confirm/<token>): what
// its loader gives (server/bookings/guest-confirm.ts) and the words it says, shared by the page and tests.

/** 'ask' while the button would still confirm the booking; otherwise what the link did or can no longer do. */
export type ConfirmLinkOutcome = 'ask' | 'confirmed' | 'received' | 'lapsed' | 'cancelled' | 'unknown';

export interface ConfirmLinkView {
  outcome: ConfirmLinkOutcome;
  /** Null when the link names no booking. `path` is the booking's own page. */
  booking: { reference: string; title: string; when: string; path: string } | null;
}

export const CONFIRM_LINK_MESSAGES = {
  title: 'Confirm your booking',
  ask: (title: string, when: string) => `Please press the button to confirm your booking for ${title} ${when}.`,
  button: 'CONFIRM MY BOOKING',
  busy: 'CONFIRMING...',
  confirmed: 'Thank you: your booking is confirmed. We look forward to welcoming you.',
  received: 'Thank you for confirming your e-mail address. Your booking is received, and we will contact you soon to confirm it.',
  lapsed: 'This booking was not confirmed in time, so its place has been released for other guests. You are welcome to book again.',
  cancelled: 'This booking is cancelled.',
  unknown: 'This link is not valid. Please open the link in your e-mail exactly as it was sent.',
  seeBooking: 'See your booking',
  tooMany: 'You have tried several times in a short while. Please wait a few minutes and try again.',
} as const;
