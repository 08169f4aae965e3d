/** Past this much, a too-large body is no longer read to the end: the connection is simply dropped. */
const DISCARD_LIMIT = 200 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let total = alreadyRead;
  while (total <= DISCARD_LIMIT) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
}

/** The body, or null once it passes `limit` bytes (the rest is read and thrown away). */
async function readBody(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await drain(reader, total);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads and throws away a body that will not be used. Answering before the client has sent it all
 * lets the connection be reset under the client's next request on it.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > DISCARD_LIMIT) await request.body.cancel().catch(() => undefined);
  else await drain(request.body.getReader(), 0);
}

/** A multipart or urlencoded body as FormData, within `limit` bytes whatever Content-Length claims. */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData | 'too-large' | 'unreadable'> {
  if (!request.body) return new FormData();
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    await discardBody(request);
    return 'too-large';
  }
  const bytes = await readBody(request.body, limit);
  if (!bytes) return 'too-large';
  if (bytes.byteLength === 0) return new FormData();
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return 'unreadable';
  }
}
