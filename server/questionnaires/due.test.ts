import { describe, expect, it } from 'vitest';
import { careSummaryOf, type FormState, type GuestForms, partySizeOf } from './due.ts';

const form = (fields: Partial<FormState>): FormState => ({
  questionnaireId: 'q1',
  title: 'Health questionnaire',
  required: true,
  fillAt: 'before-arrival',
  status: 'complete',
  review: null,
  erased: false,
  responseId: 'r1',
  ...fields,
});
const guest = (position: number, forms: FormState[]): GuestForms => ({
  bookingGuestId: `bg${position}`,
  bookingId: 'b1',
  guestId: `g${position}`,
  name: `Guest ${position}`,
  email: null,
  position,
  forms,
});

describe('partySizeOf', () => {
  it('counts a retreat’s guests and a stay’s adults, and one for anything else', () => {
    expect(partySizeOf({ details: { kind: 'retreat', occupancy: 'double', guests: 2 } })).toBe(2);
    expect(partySizeOf({ details: { kind: 'stay', adults: 3, nights: 2, promoCode: null } })).toBe(3);
    expect(partySizeOf({ details: null })).toBe(1);
  });
});

describe('careSummaryOf', () => {
  it('says nothing when no form is asked', () => {
    expect(careSummaryOf([guest(1, [])], 1)).toBeNull();
  });

  it('puts a practitioner’s flag before everything else', () => {
    expect(careSummaryOf([guest(1, [form({ review: 'call' })]), guest(2, [form({ status: 'missing' })])], 2)).toBe('flagged');
    expect(careSummaryOf([guest(1, [form({ review: 'not-suitable' })])], 1)).toBe('flagged');
  });

  it('counts a required form not sent, or a guest not yet named, as missing', () => {
    expect(careSummaryOf([guest(1, [form({ status: 'draft' })])], 1)).toBe('missing');
    expect(careSummaryOf([guest(1, [form({})])], 2)).toBe('missing');
    expect(careSummaryOf([guest(1, [form({}), form({ questionnaireId: 'q2', required: false, status: 'missing' })])], 1)).toBe('complete');
  });

  it('calls the forms reviewed only when every sent one is', () => {
    expect(careSummaryOf([guest(1, [form({ review: 'reviewed' })]), guest(2, [form({})])], 2)).toBe('complete');
    expect(careSummaryOf([guest(1, [form({ review: 'reviewed' })]), guest(2, [form({ review: 'reviewed' })])], 2)).toBe('reviewed');
  });
});
