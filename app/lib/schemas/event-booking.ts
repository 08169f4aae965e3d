import { z } from './z.ts';
import { emailAddress, honeypot, personName, phoneNumber } from './fields.ts';

// Texts of SPEC §8 word for word, and ours where the specification has none.
export const BOOKING_MESSAGES = {
  success: 'Booking submitted successfully! We will contact you soon.',
  failure: 'Failed to submit booking. Please try again.',
  slotFull: 'Sorry, this time slot is now full. Please choose another slot.',
  eventNotFound: 'This event is no longer available. Please choose another one.',
  slotNotOffered: 'Please choose one of the time slots offered for this event.',
  pastEvent: 'This event has already taken place. Please choose an upcoming date.',
  tooMany: 'You have made several bookings in a short time. Please wait a few minutes and try again.',
} as const;

/** What the browser may send: which event and slot, and who is coming. Title, date and price come from the database. */
export const eventBookingSchema = z.object({
  eventId: z.uuid(BOOKING_MESSAGES.eventNotFound),
  slot: z.string({ error: BOOKING_MESSAGES.slotNotOffered }).trim().min(1, BOOKING_MESSAGES.slotNotOffered).max(40, BOOKING_MESSAGES.slotNotOffered),
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  website: honeypot,
});

export type EventBookingInput = z.infer<typeof eventBookingSchema>;
