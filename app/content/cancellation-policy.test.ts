import { describe, expect, it } from 'vitest';
import { GUEST_APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { aPercent, completeFigures, fillPolicy, firstPolicyFigures, freeReschedulesText, policyMessages } from './cancellation-policy.ts';

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

  it('says the private sessions’ free changes in words, in the legal text and on the guest’s page', () => {
    expect([0, 1, 2, 12].map(freeReschedulesText)).toEqual([
      'no free reschedules',
      'one free reschedule',
      'two free reschedules',
      '12 free reschedules',
    ]);
    const text = 'Give us {appointment.rescheduleNoticeHours} hours’ notice to receive {appointment.freeReschedulesText}.';
    expect(fillPolicy(text, firstPolicyFigures)).toBe('Give us 24 hours’ notice to receive one free reschedule.');
    const twice = { ...firstPolicyFigures.appointment, freeReschedules: 2, rescheduleNoticeHours: 48 };
    expect(fillPolicy(text, { ...firstPolicyFigures, appointment: twice })).toBe(
      'Give us 48 hours’ notice to receive two free reschedules.',
    );
    expect(GUEST_APPOINTMENT_MESSAGES.changeIntro(twice)).toBe(
      'You may change the time of this appointment twice, free of charge, up to 48 hours before it starts.',
    );
    expect(GUEST_APPOINTMENT_MESSAGES.used(twice)).toMatch(/^You have already used the 2 free changes of time/);
  });

  it('completes figures kept before a group existed with that group’s first figures', () => {
    const { appointment: _none, ...older } = firstPolicyFigures;
    expect(completeFigures(older)).toEqual(firstPolicyFigures);
    expect(completeFigures(null)).toBe(firstPolicyFigures);
  });
});
