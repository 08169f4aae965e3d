import type { RefundState } from '../enums.ts';

// What the booking details show of a booking's refunds (issue #16): amounts already in rupees.

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
  /** A new id each time the details are shown: the form sent twice is one refund. */
  formId: string;
  refunds: RefundView[];
}

export const refundStateLabels = { pending: 'Pending', processed: 'Processed', failed: 'Failed' } as const satisfies Record<
  RefundState,
  string
>;
