import { CARE_MESSAGES, CARE_NOTE_MAX } from '#app/lib/care.ts';
import { careReviews } from '#app/lib/enums.ts';
import { z } from '../z.ts';

// The staff side of care's forms: a practitioner's review of one guest's answers, and who looks after a guest.

export const CARE_FIELDS = {
  note: { label: 'Note', hint: 'For the practitioners and the owner only; kept sealed like the answers.' },
  practitioners: { label: 'Looked after by' },
} as const;

export const careReviewSchema = z.object({
  intent: z.literal('review'),
  id: z.string(),
  review: z.enum(careReviews, { error: 'Choose an outcome.' }),
  note: z.string().max(CARE_NOTE_MAX, CARE_MESSAGES.noteTooLong).optional().default(''),
});

export const guestPractitionersSchema = z.object({
  intent: z.literal('practitioners'),
  id: z.string(),
  // Account ids (Better Auth's, not uuids): checked against the Practitioner accounts by the server.
  practitioner: z.array(z.string().max(100)).max(50).optional().default([]),
});

/** The Care screen's filter: every form, or those sent and waiting for a practitioner. */
export const careFilterSchema = z.enum(['all', 'to-review']).catch('all');
