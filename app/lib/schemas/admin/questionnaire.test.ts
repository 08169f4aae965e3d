import { describe, expect, it } from 'vitest';
import { parseUseTarget, targetValueOf, useSchema } from './questionnaire.ts';

const id = '0b8f6c1e-3f4a-4c2b-9a57-2d1e8f0c6b3a';

describe('what a questionnaire is asked for', () => {
  it('reads back every target it writes', () => {
    for (const target of [
      { serves: 'stays', recordId: null },
      { serves: 'retreat', recordId: id },
      { serves: 'training', recordId: id },
      { serves: 'class', recordId: id },
      { serves: 'event', recordId: id },
    ] as const)
      expect(parseUseTarget(targetValueOf(target))).toEqual(target);
  });

  it('names no target for anything else', () => {
    for (const value of ['', 'stays:' + id, 'retreat', `retreat:${id}:x`, 'retreat:not-a-uuid', `guest:${id}`, `__proto__:${id}`, 'STAYS'])
      expect(parseUseTarget(value), value).toBeNull();
  });

  it('asks when the form is filled, among the two times there are', () => {
    expect(useSchema.safeParse({ target: 'stays', fillAt: 'checkout', required: true }).success).toBe(true);
    expect(useSchema.safeParse({ target: 'stays', fillAt: 'after-departure' }).success).toBe(false);
    expect(useSchema.safeParse({ target: 'everywhere', fillAt: 'checkout' }).success).toBe(false);
  });
});
