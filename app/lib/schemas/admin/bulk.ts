import { z } from '../z.ts';

// Several bookings confirmed or cancelled at once from the list. The form reader refuses a name
// repeated more than MAX_REPEATS_OF_A_NAME times (server/http/body.ts); the cap here is the same
// figure, said as a sentence (a unit test holds the two together).

export const BULK_MAX = 100;

export const bulkActions = ['confirm', 'cancel'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const BULK_MESSAGES = {
  none: 'Please select at least one booking.',
  tooMany: `Please select at most ${BULK_MAX} bookings at a time.`,
  action: 'Please choose confirm or cancel.',
  failed: 'Failed to change the selected bookings',
  hint: `Tick bookings in the table, then confirm or cancel them all (up to ${BULK_MAX} at a time).`,
  /** Why one of the bookings was left as it was, in the summary's brackets. */
  notFound: 'no such booking',
  alreadyCancelled: 'it is already cancelled',
  paid: 'it is paid: open it to cancel and refund or credit it',
} as const;

export const bulkSchema = z.object({
  intent: z.literal('bulk'),
  bulk: z.enum(bulkActions, { error: BULK_MESSAGES.action }),
  ids: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(z.string().trim().max(100), { error: BULK_MESSAGES.none }).min(1, BULK_MESSAGES.none).max(BULK_MAX, BULK_MESSAGES.tooMany),
  ),
});

export type BulkInput = z.output<typeof bulkSchema>;
