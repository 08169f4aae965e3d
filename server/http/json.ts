import { data } from 'react-router';
import { discardBody } from '../uploads/form.ts';
import { jsonHasUnstorableText, UNSTORABLE_TEXT } from './storable.ts';

/** Reads a JSON request body of at most `maxBytes`, answering 413 or 400 (never 500) when it cannot or holds text the database cannot store. */
export async function readJsonBody(request: Request, maxBytes = 16_384): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await discardBody(request);
    throw data({ error: 'The request is too large.' }, { status: 413 });
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw data({ error: 'The request is too large.' }, { status: 413 });
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw data({ error: 'The request must be JSON.' }, { status: 400 });
  }
  if (jsonHasUnstorableText(value)) throw data({ error: UNSTORABLE_TEXT }, { status: 400 });
  return value;
}

export function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
