import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMinutes } from './worker.ts';

describe('retryDelayMinutes', () => {
  it('waits longer after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMinutes)).toEqual([1, 5, 15, 60, 180]);
  });

  it('has no further attempt after the last one, nor after a staff retry of a failed message', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(retryDelayMinutes(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelayMinutes(MAX_ATTEMPTS + 3)).toBeNull();
  });
});
