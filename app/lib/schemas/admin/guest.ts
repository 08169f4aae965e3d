import { FIELD_MESSAGES, personName, phoneNumber } from '../fields.ts';
import { z } from '../z.ts';
import type { FieldText } from './record.ts';

// The guest profile's two forms: the profile staff keep, and the merge of another guest into this one.

export const GUEST_FIELDS = {
  name: { label: 'Name' },
  email: { label: 'E-mail', hint: 'Optional. Bookings made with this address belong to this guest.' },
  phone: { label: 'Phone', hint: 'Optional. Bookings without an e-mail are matched by this number.' },
  dateOfBirth: { label: 'Date of birth' },
  dietaryNeeds: { label: 'Dietary needs', hint: 'Vegetarian, vegan, Jain, no onion or garlic …' },
  allergies: { label: 'Allergies', hint: 'What the kitchen and the therapists must know.' },
  emergencyContact: { label: 'Emergency contact', hint: 'A name and a number to call.' },
  staffNotes: { label: 'Staff notes', hint: 'Seen by staff only, never by the guest.' },
} as const satisfies Record<string, FieldText>;

export const GUEST_LIMITS = { short: 200, medium: 1000, notes: 5000 } as const;

/** An optional text: trimmed, capped; empty is none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || null);

const DOB_MESSAGE = 'Please enter a date of birth in the past, after 1900.';

/** A real calendar day (not 31 February) between 1900 and today. */
function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value > '1900-01-01' && day.getTime() <= Date.now();
}

export const guestProfileSchema = z.object({
  intent: z.literal('update'),
  id: z.string(),
  name: personName,
  email: z
    .string()
    .trim()
    .max(254, FIELD_MESSAGES.emailTooLong)
    .refine((value) => !value || z.email().safeParse(value).success, FIELD_MESSAGES.emailInvalid)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .string()
    .trim()
    .refine((value) => !value || phoneNumber.safeParse(value).success, FIELD_MESSAGES.mobileInvalid)
    .optional()
    .transform((value) => value || null),
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => !value || isPastDate(value), DOB_MESSAGE)
    .optional()
    .transform((value) => value || null),
  dietaryNeeds: optionalText(GUEST_FIELDS.dietaryNeeds.label, GUEST_LIMITS.medium),
  allergies: optionalText(GUEST_FIELDS.allergies.label, GUEST_LIMITS.medium),
  emergencyContact: optionalText(GUEST_FIELDS.emergencyContact.label, GUEST_LIMITS.short),
  staffNotes: optionalText(GUEST_FIELDS.staffNotes.label, GUEST_LIMITS.notes),
});

export type GuestProfileInput = z.output<typeof guestProfileSchema>;

const CHOOSE_GUEST = 'Choose the guest to merge.';

export const guestMergeSchema = z.object({
  intent: z.literal('merge'),
  id: z.string(),
  duplicateId: z.string({ error: CHOOSE_GUEST }).regex(/^[0-9a-f-]{36}$/i, CHOOSE_GUEST),
});

/** What the merge search takes: a name, an e-mail address or a phone number, or part of one. */
export const guestSearchParam = z.string().trim().max(120).catch('');
