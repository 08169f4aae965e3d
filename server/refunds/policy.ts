import { cancellationPolicy } from '#app/content/cancellation-policy.ts';

/** What the policy's refund gives back of a paid amount (50 %), in paise: the manage page shows it, the cancel refunds it. */
export function policyRefundPaise(paidPaise: number): number {
  return Math.round((paidPaise * cancellationPolicy.retreat.refundPercent) / 100);
}
