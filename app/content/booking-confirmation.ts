import { confirmWithLinkSentence } from '#app/lib/booking-reply.ts';
import type { GuestBookingStatus } from '#app/lib/guest-booking.ts';

// The guest's booking page (/booking/<token>): the words around the booking's own facts.
// Every mail links here, and the checkouts and the calendar's booking dialog end here.

export const confirmationCopy = {
  eyebrow: {
    event: 'Your session',
    retreat: 'Your retreat',
    stay: 'Your stay',
    training: 'Your training',
    appointment: 'Your appointment',
  },
  headings: {
    pending: 'We have received your booking',
    confirmed: 'Your booking is confirmed',
    cancelled: 'Your booking is cancelled',
    completed: 'Your booking is complete',
  },
  /** The status in words, beside the reference. */
  status: {
    pending: 'Received, not yet confirmed',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } satisfies Record<GuestBookingStatus, string>,
  /** The first lines under the heading: what the status means for the guest. */
  lead: {
    pending: (name: string) => `Thank you, ${name}. It is not confirmed yet: we will contact you soon to confirm it.`,
    confirmed: (name: string) => `Thank you, ${name}. Your place is reserved, and we look forward to welcoming you.`,
    cancelled: (name: string) => `${name}, this booking no longer holds a place. We hope to welcome you another time.`,
    completed: (name: string) => `Thank you for spending time with us, ${name}. We hope to welcome you again.`,
  } satisfies Record<GuestBookingStatus, (name: string) => string>,
  /** A booking made without paying that waits for the guest to follow the mailed link: instead of the pending words. */
  awaitingLink: {
    heading: 'Please confirm your booking',
    status: 'Waiting for your confirmation by e-mail',
    lead: (name: string, until: string) => `Thank you, ${name}. ${confirmWithLinkSentence(`, by ${until}`)}`,
  },
  /** Its link was not followed in time: instead of the cancelled words. */
  lapsed: {
    heading: 'Your booking has lapsed',
    lead: (name: string) =>
      `${name}, this booking was not confirmed in time, so its place has been released for other guests. You are welcome to book again.`,
  },
  /** A booking paid after its rooms were sold: instead of the status's heading and words; its lead is ROOM_MESSAGES.paidWithoutRoom. */
  paidWithoutRoom: {
    heading: 'Nothing is booked: we will refund you',
    status: 'Paid — no room available',
  },
  referenceNote: 'Please quote it when you write or call us.',
  payment: {
    paid: {
      label: 'Paid online',
      idTerm: 'Payment ID',
      dueTerm: 'Still due',
      /** What is left after a part payment or a change to the booking, whichever it was. */
      dueText: (amount: string) => `${amount} is still due. You can pay it online from this page, or at the estate.`,
    },
    owed: {
      label: 'To pay',
      text: 'You chose to book without paying. We will contact you to confirm your booking and arrange payment.',
      /** Confirmed by the estate (a booking made by phone, or one staff confirmed), not paid yet. */
      confirmed:
        'Your booking is confirmed. Please pay before you arrive: online from this page once we send you a payment link, or at the estate.',
    },
    atEstate: {
      label: 'Price, paid at the estate',
      pending:
        'Nothing has been charged: sessions on our calendar are not paid online. When we contact you to confirm your place, we will tell you how to pay.',
      confirmed: 'Nothing has been charged online. Please pay for your session at the estate, before it begins.',
    },
    nothingCharged: 'Nothing was charged for this booking.',
  },
  calendar: {
    heading: 'Add to calendar',
    text: 'Keep the date with a reminder in the calendar you use.',
    ics: 'Download calendar file (.ics)',
    icsHint: 'Apple Calendar, Outlook and most phones',
    google: 'Add to Google Calendar',
  },
  gettingHere: { heading: 'Getting here', map: 'Open in Google Maps', phoneTerm: 'Phone', emailTerm: 'E-mail' },
  arrival: { heading: 'Before you arrive', when: 'When to arrive', bring: 'What to bring' },
  print: 'Print this page',
} as const;
