import { z } from 'zod';
import { addDays, formatOrdinalDate } from './dates.ts';
import { formatPaise } from './money.ts';

// A deposit rule says what part of a booking's price a guest may pay now, and when the rest falls due.
// The estate keeps one for stays (from a number of nights) and one for events paid online, and one on each
// retreat and each training batch. A booking keeps the terms it was sold with (bookings.deposit_terms).

const balanceDaysBefore = z.number().int().min(0).max(365);
const nonRefundable = z.boolean();

export const depositRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('percent'), percent: z.number().int().min(1).max(99), balanceDaysBefore, nonRefundable }),
  z.object({ type: z.literal('fixed'), paise: z.number().int().min(100), balanceDaysBefore, nonRefundable }),
]);

export type DepositRule = z.infer<typeof depositRuleSchema>;

export const NO_DEPOSIT: DepositRule = { type: 'none' };

/** What a booking made with a deposit pays now and later: frozen on the booking when it is made. */
export interface DepositTerms {
  depositPaise: number;
  balancePaise: number;
  /** The estate's date by which the balance is to be paid. */
  balanceDueOn: string;
  /** The rule kept the deposit when the booking is cancelled: the policy applies to the rest only. */
  nonRefundable: boolean;
}

/**
 * The terms a rule offers on a booking of this price starting on this day, booked today (the estate's
 * date); null when none applies: no rule, a deposit that is the whole price, or a booking made on or after
 * the balance's due date, which pays in full.
 */
export function depositTermsOf(rule: DepositRule, pricePaise: number, startDate: string, today: string): DepositTerms | null {
  if (rule.type === 'none' || pricePaise <= 0) return null;
  const balanceDueOn = addDays(startDate, -rule.balanceDaysBefore);
  if (balanceDueOn <= today) return null;
  // A percentage is taken to the whole rupee, so the amounts read as guests say them.
  const depositPaise = rule.type === 'percent' ? Math.round((pricePaise * rule.percent) / 10_000) * 100 : rule.paise;
  if (depositPaise <= 0 || depositPaise >= pricePaise) return null;
  return { depositPaise, balancePaise: pricePaise - depositPaise, balanceDueOn, nonRefundable: rule.nonRefundable };
}

/** The terms in words, as the checkout and the booking's mail state them. */
export function depositTermsText(terms: DepositTerms): string {
  const kept = terms.nonRefundable ? ' The deposit is not refundable.' : '';
  return `Pay a deposit of ${formatPaise(terms.depositPaise)} now and the balance of ${formatPaise(terms.balancePaise)} by ${formatOrdinalDate(terms.balanceDueOn)}.${kept}`;
}

/** The rule in words, for staff screens. */
export function depositRuleText(rule: DepositRule): string {
  if (rule.type === 'none') return 'No deposit: paid in full';
  const amount = rule.type === 'percent' ? `${rule.percent}%` : formatPaise(rule.paise);
  const kept = rule.nonRefundable ? ', not refundable' : '';
  return `A deposit of ${amount}, the balance due ${rule.balanceDaysBefore} days before${kept}`;
}
