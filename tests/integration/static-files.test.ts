import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The production server sends its built files as the build compressed them (scripts/build/precompress.ts):
// brotli, gzip or as they are, as the browser asks, with the same bytes once decoded and nothing
// compressed while the request waits.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

let app: TestApp;
let stylesheet: string;

beforeAll(async () => {
  app = await startTestApp({ production: true });
  const html = await (await fetch(`${app.url}/`)).text();
  stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The raw answer (fetch would decode the body). */
function get(
  address: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${app.url}${address}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Every zlib entry point the server compresses with (compression.ts per response, the page cache once per page). */
function watchCompressors(): () => number {
  const spies = (['createBrotliCompress', 'createGzip', 'createDeflate', 'brotliCompress', 'gzip', 'deflate'] as const).map((name) =>
    vi.spyOn(zlib, name),
  );
  return () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0);
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  none: (body) => body,
};

describe('built files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5, br;q=0', 'gzip'],
    ['identity', 'none'],
    ['', 'none'],
    ['deflate', 'none'],
  ])('Accept-Encoding %j gets %s, the same bytes as the file once decoded, compressed by nobody now', async (accept, expected) => {
    const compressions = watchCompressors();
    const file = fs.readFileSync(path.resolve('build/client', `.${stylesheet}`));
    const response = await get(stylesheet, accept ? { 'accept-encoding': accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding'] ?? 'none').toBe(expected);
    expect(decode[expected]!(response.body).equals(file)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(compressions()).toBe(0);
  });

  it('sends the copy the build wrote, as small as brotli 11 and gzip 9 make it', async () => {
    const file = path.resolve('build/client', `.${stylesheet}`);
    expect((await get(stylesheet, { 'accept-encoding': 'br' })).body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    expect((await get(stylesheet, { 'accept-encoding': 'gzip' })).body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
    const original = fs.readFileSync(file);
    const eleven = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(fs.statSync(`${file}.br`).size).toBeLessThanOrEqual(eleven.length);
  });

  it('answers a revalidation of the same variant with 304, and another variant in full', async () => {
    const first = await get(stylesheet, { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    const again = await get(stylesheet, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const otherVariant = await get(stylesheet, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherVariant.status).toBe(200);
    expect(otherVariant.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await get(stylesheet, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.resolve('build/client', `.${stylesheet}.br`)).size);
    expect(response.body.length).toBe(0);
  });

  it('keeps an hour for files whose names do not change, and compresses them too', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(zlib.gunzipSync(response.body).equals(fs.readFileSync('build/client/favicon.svg'))).toBe(true);
  });

  it('leaves pages, images and unknown files to the app', async () => {
    // The same watch on zlib sees a page compressed as it is sent.
    const compressions = watchCompressors();
    const page = await get('/about', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(compressions()).toBeGreaterThan(0);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/'nonce-/);
    const image = await get('/icon-512.png', { 'accept-encoding': 'br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/no-such-file.js', {})).status).toBe(404);
  });
});
