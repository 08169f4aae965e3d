import { APPOINTMENT_MESSAGES, STAY_BILL_INTENT, STAY_BILL_MESSAGES } from '../appointment-messages.ts';
import { isIsoDate } from '../dates.ts';
import { THERAPY_MESSAGES } from '../therapies-messages.ts';
import { emailAddress, honeypot, personName, phoneNumber } from './fields.ts';
import { z } from './z.ts';

// The Therapies page's address: /therapies?service=&day=&practitioner= (a GET form, so every step works
// without JavaScript). A part that does not read is dropped, never an error page: the page then asks again.

const part = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const therapiesQuerySchema = z.object({
  service: part(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/),
  ),
  day: part(z.string().refine(isIsoDate)),
  practitioner: part(z.uuid()),
  /** Opened from a stay's booking page: that page's token (the stay's days, its guests' price). */
  stay: part(z.string().max(64)),
});

export type TherapiesQuery = z.infer<typeof therapiesQuerySchema>;

/**
 * A reservation of a therapy paid at the estate, from the Therapies page's form: which service, which of
 * the free times offered, with whom (empty: any), and who the guest is. Never a price.
 */
export const appointmentReservationSchema = z.object({
  serviceId: z.uuid({ error: APPOINTMENT_MESSAGES.serviceGone }),
  startsAt: z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badTime }),
  practitionerId: z.union([z.uuid(), z.literal('')], { error: THERAPY_MESSAGES.notQualified }).default(''),
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  website: honeypot,
});

/** A guest's change of their appointment's time, from its booking page: one of the free times offered, with whom (empty: any). */
export const rescheduleSchema = z.object({
  intent: z.literal('reschedule'),
  startsAt: z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badTime }),
  practitionerId: z.union([z.uuid(), z.literal('')], { error: THERAPY_MESSAGES.notQualified }).default(''),
});

/**
 * A staying guest's "add to my stay's bill", from /therapies opened with their stay's token: the token
 * (the only proof of who they are), which service, which free time and with whom (empty: any). Never a
 * price: the server prices it at the in-stay price and decides whether the stay may be billed.
 */
export const stayBillSchema = z.object({
  intent: z.literal(STAY_BILL_INTENT),
  stay: z.string({ error: STAY_BILL_MESSAGES.noStay }).min(1, STAY_BILL_MESSAGES.noStay).max(64, STAY_BILL_MESSAGES.noStay),
  serviceId: z.uuid({ error: APPOINTMENT_MESSAGES.serviceGone }),
  startsAt: z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badTime }),
  practitionerId: z.union([z.uuid(), z.literal('')], { error: THERAPY_MESSAGES.notQualified }).default(''),
  website: honeypot,
});
