import { describe, expect, it } from 'vitest';
import { mailActionSchema, readMailQuery } from './mail.ts';

describe('readMailQuery', () => {
  it('reads a page number and shrugs off anything else', () => {
    expect(readMailQuery(new URLSearchParams('page=3'))).toEqual({ page: 3 });
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e400']) {
      expect(readMailQuery(new URLSearchParams(bad))).toEqual({ page: 1 });
    }
  });
});

describe('mailActionSchema', () => {
  it('accepts a retry of one mail', () => {
    expect(mailActionSchema.parse({ intent: 'retry', id: ' 1f0e7f9e-2b9b-4c55-9a43-5f1f3f1d2a10 ' })).toEqual({
      intent: 'retry',
      id: '1f0e7f9e-2b9b-4c55-9a43-5f1f3f1d2a10',
    });
  });

  it('refuses other intents, a missing id and an overlong one', () => {
    expect(mailActionSchema.safeParse({ intent: 'delete', id: 'x' }).success).toBe(false);
    expect(mailActionSchema.safeParse({ intent: 'retry' }).success).toBe(false);
    expect(mailActionSchema.safeParse({ intent: 'retry', id: '   ' }).success).toBe(false);
    expect(mailActionSchema.safeParse({ intent: 'retry', id: 'x'.repeat(101) }).success).toBe(false);
  });
});
