import { describe, expect, it } from 'vitest';
import { learning } from '#app/content/learning.ts';
import { enquiryHref } from './enquiry-href.ts';
import { FEES_ON_REQUEST, programmeFee, upcomingBatches } from './learning.ts';

const batches = [
  { start: '2027-07-05', end: '2027-07-30' },
  { start: '2026-01-12', end: '2026-02-06' },
  { start: '2026-11-20', end: '2026-11-28' },
  { start: '2027-01-11', end: '2027-02-05' },
];

describe('upcomingBatches', () => {
  it('never offers a batch that has ended or begun, and lists the rest soonest first', () => {
    expect(upcomingBatches(batches, '2026-11-23')).toEqual([
      { start: '2027-01-11', end: '2027-02-05' },
      { start: '2027-07-05', end: '2027-07-30' },
    ]);
  });

  it('offers a batch on the day it starts, not the day after', () => {
    expect(upcomingBatches(batches, '2027-01-11').map((batch) => batch.start)).toEqual(['2027-01-11', '2027-07-05']);
    expect(upcomingBatches(batches, '2027-01-12').map((batch) => batch.start)).toEqual(['2027-07-05']);
  });

  it('offers nothing once every batch has started, so the page asks guests to enquire', () => {
    expect(upcomingBatches(batches, '2027-07-06')).toEqual([]);
  });

  it('does not reorder the content it is given', () => {
    const copy = structuredClone(batches);
    upcomingBatches(copy, '2000-01-01');
    expect(copy).toEqual(batches);
  });
});

describe('programmeFee', () => {
  it('writes a set fee in rupees and an unset one as on request', () => {
    expect(programmeFee({ feeRupees: 85_000 })).toBe('₹85,000 per participant');
    expect(programmeFee({})).toBe(FEES_ON_REQUEST);
  });

  it('leaves no placeholder price in the content', () => {
    for (const programme of learning.programmes) expect(programmeFee(programme)).not.toMatch(/X{2,}/);
  });
});

describe('enquiryHref', () => {
  it('opens the contact form with the programme as its subject', () => {
    const url = new URL(enquiryHref('Aerial Yoga Teacher Training Program'), 'http://estate.test');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subject')).toBe('Aerial Yoga Teacher Training Program');
    expect(url.hash).toBe('#enquiry');
  });
});
