import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../fields.ts';
import { GUEST_LIMITS, guestProfileSchema } from './guest.ts';

const id = '0d3f5a7b-2c4e-4f6a-8b9c-1d2e3f4a5b6c';

function errorsOf(input: Record<string, string>) {
  const parsed = guestProfileSchema.safeParse({ intent: 'update', id, name: 'Asha', ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the guest profile form', () => {
  it('keeps an address lower-cased and turns empty fields into none', () => {
    const parsed = guestProfileSchema.parse({
      intent: 'update',
      id,
      name: ' Asha ',
      email: ' Asha@Example.ORG ',
      phone: '',
      allergies: '  ',
    });
    expect(parsed).toMatchObject({
      name: 'Asha',
      email: 'asha@example.org',
      phone: null,
      allergies: null,
      dateOfBirth: null,
      staffNotes: null,
    });
  });

  it('refuses what cannot be stored, each with a sentence', () => {
    expect(errorsOf({ email: 'not an address' })).toEqual({ email: FIELD_MESSAGES.emailInvalid });
    expect(errorsOf({ phone: 'call me' })).toEqual({ phone: FIELD_MESSAGES.mobileInvalid });
    expect(errorsOf({ name: '' })).toEqual({ name: FIELD_MESSAGES.nameRequired });
    for (const dateOfBirth of ['2001-02-29', '1899-12-31', '3000-01-01', '12/05/1980']) {
      expect(errorsOf({ dateOfBirth }).dateOfBirth, dateOfBirth).toMatch(/date of birth/);
    }
    expect(errorsOf({ dateOfBirth: '2000-02-29' })).toEqual({});
    expect(errorsOf({ allergies: 'x'.repeat(GUEST_LIMITS.medium + 1) })).toEqual({
      allergies: `Allergies must be at most ${GUEST_LIMITS.medium} characters.`,
    });
    expect(errorsOf({ staffNotes: 'x'.repeat(GUEST_LIMITS.notes + 1) }).staffNotes).toMatch(/at most/);
  });
});
