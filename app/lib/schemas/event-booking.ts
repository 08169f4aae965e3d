import { BOOKING_MESSAGES } from '../booking-reply.ts';
import { emailAddress, honeypot, personName, phoneNumber } from './fields.ts';
import { z } from './z.ts';

// The messages moved beside the reply's type; importers of the schema still find them here.
export { BOOKING_MESSAGES };

/** What the browser may send: which event and slot, and who is coming. Title, date and price come from the database. */
export const eventBookingSchema = z.object({
  eventId: z.uuid(BOOKING_MESSAGES.eventNotFound),
  slot: z
    .string({ error: BOOKING_MESSAGES.slotNotOffered })
    .trim()
    .min(1, BOOKING_MESSAGES.slotNotOffered)
    .max(40, BOOKING_MESSAGES.slotNotOffered),
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  website: honeypot,
});

export type EventBookingInput = z.infer<typeof eventBookingSchema>;
