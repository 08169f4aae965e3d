import { describe, expect, it } from 'vitest';
import { hostileShape } from '#tests/support/hostile-shapes.ts';
import { Refusal } from '../refusal.ts';
import { UPLOAD_MESSAGES } from '../uploads/messages.ts';
import {
  BODY_MESSAGES,
  COURTESY_BYTES,
  FORM_MESSAGES,
  MAX_FORM_ENTRIES,
  MAX_JSON_DEPTH,
  MAX_JSON_KEYS,
  MAX_REPEATS_OF_A_NAME,
  readAdminForm,
  readBody,
  readForm,
  readJsonBody,
  readPassThroughBody,
  readTextBody,
} from './body.ts';

const KiB = 1024;

/** A body of `total` bytes in chunks of `size`, which records how much was pulled from it and whether it was cancelled. */
function countedBody(total: number, size = 16 * KiB) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(size).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const part = chunk.subarray(0, Math.min(size, total - seen.pulled));
        seen.pulled += part.byteLength;
        controller.enqueue(part);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** The status and reason of the Refusal a reader threw. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  try {
    await promise;
  } catch (thrown) {
    if (!(thrown instanceof Refusal)) throw thrown;
    return { status: thrown.status, error: thrown.message };
  }
  throw new Error('expected a refusal');
}

describe('readBody', () => {
  it('gives the bytes of a body within the cap, and an empty one for none', async () => {
    const { stream } = countedBody(40 * KiB);
    expect((await readBody(post(stream), 40 * KiB)) as Uint8Array).toHaveLength(40 * KiB);
    expect(await readBody(new Request('http://localhost/'), 10)).toEqual(new Uint8Array(0));
  });

  it('refuses a chunked body past the cap and stops reading soon after it, without cancelling the stream', async () => {
    const { stream, seen } = countedBody(100 * 1024 * KiB);
    expect(await readBody(post(stream), 16 * KiB)).toBe('too-large');
    expect(seen.pulled).toBeGreaterThan(16 * KiB + COURTESY_BYTES);
    expect(seen.pulled).toBeLessThanOrEqual(16 * KiB + COURTESY_BYTES + 2 * 16 * KiB);
    // Cancelling the request's stream destroys the socket, and the 413 would never reach the client.
    expect(seen.cancelled).toBe(false);
  });

  it('reads a body a little over the cap to its end, so the connection can be used again', async () => {
    const { stream, seen } = countedBody(40 * KiB);
    expect(await readBody(post(stream), 16 * KiB)).toBe('too-large');
    expect(seen.pulled).toBe(40 * KiB);
  });

  it('believes a Content-Length over the cap without reading a byte when it is far over', async () => {
    const { stream, seen } = countedBody(100 * 1024 * KiB);
    expect(await readBody(post(stream, { 'content-length': String(100 * 1024 * KiB) }), 16 * KiB)).toBe('too-large');
    expect(seen.pulled).toBe(0);
  });

  it('counts what arrives, whatever Content-Length claims', async () => {
    const { stream } = countedBody(64 * KiB);
    expect(await readBody(post(stream, { 'content-length': '10' }), 16 * KiB)).toBe('too-large');
  });
});

describe('the readers on top of it', () => {
  it('read JSON and text within the cap, and refuse more with a 413 and a one-line reason', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readTextBody(post('héllo'), 10)).toBe('héllo');
    expect(await refusal(readJsonBody(post(JSON.stringify({ pad: 'x'.repeat(20 * KiB) }))))).toEqual({
      status: 413,
      error: 'The request is too large.',
    });
    expect(await refusal(readTextBody(post(countedBody(3 * 1024 * KiB).stream), 1024 * KiB))).toEqual({
      status: 413,
      error: 'The request is too large.',
    });
    expect(await refusal(readJsonBody(post('{"a":')))).toEqual({ status: 400, error: 'The request must be JSON.' });
  });

  it('read a form within the cap, and refuse a larger one, or a body that is not a form, with a reason', async () => {
    const form = await readForm(post(new URLSearchParams({ intent: 'cancel' })));
    expect(form.get('intent')).toBe('cancel');
    const large = post(countedBody(2 * 1024 * KiB).stream, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await refusal(readForm(large))).toEqual({ status: 413, error: FORM_MESSAGES.tooLarge });
    expect(await refusal(readForm(post('{"a":1}', { 'content-type': 'application/json' })))).toEqual({
      status: 415,
      error: FORM_MESSAGES.notAForm,
    });
    expect(await refusal(readForm(post('a=1', { 'content-type': 'text/plain' })))).toEqual({ status: 415, error: FORM_MESSAGES.notAForm });
  });

  it('give a form without files the size message of forms, and one with files that of images', async () => {
    const large = () => post(countedBody(2 * 1024 * KiB).stream, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await refusal(readAdminForm(large()))).toEqual({ status: 413, error: FORM_MESSAGES.tooLarge });
    expect(await refusal(readForm(large(), { maxBytes: 1024 * KiB, files: true }))).toEqual({
      status: 413,
      error: UPLOAD_MESSAGES.tooLarge,
    });
  });
});

describe('forms and JSON are counted before anything parses them', () => {
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
  const sent = (shape: Parameters<typeof hostileShape>[0], count: number) => {
    const { body, contentType } = hostileShape(shape, count);
    return post(body, { 'content-type': contentType });
  };

  it('refuses one name repeated 30,000 times (120 KB, inside the cap) with a 413, from its separators alone', async () => {
    expect(await refusal(readForm(sent('repeated-name', 30_000)))).toEqual({ status: 413, error: FORM_MESSAGES.tooManyFields });
  });

  it('refuses more entries than any form has, URL-encoded or multipart', async () => {
    expect(await refusal(readForm(sent('many-names', MAX_FORM_ENTRIES + 1)))).toEqual({ status: 413, error: FORM_MESSAGES.tooManyFields });
    expect(await refusal(readForm(sent('multipart-parts', MAX_FORM_ENTRIES + 1)))).toEqual({
      status: 413,
      error: FORM_MESSAGES.tooManyFields,
    });
    expect([...(await readForm(sent('many-names', MAX_FORM_ENTRIES))).keys()]).toHaveLength(MAX_FORM_ENTRIES);
    expect([...(await readForm(sent('multipart-parts', MAX_FORM_ENTRIES))).keys()]).toHaveLength(MAX_FORM_ENTRIES);
  });

  it('refuses a name repeated more often than the longest list a form sends', async () => {
    expect(await refusal(readForm(sent('repeated-name', MAX_REPEATS_OF_A_NAME + 1)))).toEqual({
      status: 400,
      error: FORM_MESSAGES.repeatedField,
    });
    expect((await readForm(sent('repeated-name', MAX_REPEATS_OF_A_NAME))).getAll('name')).toHaveLength(MAX_REPEATS_OF_A_NAME);
    expect((await readForm(post('a=1&&&b=2', urlencoded))).get('b')).toBe('2');
  });

  it('refuses JSON nested deeper or spread wider than any endpoint reads', async () => {
    expect(await refusal(readJsonBody(sent('deep-json', MAX_JSON_DEPTH + 1)))).toEqual({ status: 400, error: BODY_MESSAGES.tooComplex });
    expect(await refusal(readJsonBody(sent('wide-json', MAX_JSON_KEYS + 1)))).toEqual({ status: 400, error: BODY_MESSAGES.tooComplex });
    expect(await refusal(readJsonBody(post(`[${'1,'.repeat(MAX_JSON_KEYS)}1]`)))).toEqual({ status: 400, error: BODY_MESSAGES.tooComplex });
    expect(await readJsonBody(sent('deep-json', MAX_JSON_DEPTH - 1))).toBeTypeOf('object');
    expect(await readJsonBody(sent('wide-json', MAX_JSON_KEYS))).toBeTypeOf('object');
  });

  it('gives a handler that parses its own body (sign-in) the same limits', async () => {
    expect(await refusal(readPassThroughBody(sent('deep-json', 1000)))).toEqual({ status: 400, error: BODY_MESSAGES.tooComplex });
    expect(await refusal(readPassThroughBody(sent('many-names', 2000)))).toEqual({ status: 413, error: FORM_MESSAGES.tooManyFields });
    const signIn = new TextDecoder().decode(
      await readPassThroughBody(post('{"email":"a@b.c","password":"p"}', { 'content-type': 'application/json' })),
    );
    expect(JSON.parse(signIn)).toEqual({ email: 'a@b.c', password: 'p' });
  });
});
