import type { PolicyFigures } from '#app/content/cancellation-policy.ts';

/** What the policy's refund gives back of a paid amount (the booking's share, first 50 %), in paise: the manage page shows it, the cancel refunds it. */
export function policyRefundPaise(paidPaise: number, figures: PolicyFigures): number {
  return Math.round((paidPaise * figures.retreat.refundPercent) / 100);
}
