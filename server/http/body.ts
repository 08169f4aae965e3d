import { Refusal } from '../refusal.ts';
import { MAX_FORM_BYTES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../uploads/messages.ts';
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

/**
 * The most entries a form may carry. The longest form has a few dozen fields and its lists (weekdays,
 * promo targets) stay far under MAX_REPEATS_OF_A_NAME; a form's parser
 * collects repeated names in time that grows with the square of their count, so a larger form is
 * refused from its separators before anything parses it.
 */
export const MAX_FORM_ENTRIES = 300;
/** The most times one field name may repeat: today's longest list is seven weekdays; this leaves room for a selection of bookings. */
export const MAX_REPEATS_OF_A_NAME = 100;
/** JSON bodies are flat objects a level or two deep; deeper or wider ones are refused before any schema reads them. */
export const MAX_JSON_DEPTH = 8;
export const MAX_JSON_KEYS = 200;

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  notJson: 'The request must be JSON.',
  tooComplex: 'The request has too many fields or nests too deeply.',
} as const;

export const FORM_MESSAGES = {
  notAForm: 'Please send this as a web form (application/x-www-form-urlencoded or multipart/form-data).',
  tooLarge: 'The form is too large.',
  tooManyFields: 'The form has too many fields.',
  repeatedField: 'The form repeats a field too many times.',
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
  if (!jsonWithinShape(value)) throw new Refusal(BODY_MESSAGES.tooComplex, 400);
  if (jsonHasUnstorableText(value)) throw new Refusal(UNSTORABLE_TEXT, 400);
  return value;
}

/** Whether a parsed JSON value stays within MAX_JSON_DEPTH levels and MAX_JSON_KEYS keys and items in all. */
export function jsonWithinShape(value: unknown): boolean {
  // A loop, not recursion: a small body can nest thousands deep.
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  let keys = 0;
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_JSON_DEPTH) return false;
    for (const nested of Object.values(item)) {
      keys += 1;
      if (keys > MAX_JSON_KEYS) return false;
      pending.push({ item: nested, depth: depth + 1 });
    }
  }
  return true;
}

const AMPERSAND = 0x26;

/** How many times `needle` occurs in `bytes`, stopping once it passes `most`. */
function occurrences(bytes: Uint8Array, needle: Uint8Array | number, most: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found = 0;
  for (let at = buffer.indexOf(needle); at !== -1 && found <= most; at = buffer.indexOf(needle, at + 1)) found += 1;
  return found;
}

/**
 * An upper bound of a form body's entries, from its separators alone: '&' in a URL-encoded body, the
 * boundary in a multipart one. Counting is linear and needs no parsing, so it runs before the parser.
 */
export function formEntriesAtMost(bytes: Uint8Array, contentType: string): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const most = MAX_FORM_ENTRIES + 1;
  if (boundary) return Math.max(0, occurrences(bytes, Buffer.from(`--${boundary[1] ?? boundary[2]}`), most + 1) - 1);
  return occurrences(bytes, AMPERSAND, most) + 1;
}

/**
 * A body for a handler that parses it itself (Better Auth's endpoints), within MAX_JSON_BYTES and of a
 * shape our own bodies could have: a form with more entries, or JSON deeper or wider, is refused.
 */
export async function readPassThroughBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBody(request, MAX_JSON_BYTES);
  if (bytes === 'too-large') throw new Refusal(BODY_MESSAGES.tooLarge, 413);
  if (bytes.byteLength > 0) refuseHostileShape(bytes, request.headers.get('content-type') ?? '');
  return bytes;
}

function refuseHostileShape(bytes: Uint8Array, contentType: string): void {
  if (/json/i.test(contentType)) {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      return; // the handler answers unreadable JSON itself
    }
    if (!jsonWithinShape(value)) throw new Refusal(BODY_MESSAGES.tooComplex, 400);
  } else if (formEntriesAtMost(bytes, contentType) > MAX_FORM_ENTRIES) throw new Refusal(FORM_MESSAGES.tooManyFields, 413);
}

/** The first field name that a form repeats more than MAX_REPEATS_OF_A_NAME times, if any. */
function overRepeated(form: FormData): string | undefined {
  const seen = new Map<string, number>();
  for (const name of form.keys()) {
    const times = (seen.get(name) ?? 0) + 1;
    if (times > MAX_REPEATS_OF_A_NAME) return name;
    seen.set(name, times);
  }
  return undefined;
}

/** A multipart or urlencoded body as FormData, within `limit` bytes whatever Content-Length claims. */
export async function readLimitedForm(
  request: Request,
  limit: number,
): Promise<FormData | 'too-large' | 'too-many-fields' | 'repeated-field' | 'unreadable'> {
  const bytes = await readBody(request, limit);
  if (bytes === 'too-large') return 'too-large';
  if (bytes.byteLength === 0) return new FormData();
  const contentType = request.headers.get('content-type') ?? '';
  if (formEntriesAtMost(bytes, contentType) > MAX_FORM_ENTRIES) return 'too-many-fields';
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 'unreadable';
  }
  return overRepeated(form) === undefined ? form : 'repeated-field';
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
  const tooLargeText = files ? UPLOAD_MESSAGES.tooLarge : FORM_MESSAGES.tooLarge;
  if (form === 'too-large') throw new Refusal(tooLargeText, 413);
  if (form === 'too-many-fields') throw new Refusal(FORM_MESSAGES.tooManyFields, 413);
  if (form === 'repeated-field') throw new Refusal(FORM_MESSAGES.repeatedField, 400);
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
