import { describe, expect, it } from 'vitest';
import { firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { policyMoney } from './policy.ts';

// The refund-or-credit rule's money with only part paid: the percentage of the price, never more than is
// left of what was paid, less a deposit the terms keep.

const figures = firstPolicyFigures; // 50 % refunded
const terms = (nonRefundable: boolean) => ({ depositPaise: 1_275_000, balancePaise: 2_975_000, balanceDueOn: '2027-02-15', nonRefundable });

describe('policyMoney', () => {
  it('paid in full without a deposit: half of what was paid, or all of it as credit, as before', () => {
    expect(policyMoney({ paidPaise: 4_250_001, leftPaise: 4_250_001 }, null, figures)).toEqual({
      refundPaise: 2_125_001,
      creditPaise: 4_250_001,
    });
  });

  it('a refundable deposit alone: half the price is more than was paid, so the deposit goes back whole', () => {
    expect(policyMoney({ paidPaise: 1_275_000, leftPaise: 1_275_000 }, terms(false), figures)).toEqual({
      refundPaise: 1_275_000,
      creditPaise: 1_275_000,
    });
  });

  it('a non-refundable deposit alone gives nothing back; with the balance paid, at most the balance', () => {
    expect(policyMoney({ paidPaise: 1_275_000, leftPaise: 1_275_000 }, terms(true), figures)).toEqual({ refundPaise: 0, creditPaise: 0 });
    expect(policyMoney({ paidPaise: 4_250_000, leftPaise: 4_250_000 }, terms(true), figures)).toEqual({
      refundPaise: 2_125_000,
      creditPaise: 2_975_000,
    });
    const sixty = { depositPaise: 2_550_000, balancePaise: 1_700_000, balanceDueOn: '2027-02-15', nonRefundable: true };
    expect(policyMoney({ paidPaise: 4_250_000, leftPaise: 4_250_000 }, sixty, figures)).toEqual({
      refundPaise: 1_700_000,
      creditPaise: 1_700_000,
    });
  });

  it('counts what already went back against what is left, never below nothing', () => {
    expect(policyMoney({ paidPaise: 4_250_000, leftPaise: 1_000_000 }, terms(true), figures)).toEqual({ refundPaise: 0, creditPaise: 0 });
    expect(policyMoney({ paidPaise: 4_250_000, leftPaise: 2_000_000 }, terms(false), figures)).toEqual({
      refundPaise: 2_000_000,
      creditPaise: 2_000_000,
    });
  });
});
