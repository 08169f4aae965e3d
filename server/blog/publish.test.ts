import { describe, expect, it } from 'vitest';
import { publishedAtFor } from './publish.ts';

describe('publishedAtFor', () => {
  it('stamps a published save with the time of the save', () => {
    const now = new Date('2026-11-22T08:15:00Z');
    expect(publishedAtFor(true, now)).toEqual(now);
  });

  it('stamps every published save anew, not only the first', () => {
    const first = publishedAtFor(true, new Date('2026-11-22T08:15:00Z'));
    const second = publishedAtFor(true, new Date('2026-11-23T09:00:00Z'));
    expect(second!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('clears the time of a draft', () => {
    expect(publishedAtFor(false, new Date('2026-11-22T08:15:00Z'))).toBeNull();
  });

  it('uses the current time when none is given', () => {
    const before = Date.now();
    const stamped = publishedAtFor(true)!.getTime();
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });
});
