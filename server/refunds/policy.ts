import type { PolicyFigures } from '#app/content/cancellation-policy.ts';
import { type DepositTerms, termsPricePaise } from '#app/lib/deposit.ts';

/** What the policy's refund gives back of a paid amount (the booking's share, first 50 %), in paise: the manage page shows it, the cancel refunds it. */
export function policyRefundPaise(paidPaise: number, figures: PolicyFigures): number {
  return Math.round((paidPaise * figures.retreat.refundPercent) / 100);
}

export interface PolicyMoney {
  /** The policy's refund: its percentage of the price, within what may go back. */
  refundPaise: number;
  /** All that may go back, as credit. */
  creditPaise: number;
}

/**
 * What a cancellation under the refund-or-credit rule may give back. Paid in full, the percentage is of
 * what was paid, as always. Booked with a deposit, it is of the booking's price (deposit and balance), so
 * that paying the balance changes nothing but the cap: what goes back is never more than is left of what
 * was paid, less a deposit the terms made non-refundable.
 */
export function policyMoney(
  money: { paidPaise: number; leftPaise: number },
  terms: DepositTerms | null,
  figures: PolicyFigures,
): PolicyMoney {
  const pricePaise = terms ? termsPricePaise(terms) : money.paidPaise;
  const keptPaise = terms?.nonRefundable ? Math.min(terms.depositPaise, money.paidPaise) : 0;
  const returnablePaise = Math.max(0, money.leftPaise - keptPaise);
  return { refundPaise: Math.min(policyRefundPaise(pricePaise, figures), returnablePaise), creditPaise: returnablePaise };
}
