import { SCHEDULE_MESSAGES } from '#app/lib/admin/schedule.ts';
import { appointmentStatuses } from '#app/lib/enums.ts';
import { z } from '../z.ts';
import { bookingFormSchema } from './booking.ts';

// The Schedule screen's forms, each about one appointment. Whether the id is a UUID is the action's
// question: a bad one is a 404.

const appointmentId = z.string({ error: 'Which appointment?' }).trim().min(1, 'Which appointment?').max(100, 'Which appointment?');

export const scheduleMarkSchema = z.object({
  intent: z.literal('mark'),
  id: appointmentId,
  status: z.enum(appointmentStatuses, { error: 'Done or no-show.' }).extract(['done', 'no-show'], { error: 'Done or no-show.' }),
});

export const scheduleCancelSchema = z.object({ intent: z.literal('cancel'), id: appointmentId });

export const scheduleMoveSchema = z.object({
  intent: z.literal('move'),
  id: appointmentId,
  startsAt: z.iso.datetime({ offset: true, error: 'Choose a free time.' }),
  /** Another qualified practitioner; none, the same one when free. */
  practitionerId: z.uuid({ error: 'Choose a practitioner.' }).optional(),
});

/**
 * A session booked by staff for a guest: the service, one of the free starts offered, with whom (none:
 * any free one), and either a guest profile found by the search or a new guest's name with an e-mail or
 * a phone (their profile is then found or made as for any booking). Never a price: the service gives it.
 */
export const scheduleCreateSchema = z
  .object({
    intent: z.literal('create'),
    serviceId: z.uuid({ error: SCHEDULE_MESSAGES.chooseService }),
    startsAt: z.iso.datetime({ offset: true, error: 'Choose a free time.' }),
    practitionerId: z.uuid({ error: 'Choose a practitioner.' }).optional(),
    guestId: z.uuid({ error: SCHEDULE_MESSAGES.unknownGuest }).optional(),
    customerName: bookingFormSchema.shape.customerName.optional(),
    customerEmail: bookingFormSchema.shape.customerEmail,
    customerPhone: bookingFormSchema.shape.customerPhone.optional(),
    /** One of the chosen guest's confirmed stays still ahead, to add the session to. */
    stayBookingId: z.uuid({ error: "Choose one of the guest's stays." }).optional(),
  })
  .superRefine((value, context) => {
    if (value.guestId) return;
    if (!value.customerName) context.addIssue({ code: 'custom', path: ['customerName'], message: SCHEDULE_MESSAGES.guestNeeded });
    else if (!value.customerEmail && !value.customerPhone) {
      context.addIssue({ code: 'custom', path: ['customerPhone'], message: SCHEDULE_MESSAGES.guestNeeded });
    }
  });

export type ScheduleCreateInput = z.output<typeof scheduleCreateSchema>;
