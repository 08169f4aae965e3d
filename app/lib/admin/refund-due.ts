import { z } from '#app/lib/schemas/z.ts';

// Money paid at the estate that is owed back by hand (the estate cancelled what it bought): what the
// booking details show of it, and the "Given back" form staff send once they have paid it out.

export interface RefundDueView {
  id: string;
  amount: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  /** When staff recorded giving it back, and who; null while it is still owed. */
  paidOutAt: string | null;
  paidOutBy: string | null;
}

export const REFUND_DUE_MESSAGES = {
  failed: 'Failed to record the money given back',
  nothingDue: 'Nothing is owed back by hand on this booking.',
  recorded: (amount: string) => `Recorded: ${amount} given back to the guest by hand.`,
} as const;

export const givenBackSchema = z.object({ intent: z.literal('given-back'), id: z.string().max(100).default('') });
