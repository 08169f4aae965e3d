import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.ts';

function messages(input: Record<string, unknown>) {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('loginSchema', () => {
  it('requires an e-mail and a password', () => {
    expect(messages({})).toEqual(['Email is required', 'Password is required']);
    expect(messages({ email: '  ', password: '' })).toEqual(['Email is required', 'Password is required']);
  });

  it('takes a well-formed e-mail, trimmed, and any non-empty password', () => {
    expect(loginSchema.parse({ email: ' owner@example.org ', password: ' spaces count ' })).toEqual({
      email: 'owner@example.org',
      password: ' spaces count ',
    });
    expect(messages({ email: 'owner', password: 'x' })).toEqual(['Enter a valid email address']);
  });

  it('refuses 10 kB values with a readable reason instead of passing them on', () => {
    expect(messages({ email: `${'a'.repeat(10_000)}@example.org`, password: 'x' })).toEqual(['Email is too long']);
    expect(messages({ email: 'owner@example.org', password: 'p'.repeat(10_000) })).toEqual(['Password is too long']);
    expect(messages({ email: ['owner@example.org'], password: 42 })).toHaveLength(2);
  });
});
