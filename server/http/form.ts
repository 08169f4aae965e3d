import { data } from 'react-router';
import { readLimitedForm } from '../uploads/form.ts';
import { formHasUnstorableText, UNSTORABLE_TEXT } from './storable.ts';

/** The public forms are a few kilobytes; this leaves room for every field at its limit, %-encoded, in any script. */
export const MAX_PUBLIC_FORM_BYTES = 256 * 1024;

export const FORM_MESSAGES = {
  notAForm: 'Please send this as a web form (application/x-www-form-urlencoded or multipart/form-data).',
  tooLarge: 'The form is too large.',
  unreadable: 'The form could not be read. Please try again.',
} as const;

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The form a page posted, or a thrown 4xx answer with a readable reason (never a 500): a body that is
 * not a form (JSON, plain text), garbled, too large, or with text the database cannot store.
 */
export async function readForm(request: Request, maxBytes = MAX_PUBLIC_FORM_BYTES): Promise<FormData> {
  // Read (or discarded) to the end before any answer, so the client's connection stays usable.
  const form = await readLimitedForm(request, maxBytes);
  if (form === 'too-large') throw data({ error: FORM_MESSAGES.tooLarge }, { status: 413 });
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) throw data({ error: FORM_MESSAGES.notAForm }, { status: 415 });
  if (form === 'unreadable') throw data({ error: FORM_MESSAGES.unreadable }, { status: 400 });
  if (formHasUnstorableText(form)) throw data({ error: UNSTORABLE_TEXT }, { status: 400 });
  return form;
}
