import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compression.ts';
import { chooseEncoding, loadStaticFiles } from './static-files.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', undefined],
    ['BR', 'br'],
    [undefined, undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('chooses only among the copies there are', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', [])).toBeUndefined();
  });
});

describe('loadStaticFiles behind compressResponses', () => {
  it('is not compressed again, even in an encoding it has no copy of', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    const css = Buffer.from('.a{color:red}\n'.repeat(500));
    fs.writeFileSync(path.join(folder, 'site.css'), css);
    fs.writeFileSync(path.join(folder, 'site.css.gz'), zlib.gzipSync(css));
    const files = loadStaticFiles(folder);
    expect(files.paths).toEqual(['/site.css']);
    const app = express();
    app.use(compressResponses());
    app.use((req, res, next) => (files.serve(req, res) ? undefined : next()));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const get = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(
            `http://127.0.0.1:${(server.address() as AddressInfo).port}/site.css?v=1`,
            { headers: { 'accept-encoding': encoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
            },
          )
          .on('error', reject);
      });
    try {
      // No brotli copy: the gzip one; no accepted copy: the file as it is, not deflated per request.
      const gzipped = await get('br, gzip');
      expect(gzipped.encoding).toBe('gzip');
      expect(zlib.gunzipSync(gzipped.body).equals(css)).toBe(true);
      const plain = await get('deflate');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.equals(css)).toBe(true);
    } finally {
      server.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
