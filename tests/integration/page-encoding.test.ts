import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A public page rendered for its request (no page cache) is compressed whole, in one call, as the browser
// asks (app/entry.server.tsx): the same page once decoded, never through the middleware's stream.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ production: true, env: { PAGE_CACHE_MS: '0' } });
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function get(address: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${address}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  none: (body) => body,
};

// Each answer has its own CSP nonce.
const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');

describe('a page rendered for its request', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5, br;q=0', 'gzip'],
    ['identity', 'none'],
    ['', 'none'],
  ])('Accept-Encoding %j gets %s, the whole page once decoded, without a compression stream', async (accept, expected) => {
    const streams = (['createBrotliCompress', 'createGzip', 'createDeflate'] as const).map((name) => vi.spyOn(zlib, name));
    const plain = await get('/about', 'identity');
    const response = await get('/about', accept);
    expect(response.headers['content-encoding'] ?? 'none').toBe(expected);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(withoutNonce(decode[expected]!(response.body).toString())).toBe(withoutNonce(plain.body.toString()));
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html><html lang="en-IN"[\s\S]*<\/html>$/);
    expect(streams.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(0);
  });
});
