// What the dashboard's "Needs action" list receives: money staff must look at.

export interface NeedsActionItem {
  /** The booking to open. */
  bookingId: string;
  reference: string;
  customerName: string;
  kind: 'paid-no-room' | 'refund-failed' | 'discount-not-applied' | 'give-back-by-hand' | 'refund-due' | 'balance-overdue';
  /** What it is about, already in rupees: what was paid, the refund that failed, or what is due. */
  amount: string;
  /** When it happened (ISO). */
  at: string;
}

export const needsActionLabels = {
  'paid-no-room': 'Paid, no room: refund the guest',
  'refund-failed': 'Refund failed: try again or refund by hand',
  'discount-not-applied': 'Discount not applied: collect or waive the difference',
  'give-back-by-hand': 'Paid at the estate, event cancelled: give the money back',
  'refund-due': 'Refund due: refund or credit the guest',
  'balance-overdue': 'Balance overdue: remind the guest or take payment',
} as const satisfies Record<NeedsActionItem['kind'], string>;
