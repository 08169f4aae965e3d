// What the dashboard's "Needs action" list receives (issue #16): money staff must look at.

export interface NeedsActionItem {
  /** The booking to open. */
  bookingId: string;
  reference: string;
  customerName: string;
  kind: 'paid-no-room' | 'refund-failed';
  /** What it is about, already in rupees: what was paid, or the refund that failed. */
  amount: string;
  /** When it happened (ISO). */
  at: string;
}

export const needsActionLabels = {
  'paid-no-room': 'Paid, no room: refund the guest',
  'refund-failed': 'Refund failed: try again or refund by hand',
} as const satisfies Record<NeedsActionItem['kind'], string>;
