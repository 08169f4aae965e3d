import { data } from 'react-router';

/** Reads a JSON request body of at most `maxBytes`, answering 413 or 400 (never 500) when it cannot. */
export async function readJsonBody(request: Request, maxBytes = 16_384): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw data({ error: 'The request is too large.' }, { status: 413 });
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw data({ error: 'The request is too large.' }, { status: 413 });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw data({ error: 'The request must be JSON.' }, { status: 400 });
  }
}

export function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
