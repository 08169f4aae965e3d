import { z } from 'zod';
import type { DepositRule as Rule } from './deposit-terms.ts';
import { formatPaise } from './money.ts';

export {
  DEPOSIT_BOOKING_MESSAGES,
  type DepositPayment,
  depositPayments,
  type DepositRule,
  type DepositTerms,
  depositTermsOf,
  depositTermsText,
  STAFF_DEPOSIT_MESSAGES,
  termsPricePaise,
} from './deposit-terms.ts';

// A deposit rule says what part of a booking's price a guest may pay now, and when the rest falls due.
// The estate keeps one for stays (from a number of nights) and one for events paid online, and one on each
// retreat and each training batch. A booking keeps the terms it was sold with (bookings.deposit_terms).

const balanceDaysBefore = z.number().int().min(0).max(365);
const nonRefundable = z.boolean();

// It reads exactly the rules deposit-terms.ts works with.
export const depositRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('percent'), percent: z.number().int().min(1).max(99), balanceDaysBefore, nonRefundable }),
  z.object({ type: z.literal('fixed'), paise: z.number().int().min(100), balanceDaysBefore, nonRefundable }),
]) satisfies z.ZodType<Rule>;

export const NO_DEPOSIT: Rule = { type: 'none' };

/** The rule in words, for staff screens. */
export function depositRuleText(rule: Rule): string {
  if (rule.type === 'none') return 'No deposit: paid in full';
  const amount = rule.type === 'percent' ? `${rule.percent}%` : formatPaise(rule.paise);
  const kept = rule.nonRefundable ? ', not refundable' : '';
  return `A deposit of ${amount}, the balance due ${rule.balanceDaysBefore} days before${kept}`;
}

/** The kinds of rule, as the owner's forms offer them. */
export const depositRuleTypes = ['none', 'percent', 'fixed'] as const;
export const DEPOSIT_RULE_TYPE_LABELS: Record<(typeof depositRuleTypes)[number], string> = {
  none: 'No deposit: paid in full',
  percent: 'A percentage of the price',
  fixed: 'A fixed sum (₹)',
};

/** A rule as the owner's forms hold it: its kind, one figure (a percentage or rupees), the days, kept or not. */
export interface DepositRuleForm {
  type: (typeof depositRuleTypes)[number];
  amount: number;
  balanceDaysBefore: number;
  nonRefundable: boolean;
}

/** The label of the days field, the same on every owner's form. */
export const BALANCE_DAYS_LABEL = 'Balance due (days before the start)';

/** What the owner's forms say under a rule's fields. */
export const DEPOSIT_FORM_HINTS = {
  rule: 'What a guest may pay at checkout instead of the whole price.',
  amount: 'The percentage (1 to 99) or the sum in rupees.',
  days: 'Booked later than this, the guest pays in full.',
  kept: 'Kept when the guest cancels.',
} as const;

export const DEPOSIT_FORM_MESSAGES = {
  percent: 'A deposit by percentage is a whole number from 1 to 99.',
  fixed: 'A fixed deposit is at least ₹1.',
} as const;

/** Why the figure does not fit the kind of rule; null when it does. */
export function ruleFormProblem(form: Pick<DepositRuleForm, 'type' | 'amount'>): string | null {
  if (form.type === 'percent' && (form.amount < 1 || form.amount > 99)) return DEPOSIT_FORM_MESSAGES.percent;
  if (form.type === 'fixed' && form.amount < 1) return DEPOSIT_FORM_MESSAGES.fixed;
  return null;
}

/** The rule a form gives (its figure checked by ruleFormProblem first). */
export function ruleOfForm(form: DepositRuleForm): Rule {
  const { balanceDaysBefore, nonRefundable } = form;
  if (form.type === 'percent') return { type: 'percent', percent: form.amount, balanceDaysBefore, nonRefundable };
  if (form.type === 'fixed') return { type: 'fixed', paise: form.amount * 100, balanceDaysBefore, nonRefundable };
  return { type: 'none' };
}

/** A rule as its form shows it. */
export function formOfRule(rule: Rule): DepositRuleForm {
  if (rule.type === 'none') return { type: 'none', amount: 0, balanceDaysBefore: 0, nonRefundable: false };
  const amount = rule.type === 'percent' ? rule.percent : Math.round(rule.paise / 100);
  return { type: rule.type, amount, balanceDaysBefore: rule.balanceDaysBefore, nonRefundable: rule.nonRefundable };
}
