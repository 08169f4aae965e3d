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

  it('privacy policy: names the newsletter sign-up and the GST state asked at checkout', () => {
    expect(privacyPolicy.sections.map((section) => section.heading)).toContain('Our newsletter');
    expect(textOf(privacyPolicy)).toContain('the Indian state you choose at checkout');
  });
});
