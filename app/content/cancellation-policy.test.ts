import { describe, expect, it } from 'vitest';
import { aPercent, fillPolicy, firstPolicyFigures, policyMessages } from './cancellation-policy.ts';

describe('the policy’s words for a figure the owner sets', () => {
  it('reads a percentage with the article it takes aloud', () => {
    expect([8, 11, 18, 80, 85, 89].map((percent) => aPercent(percent))).toEqual([
      'an 8%',
      'an 11%',
      'an 18%',
      'an 80%',
      'an 85%',
      'an 89%',
    ]);
    expect([0, 1, 50, 75, 90, 100].map((percent) => aPercent(percent))).toEqual(['a 0%', 'a 1%', 'a 50%', 'a 75%', 'a 90%', 'a 100%']);
    expect(aPercent(80, true)).toBe('An 80%');
  });

  it('says an 80% refund when the owner sets 80, and reads as before with the first figures', () => {
    const eighty = policyMessages({ ...firstPolicyFigures, retreat: { ...firstPolicyFigures.retreat, refundPercent: 80 } });
    expect(eighty.retreatRefundOrCredit('1 January 2027')).toMatch(/^You may choose an 80% refund, or full credit/);
    expect(policyMessages(firstPolicyFigures).retreatRefundOrCredit('1 January 2027')).toMatch(
      /^You may choose a 50% refund, or full credit/,
    );
  });

  it('fills a legal text’s percentage with the article its figure takes', () => {
    const eighty = { ...firstPolicyFigures, retreat: { ...firstPolicyFigures.retreat, refundPercent: 80 } };
    expect(fillPolicy('Cancelled early: a {retreat.refundPercent}% refund. A {retreat.refundPercent}% share.', eighty)).toBe(
      'Cancelled early: an 80% refund. An 80% share.',
    );
    expect(fillPolicy('Cancelled early: a {retreat.refundPercent}% refund.', firstPolicyFigures)).toBe('Cancelled early: a 50% refund.');
  });
});
