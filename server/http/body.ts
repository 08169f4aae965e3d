import { Refusal } from '../refusal.ts';
import { MAX_FORM_BYTES, MAX_IMAGE_BYTES, uploadMessages } from '../uploads/messages.ts';
import { formHasUnstorableText, jsonHasUnstorableText, UNSTORABLE_TEXT } from './storable.ts';

// Every request body the app reads goes through readBody: bytes are counted as they arrive, so neither a
// false Content-Length nor a chunked body without one can make the process hold more than the cap.
// A body that cannot be used is a Refusal (4xx and a one-line reason); the route layer answers it
// (app/routes/+shared/refusal.ts).

const MiB = 1024 * 1024;

/** The JSON endpoints' bodies (payment orders, checkout answers) are a few hundred bytes. */
export const MAX_JSON_BYTES = 16 * 1024;
/** The public forms are a few kilobytes; this leaves room for every field at its limit, %-encoded, in any script. */
export const MAX_PUBLIC_FORM_BYTES = 256 * 1024;
/** Razorpay's webhook payloads are a few kilobytes. */
export const MAX_WEBHOOK_BYTES = 1 * MiB;

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  notJson: 'The request must be JSON.',
} as const;

export const FORM_MESSAGES = {
  notAForm: 'Please send this as a web form (application/x-www-form-urlencoded or multipart/form-data).',
  tooLarge: 'The form is too large.',
  unreadable: 'The form could not be read. Please try again.',
} as const;

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * How far past its cap a body is still read, and dropped, so that a client that sent a little too much
 * (a 40 KB order, an 11 MB photo where 10 MB are allowed) gets its answer on a connection it can use
 * again. Beyond this, reading stops: the answer goes out with `Connection: close` (unread-body.ts) and
 * the rest of the body is never read. Clients that send on after the close still read the answer.
 */
export const COURTESY_BYTES = 256 * 1024;

/**
 * The body's bytes, or 'too-large' once more than `limit` bytes have arrived (or were announced in
 * Content-Length). At most `limit` bytes are ever held. A body over the cap is read on, and dropped,
 * only up to COURTESY_BYTES more; the stream is then left unread rather than cancelled, since
 * cancelling it destroys the socket before the 413 can be sent.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!request.body) return new Uint8Array(0);
  const declared = Number(request.headers.get('content-length') ?? '');
  const stopAt = limit + COURTESY_BYTES;
  let over = Number.isFinite(declared) && declared > limit;
  if (over && declared > stopAt) return 'too-large';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit && !over) {
        over = true;
        chunks.length = 0;
      }
      if (over) {
        if (total > stopAt) return 'too-large';
        continue;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (over) return 'too-large';
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text (UTF-8, as Request.text() reads it) of at most `maxBytes`, or a 413 Refusal. */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBody(request, maxBytes);
  if (bytes === 'too-large') throw new Refusal(BODY_MESSAGES.tooLarge, 413);
  return new TextDecoder().decode(bytes);
}

/** Reads a JSON request body of at most `maxBytes`; a Refusal, 413 or 400 (never a 500), when it cannot or holds text the database cannot store. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readTextBody(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(BODY_MESSAGES.notJson, 400);
  }
  if (jsonHasUnstorableText(value)) throw new Refusal(UNSTORABLE_TEXT, 400);
  return value;
}

/** A multipart or urlencoded body as FormData, within `limit` bytes whatever Content-Length claims. */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData | 'too-large' | 'unreadable'> {
  const bytes = await readBody(request, limit);
  if (bytes === 'too-large') return 'too-large';
  if (bytes.byteLength === 0) return new FormData();
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return 'unreadable';
  }
}

export interface FormLimits {
  /** The most bytes the whole body may have. */
  maxBytes?: number;
  /** The form may carry files (an admin form's image): each within MAX_IMAGE_BYTES, and too large is said as images' limit. */
  files?: boolean;
}

/**
 * The form a page posted, or a Refusal with a readable reason (never a 500): a body that is not a form
 * (JSON, plain text), garbled, too large, or with text the database cannot store. An empty body is an
 * empty form, whatever its type: the form's schema then says what is missing.
 */
export async function readForm(request: Request, { maxBytes = MAX_PUBLIC_FORM_BYTES, files = false }: FormLimits = {}): Promise<FormData> {
  const form = await readLimitedForm(request, maxBytes);
  const tooLargeText = files ? uploadMessages.tooLarge : FORM_MESSAGES.tooLarge;
  if (form === 'too-large') throw new Refusal(tooLargeText, 413);
  const empty = form !== 'unreadable' && [...form.keys()].length === 0;
  if (!empty && !FORM_TYPES.test(request.headers.get('content-type') ?? '')) throw new Refusal(FORM_MESSAGES.notAForm, 415);
  if (form === 'unreadable') throw new Refusal(FORM_MESSAGES.unreadable, 400);
  if (files) {
    for (const value of form.values()) {
      if (typeof value !== 'string' && value.size > MAX_IMAGE_BYTES) throw new Refusal(tooLargeText, 413);
    }
  }
  if (formHasUnstorableText(form)) throw new Refusal(UNSTORABLE_TEXT, 400);
  return form;
}

/**
 * The form of a back-office action, within MAX_FORM_BYTES however it is sent. An oversized body is refused
 * with the size message (readBody reads a little past the cap and then stops; unread-body.ts closes the
 * connection so that the browser still gets the message).
 */
export function readAdminForm(request: Request, { files = false }: { files?: boolean } = {}): Promise<FormData> {
  return readForm(request, { maxBytes: files ? MAX_FORM_BYTES : MAX_PUBLIC_FORM_BYTES, files });
}

/** The first reason a schema gave for refusing a parsed body. */
export function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
