import { describe, expect, it } from 'vitest';
import { firstPolicyFigures, type PolicyFigures } from '#app/content/cancellation-policy.ts';
import { creditPercentOf, figuresOf, type PolicyBooking, quoteCancellation } from './cancellation-policy.ts';

// A therapy or consultation is cancelled by the private-session figures it was booked under, not by a
// constant: what the owner published then, or the first figures for one booked before they existed.

const ZONE = 'Asia/Kolkata';
const CHECK_IN = '12:00 PM';
const HOUR = 3_600_000;
// 10:00 AM IST on 10 March 2027 is 04:30 UTC.
const startsAt = new Date('2027-03-10T04:30:00Z');
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);

const session = (cancellationPolicy: Partial<PolicyFigures> | null): PolicyBooking => ({
  kind: 'appointment',
  status: 'confirmed',
  eventDate: '2027-03-10',
  selectedSlot: '10:00 AM',
  cancellationPolicy,
});
const withAppointment = (appointment: Partial<PolicyFigures['appointment']>): PolicyFigures => ({
  ...firstPolicyFigures,
  appointment: { ...firstPolicyFigures.appointment, ...appointment },
});

describe('cancelling a therapy or consultation', () => {
  it('gives full credit for 60 days at exactly 24 hours ahead under the first figures, and nothing a second later', () => {
    const early = quoteCancellation(session(firstPolicyFigures), hoursBefore(24), ZONE, CHECK_IN);
    expect(early).toMatchObject({ outcome: 'credit', creditValidUntil: '2027-05-08' });
    expect(early.terms).toBe(
      'You will receive full credit for this appointment, valid for 60 days (until May 8, 2027), to use towards any therapy, class, stay or retreat with us.',
    );
    const late = quoteCancellation(session(firstPolicyFigures), new Date(hoursBefore(24).getTime() + 1000), ZONE, CHECK_IN);
    expect(late).toMatchObject({ outcome: 'none', creditValidUntil: null });
    expect(late.terms).toBe(
      'This appointment starts in less than 24 hours, so it is non-refundable. Please write to us if you cannot come.',
    );
  });

  it('follows the figures the booking keeps: notice, share and validity', () => {
    const changed = session(withAppointment({ creditNoticeHours: 72, creditPercent: 40, creditValidDays: 30 }));
    const late = quoteCancellation(changed, hoursBefore(48), ZONE, CHECK_IN);
    expect(late).toMatchObject({ outcome: 'none' });
    expect(late.terms).toContain('less than 72 hours');
    const early = quoteCancellation(changed, hoursBefore(72), ZONE, CHECK_IN);
    expect(early).toMatchObject({ outcome: 'credit', creditValidUntil: '2027-04-06' });
    expect(early.terms).toContain('You will receive 40% credit for this appointment, valid for 30 days (until April 6, 2027)');
    expect(creditPercentOf('appointment', figuresOf(changed))).toBe(40);
    // The money follows the words: an event's credit share is its own figure, the retreat rule's credit full.
    const eighty = { ...firstPolicyFigures, event: { ...firstPolicyFigures.event, creditPercent: 80 } };
    expect(['appointment', 'event', 'retreat', 'stay'].map((kind) => creditPercentOf(kind as PolicyBooking['kind'], eighty))).toEqual([
      100, 80, 100, 100,
    ]);
  });

  it('gives nothing, in words that say so, when the owner gives no share as credit', () => {
    const quote = quoteCancellation(session(withAppointment({ creditPercent: 0 })), hoursBefore(200), ZONE, CHECK_IN);
    expect(quote).toMatchObject({ outcome: 'none', creditValidUntil: null });
    expect(quote.terms).toContain('gives no refund or credit');
  });

  it('reads the first private-session figures for a booking kept without them, whatever its other figures say', () => {
    const { appointment: _none, ...older } = firstPolicyFigures;
    const old = session({ ...older, event: { noticeHours: 96, creditPercent: 80, creditValidDays: 10 } });
    expect(figuresOf(old).appointment).toEqual(firstPolicyFigures.appointment);
    expect(figuresOf(old).event.noticeHours).toBe(96);
    const quote = quoteCancellation(old, hoursBefore(30), ZONE, CHECK_IN);
    expect(quote).toMatchObject({ outcome: 'credit', creditValidUntil: '2027-05-08' });
    expect(quote.terms).toContain('full credit');
    expect(figuresOf(session(null))).toEqual(firstPolicyFigures);
  });
});
