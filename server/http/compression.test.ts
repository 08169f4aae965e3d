import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { compressResponses, compressWhole, preferredEncoding } from './compression.ts';

/** The raw body and its encoding (fetch would decode it). */
function getRaw(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressResponses', () => {
  it('answers brotli at quality 1 with a 256 KB window, and the page comes back whole', async () => {
    const page = Buffer.from('<li class="rounded-full bg-sand-100">slot</li>'.repeat(3000));
    const app = express();
    app.use(compressResponses());
    app.get('/', (_req, res) => {
      res.type('html').end(page);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { encoding, body } = await getRaw(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(encoding).toBe('br');
      // RFC 7932 §9.2: the stream's first bits give the window; 1, then 001, means 2^18 bytes.
      expect(body[0]! & 0x0f).toBe(0b0011);
      expect(zlib.brotliDecompressSync(body).equals(page)).toBe(true);
      // Quality 1: a page rendered for one request is compressed fast, not small (compression.ts).
      const atQuality = (quality: number) =>
        zlib.brotliCompressSync(page, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
            [zlib.constants.BROTLI_PARAM_LGBLOCK]: 18,
          },
        }).length;
      expect(body.length).toBe(atQuality(1));
      expect(body.length).not.toBe(atQuality(4));
    } finally {
      server.close();
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli whenever it is accepted, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.1')).toBe('br');
    expect(preferredEncoding('deflate, gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });
});

describe('compressWhole', () => {
  it('gives back the same bytes once decoded, brotli with the 256 KB window of the middleware', () => {
    const page = Buffer.from('<li class="rounded-full bg-sand-100">slot</li>'.repeat(3000));
    const brotli = compressWhole(page, 'br');
    expect(brotli[0]! & 0x0f).toBe(0b0011);
    expect(zlib.brotliDecompressSync(brotli).equals(page)).toBe(true);
    expect(zlib.gunzipSync(compressWhole(page, 'gzip')).equals(page)).toBe(true);
  });
});
