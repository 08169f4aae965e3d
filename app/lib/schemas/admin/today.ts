import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { z } from '../z.ts';
import { offlineMethod, offlineReference } from './offline-payment.ts';
import { walkInSchema } from './walk-in.ts';

/** What the Today screen's buttons ask for, each about one booking, and the walk-in that makes one. */
export const todayIntents = ['check-in', 'no-show', 'undo', 'confirm', 'cancel', 'walk-in'] as const;
export type TodayIntent = (typeof todayIntents)[number];

const bookingId = z.string({ error: 'Which booking?' }).trim().min(1, 'Which booking?').max(100, 'Which booking?');

/** One button's form. Whether the id is a UUID is the action's question: a bad one is a 404. */
export const todayActionSchema = z.object({
  intent: z.enum(todayIntents, { error: 'Check in, no-show, undo, confirm or cancel.' }).exclude(['check-in', 'walk-in']),
  id: bookingId,
});

/**
 * Check in, and for a guest who has not paid, "Mark paid" with it: the method when they pay now (the
 * amount is the booking's price, read on the server), nothing when they pay later.
 */
export const checkInSchema = z
  .object({
    intent: z.literal('check-in'),
    id: bookingId,
    method: offlineMethod.optional(),
    reference: offlineReference,
  })
  .refine((value) => value.method !== 'upi' || Boolean(value.reference), {
    message: OFFLINE_PAYMENT_MESSAGES.referenceNeeded,
    path: ['reference'],
  })
  .refine((value) => value.method !== 'bank-transfer' || Boolean(value.reference), {
    message: OFFLINE_PAYMENT_MESSAGES.referenceNeeded,
    path: ['reference'],
  });

export const todayWalkInSchema = walkInSchema.and(z.object({ intent: z.literal('walk-in') }));

/** The schema of the form's intent. */
export function todaySchemaOf(intent: unknown) {
  if (intent === 'walk-in') return todayWalkInSchema;
  if (intent === 'check-in') return checkInSchema;
  return todayActionSchema;
}

export type TodayValue = z.output<typeof todayActionSchema> | z.output<typeof checkInSchema> | z.output<typeof todayWalkInSchema>;
