import { z } from '../z.ts';

// Building blocks of the back-office's catalogue forms (events and classes), so both screens
// word their messages alike and cap every field the same way.

/** Short fields such as a title or a price. */
export const SHORT_TEXT = 200;
/** Long texts such as a description. */
export const LONG_TEXT = 10_000;

/** What a form calls a field, and what it shows under or inside it; a schema's messages use the same label. */
export interface FieldText {
  label: string;
  hint?: string;
  placeholder?: string;
}

/** The fields events and classes share, worded alike on both forms. */
export const CATALOG_FIELDS = {
  title: { label: 'Title' },
  price: { label: 'Price', placeholder: 'Rs 500' },
  duration: { label: 'Duration', placeholder: '60 min' },
} as const satisfies Record<string, FieldText>;

/** What a form says of a field left empty: one sentence for every back-office form. */
export function requiredText(label: string): string {
  return `${label} is required.`;
}

/** A required single-line text: trimmed, not empty, at most `max` characters. */
export function requiredString(label: string, max: number = SHORT_TEXT) {
  const missing = requiredText(label);
  return z.string({ error: missing }).trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`);
}

/** An optional text: trimmed; empty becomes undefined. */
export function optionalText(label: string, max: number = LONG_TEXT) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();
}

/** A whole number between min and max; words such as 'ten' are refused with the same readable message. */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** Whole rupees from 0 to ten lakh, as the owner types a price. */
export function rupees(label: string) {
  return z.coerce.number({ error: `${label} must be a whole number from 0 to 1000000.` }).pipe(wholeNumber(label, 0, 1_000_000));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a form or the address can be a record's id at all (the database would refuse it). */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
