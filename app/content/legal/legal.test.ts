import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '../types.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { refundPolicy } from './refund-policy.ts';
import { terms } from './terms.ts';

// The legal pages say what the product does: a promo code applies at checkout, a guest cancels from the
// booking's own page, and the privacy policy names every piece of data the site asks for.

const textOf = (document: LegalDocument) =>
  document.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])]).join('\n');

describe('the legal pages agree with the product', () => {
  it('terms: a promo code is applied at checkout, never "confirmed in writing"', () => {
    expect(textOf(terms)).not.toContain('in writing');
    expect(textOf(terms)).toContain('lowers the price shown before you pay');
  });

  it('refund policy: guests cancel themselves from the link in every booking mail', () => {
    const howTo = refundPolicy.sections.find((section) => section.heading === 'How to cancel or reschedule');
    expect(howTo?.paragraphs?.[0]).toContain('link to your booking’s page, where you can cancel it yourself');
  });

  it('privacy policy: says what health data is kept, who reads it, for how long, and how a guest erases it', () => {
    const text = textOf(privacyPolicy);
    expect(text).toContain('We collect your answers, and any files you choose to send with them');
    expect(text).toContain('Our front desk sees only whether your form is complete, never your answers.');
    expect(text).toContain('encrypted when we store them, and every time a member of our staff opens them is recorded');
    expect(text).toContain('{care.retentionDays} days after your stay unless you ask us to keep them');
    expect(text).toContain('Ask us to erase your data, from your own questionnaire link');
    expect(text).toContain('Indian tax law requires us to keep those records');
    expect(text).toContain('Have your grievance heard: write to {email}');
  });

  it('privacy policy: names the newsletter sign-up and the GST state asked at checkout', () => {
    expect(privacyPolicy.sections.map((section) => section.heading)).toContain('Our newsletter');
    expect(textOf(privacyPolicy)).toContain('the Indian state you choose at checkout');
  });
});
