import { seriesScopes } from '#app/lib/enums.ts';
import { REPEAT_MESSAGES } from '#app/lib/event-repeat.ts';
import { formatPaise } from '#app/lib/money.ts';
import { z } from '#app/lib/schemas/z.ts';

// The estate cancelling an event (or a series from a date): the form staff send, and the sentences
// they read. The server and the dialog import the same words.

export const CANCEL_REASON_MAX = 300;

/** How a paid guest gets their money back when the estate cancels: to the card, or as credit to book again. */
export const giveBackChoices = ['refund', 'credit'] as const;
export type GiveBack = (typeof giveBackChoices)[number];

export const giveBackLabels: Record<GiveBack, string> = {
  refund: 'Full refund to the card or account they paid with',
  credit: 'Full credit to book again',
};

/** The banner's start when a cancellation does not happen: 'Failed to cancel event: …'. */
export const EVENT_CANCEL_FAILED = 'Failed to cancel event';

export const EVENT_CANCEL_MESSAGES = {
  reasonRequired: 'Write a short reason for the guests.',
  reasonTooLong: `Keep the reason under ${CANCEL_REASON_MAX} characters.`,
  giveBackRequired: 'Choose a refund or credit for the guests who paid.',
  notFound: 'This event no longer exists.',
  /** What a guest or staff member is told trying to book a date the estate cancelled. */
  closed: 'This event has been cancelled by the estate, so it can no longer be booked.',
  alreadyCancelled: 'This event is already cancelled.',
  past: 'This event has already taken place, so it cannot be cancelled.',
  moneyBackOwnerOnly: 'Only an owner may cancel an event whose guests get money back.',
  hasBookings:
    'This event has bookings, so it cannot be deleted. Use Cancel this event instead: its guests are told and get their money back.',
  hasHistory: 'This event has paid bookings in its history, so it is kept for the record. It cannot be deleted.',
  cancelled(outcome: { events: number; bookings: number; refunds: number; credits: number; dueByHandPaise: number }): string {
    const what = outcome.events === 1 ? 'The event is cancelled' : `${outcome.events} events are cancelled`;
    const guests =
      outcome.bookings === 1
        ? '1 booking was cancelled and its guest told'
        : `${outcome.bookings} bookings were cancelled and their guests told`;
    const money = [
      outcome.refunds > 0 ? `${outcome.refunds} full ${outcome.refunds === 1 ? 'refund' : 'refunds'} started` : '',
      outcome.credits > 0 ? `${outcome.credits} full ${outcome.credits === 1 ? 'credit' : 'credits'} given` : '',
      outcome.dueByHandPaise > 0 ? `${formatPaise(outcome.dueByHandPaise)} paid at the estate to give back by hand` : '',
    ].filter(Boolean);
    return `${what}: ${guests}${money.length > 0 ? `; ${money.join(', ')}` : ''}.`;
  },
} as const;

export const eventCancelSchema = z.object({
  intent: z.literal('cancel'),
  id: z.string().max(100).default(''),
  scope: z.enum(seriesScopes, { error: REPEAT_MESSAGES.scope }).default('this'),
  reason: z
    .string({ error: EVENT_CANCEL_MESSAGES.reasonRequired })
    .trim()
    .min(1, EVENT_CANCEL_MESSAGES.reasonRequired)
    .max(CANCEL_REASON_MAX, EVENT_CANCEL_MESSAGES.reasonTooLong),
  giveBack: z.enum(giveBackChoices, { error: EVENT_CANCEL_MESSAGES.giveBackRequired }).default('refund'),
});

export type EventCancelInput = z.output<typeof eventCancelSchema>;
