import { addDays, formatOrdinalDate } from './dates.ts';
import { formatPaise } from './money.ts';

// A deposit rule's arithmetic and words, without its schema (deposit.ts): the checkout dialogs' scripts
// work out in the browser the terms the server will work out again, so this module stays free of Zod.

/** A deposit rule: none, a percentage of the price or a fixed sum, the balance due some days before the start. */
export type DepositRule =
  | { type: 'none' }
  | { type: 'percent'; percent: number; balanceDaysBefore: number; nonRefundable: boolean }
  | { type: 'fixed'; paise: number; balanceDaysBefore: number; nonRefundable: boolean };

/** What a booking made with a deposit pays now and later: frozen on the booking when it is made. */
export interface DepositTerms {
  depositPaise: number;
  balancePaise: number;
  /** The estate's date by which the balance is to be paid. */
  balanceDueOn: string;
  /** The rule kept the deposit when the booking is cancelled: the policy applies to the rest only. */
  nonRefundable: boolean;
}

/** How the guest chose to pay at checkout: the whole price, or the deposit the rule offers. */
export const depositPayments = ['full', 'deposit'] as const;
export type DepositPayment = (typeof depositPayments)[number];

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

/** What the booking's price comes to: the deposit and the balance together. */
export const termsPricePaise = (terms: DepositTerms) => terms.depositPaise + terms.balancePaise;

/** A booking made with a deposit, as its page and its confirmation mail state it. */
export const DEPOSIT_BOOKING_MESSAGES = {
  balanceDue: (amount: string, dueOn: string) =>
    `The balance of ${amount} is due by ${formatOrdinalDate(dueOn)}. You can pay it online from your booking page, or at the estate.`,
  depositPaid: (deposit: string, price: string) => `A deposit of ${deposit}, paid towards the price of ${price}.`,
} as const;

/** The terms as the staff's booking details show them. */
export const STAFF_DEPOSIT_MESSAGES = {
  term: 'Deposit terms',
  terms: (terms: DepositTerms) =>
    `Deposit ${formatPaise(terms.depositPaise)}, balance ${formatPaise(terms.balancePaise)} due by ${formatOrdinalDate(terms.balanceDueOn)}${terms.nonRefundable ? '; the deposit is not refundable' : ''}`,
} as const;
