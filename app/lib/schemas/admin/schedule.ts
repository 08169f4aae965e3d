import { appointmentStatuses } from '#app/lib/enums.ts';
import { z } from '../z.ts';

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
