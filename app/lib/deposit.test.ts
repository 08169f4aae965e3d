import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_FORM_MESSAGES,
  depositRuleSchema,
  depositTermsOf,
  depositTermsText,
  formOfRule,
  NO_DEPOSIT,
  ruleFormProblem,
  ruleOfForm,
} from './deposit.ts';

const thirtyPercent = { type: 'percent', percent: 30, balanceDaysBefore: 14, nonRefundable: false } as const;

describe('depositTermsOf', () => {
  it('takes the percentage to the whole rupee and dates the balance before the start', () => {
    expect(depositTermsOf(thirtyPercent, 4_250_050, '2027-03-01', '2027-01-10')).toEqual({
      depositPaise: 1_275_000,
      balancePaise: 2_975_050,
      balanceDueOn: '2027-02-15',
      nonRefundable: false,
    });
  });

  it('asks for the whole price once the balance would already be due', () => {
    expect(depositTermsOf(thirtyPercent, 4_250_000, '2027-03-01', '2027-02-15')).toBeNull();
    expect(depositTermsOf(thirtyPercent, 4_250_000, '2027-03-01', '2027-02-14')).not.toBeNull();
  });

  it('offers nothing without a rule, or when the fixed deposit is the whole price', () => {
    expect(depositTermsOf(NO_DEPOSIT, 4_250_000, '2027-03-01', '2027-01-10')).toBeNull();
    const fixed = { type: 'fixed', paise: 500_000, balanceDaysBefore: 7, nonRefundable: true } as const;
    expect(depositTermsOf(fixed, 500_000, '2027-03-01', '2027-01-10')).toBeNull();
    expect(depositTermsOf(fixed, 800_000, '2027-03-01', '2027-01-10')).toMatchObject({ depositPaise: 500_000, balancePaise: 300_000 });
  });

  it('states the terms in words', () => {
    const terms = depositTermsOf({ ...thirtyPercent, nonRefundable: true }, 4_250_000, '2027-03-01', '2027-01-10')!;
    expect(depositTermsText(terms)).toBe(
      'Pay a deposit of ₹12,750 now and the balance of ₹29,750 by 15th February 2027. The deposit is not refundable.',
    );
  });

  it('refuses a percentage outside 1 to 99', () => {
    expect(depositRuleSchema.safeParse({ ...thirtyPercent, percent: 100 }).success).toBe(false);
    expect(depositRuleSchema.safeParse({ ...thirtyPercent, percent: 0 }).success).toBe(false);
  });
});

describe('a rule as the owner’s forms hold it', () => {
  it('turns a percentage or rupees into the rule, and back', () => {
    const percent = { type: 'percent', amount: 30, balanceDaysBefore: 14, nonRefundable: true } as const;
    expect(ruleOfForm(percent)).toEqual({ type: 'percent', percent: 30, balanceDaysBefore: 14, nonRefundable: true });
    expect(formOfRule(ruleOfForm(percent))).toEqual(percent);
    const fixed = { type: 'fixed', amount: 5_000, balanceDaysBefore: 7, nonRefundable: false } as const;
    expect(ruleOfForm(fixed)).toEqual({ type: 'fixed', paise: 500_000, balanceDaysBefore: 7, nonRefundable: false });
    expect(formOfRule(ruleOfForm(fixed))).toEqual(fixed);
    expect(ruleOfForm({ ...fixed, type: 'none' })).toEqual(NO_DEPOSIT);
    expect(depositRuleSchema.parse(ruleOfForm(percent))).toEqual(ruleOfForm(percent));
  });

  it('refuses a figure that does not fit the kind of rule, in words', () => {
    expect(ruleFormProblem({ type: 'percent', amount: 100 })).toBe(DEPOSIT_FORM_MESSAGES.percent);
    expect(ruleFormProblem({ type: 'percent', amount: 0 })).toBe(DEPOSIT_FORM_MESSAGES.percent);
    expect(ruleFormProblem({ type: 'fixed', amount: 0 })).toBe(DEPOSIT_FORM_MESSAGES.fixed);
    expect(ruleFormProblem({ type: 'none', amount: 0 })).toBeNull();
    expect(ruleFormProblem({ type: 'percent', amount: 99 })).toBeNull();
  });
});
