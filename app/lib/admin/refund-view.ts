import type { RefundState } from '../enums.ts';

// What the booking details show of a booking's refunds: amounts already in rupees.

export interface RefundView {
  id: string;
  state: RefundState;
  amount: string;
  reason: string;
  /** Razorpay's refund id (rfnd_…), once it has one. */
  reference: string | null;
  requestedBy: string;
  requestedAt: string;
  processedAt: string | null;
  failureReason: string | null;
}

export interface RefundPanelView {
  /** What was paid online, and what is left to refund (pending and processed refunds count). */
  paid: string;
  left: string;
  /** What is left, in rupees as the form's amount field takes it ('1500' or '1500.50'). */
  leftRupees: string;
  /** The policy's refund in rupees as the amount field takes it; '' when the policy gives no refund now. */
  suggestedRupees: string;
  /** The policy's credit in rupees ('' when it gives none), offered when staff choose credit instead. */
  creditRupees: string;
  /** What the policy gives, in a sentence under the amount. */
  policyNote: string;
  /** A refund the front desk recorded as due, waiting for an owner. */
  due: { amount: string; reason: string; byEmail: string } | null;
  /** A new id each time the details are shown: the form sent twice is one refund. */
  formId: string;
  refunds: RefundView[];
}

export const refundStateLabels = { pending: 'Pending', processed: 'Processed', failed: 'Failed' } as const satisfies Record<
  RefundState,
  string
>;

/** Paise as the refund form's rupee field takes them: '1500' or '1500.50'. */
export function rupeesField(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

export const refundPolicyNotes = {
  refund: (refund: string, credit: string) => `The cancellation policy gives ${refund} back, or ${credit} as credit.`,
  credit: (credit: string) => `The cancellation policy gives ${credit} as credit and no refund.`,
  none: 'The cancellation policy gives nothing back now; any amount is your decision.',
  due: (amount: string, by: string, reason: string) => `${by} recorded ${amount} as due: ${reason}.`,
} as const;
