import { isIsoDate } from '#app/lib/dates.ts';
import { bookingKinds, bookingStatuses } from '#app/lib/enums.ts';
import { z } from '#app/lib/schemas/z.ts';
import { FIELD_MESSAGES } from '../fields.ts';

// The admin booking form. Payment and order ids are never read from it:
// they belong to the payment flow, so the schema has no such keys and a posted value is dropped.

export const BOOKING_LIMITS = { short: 200, price: 100, slot: 100, email: 254, phone: 30, notes: 10_000 } as const;

function requiredString(label: string, max: number) {
  const missing = `Please enter the ${label}.`;
  return z.string({ error: missing }).trim().min(1, missing).max(max, `Please keep the ${label} under ${max} characters.`);
}

const bookingKind = z.enum(bookingKinds, { error: 'Please choose event, retreat or stay.' });

export const bookingFormSchema = z.object({
  eventTitle: requiredString('event title', BOOKING_LIMITS.short),
  eventDate: z.string({ error: 'Please choose the event date.' }).trim().refine(isIsoDate, 'Please enter the event date as YYYY-MM-DD.'),
  selectedSlot: requiredString('time slot', BOOKING_LIMITS.slot),
  price: requiredString('price', BOOKING_LIMITS.price),
  customerName: requiredString('customer name', BOOKING_LIMITS.short),
  // Optional: a guest at the desk may give none. Such a booking gets no mail, and its guest is found by phone.
  customerEmail: z
    .string({ error: 'Please enter the customer e-mail.' })
    .trim()
    .max(BOOKING_LIMITS.email, FIELD_MESSAGES.emailTooLong)
    .pipe(z.email(FIELD_MESSAGES.emailInvalid))
    .optional(),
  customerPhone: requiredString('customer phone', BOOKING_LIMITS.phone).refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, 'Please enter a valid phone number.'),
  status: z.enum(bookingStatuses, { error: 'Please choose pending, confirmed, cancelled or completed.' }).default('pending'),
  kind: bookingKind.default('event'),
  // Conform turns a blank field into undefined, which the server stores as null.
  eventId: z.uuid({ error: 'The event id must be the id of a calendar event, or left blank.' }).optional(),
  notes: z
    .string({ error: 'Please write the notes as text.' })
    .trim()
    .max(BOOKING_LIMITS.notes, `Please keep the notes under ${BOOKING_LIMITS.notes} characters.`)
    .optional(),
  // 'E-mail the guest about this change': only read when the status changes to confirmed or cancelled.
  emailGuest: z.boolean({ error: 'Please tick the e-mail box or leave it empty.' }).optional(),
});

export type BookingFormValues = z.infer<typeof bookingFormSchema>;

/**
 * 'Edit Booking': a booking that holds a seat or rooms is sent without its event, date, slot, price and
 * kind (only Move changes them), so those are optional here; the server keeps what is stored when they
 * are absent, and refuses a change of them on such a booking.
 */
export const bookingEditSchema = bookingFormSchema.extend({
  eventTitle: bookingFormSchema.shape.eventTitle.optional(),
  eventDate: bookingFormSchema.shape.eventDate.optional(),
  selectedSlot: bookingFormSchema.shape.selectedSlot.optional(),
  price: bookingFormSchema.shape.price.optional(),
  kind: bookingKind.optional(),
});

export type BookingEditValues = z.infer<typeof bookingEditSchema>;

export const EVENT_NOT_FOUND = 'No calendar event has this id. Leave it blank or paste the id of an existing event.';

/**
 * A seat booked by staff through the pickers: which event and slot, and who is coming. The
 * title, date and price are not in it: the server reads them from the event.
 */
export const staffEventBookingSchema = z.object({
  eventId: z.uuid({ error: 'Please choose an event.' }),
  slot: z.string({ error: 'Please choose a time slot.' }).trim().min(1, 'Please choose a time slot.').max(BOOKING_LIMITS.slot),
  customerName: bookingFormSchema.shape.customerName,
  customerEmail: bookingFormSchema.shape.customerEmail,
  customerPhone: bookingFormSchema.shape.customerPhone,
  status: z.enum(['pending', 'confirmed'], { error: 'Please choose pending or confirmed.' }).default('pending'),
  notes: bookingFormSchema.shape.notes,
});

export type StaffEventBookingInput = z.output<typeof staffEventBookingSchema>;
