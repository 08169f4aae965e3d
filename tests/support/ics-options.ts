import type { IcsOptions } from '#server/mail/ics.ts';

/** A booking's id in the calendar tests: the uid and the links are built from it. */
export const ICS_BOOKING_ID = '5b1e3c1a-7c3f-4a8e-9c2d-0f1e2d3c4b5a';

/** The estate's calendar settings as the mail would pass them: Kolkata, a 60-minute event, no postal address. */
export function icsOptions(overrides: Partial<IcsOptions> = {}): IcsOptions {
  return {
    timeZone: 'Asia/Kolkata',
    duration: '60 min',
    siteName: 'Sukoon Healing Estate',
    contactEmail: 'namaste@sukoon-estate.in',
    publicUrl: 'https://sukoon.example.org',
    manageUrl: 'https://sukoon.example.org/booking/abc',
    ...overrides,
  };
}
