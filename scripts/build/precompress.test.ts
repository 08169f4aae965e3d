import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string;

afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy beside each text file, in subfolders too, and leaves images alone', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    const script = Buffer.from('export const greeting = "namaste";\n'.repeat(200));
    fs.writeFileSync(path.join(folder, 'assets/entry-abc123.js'), script);
    fs.writeFileSync(path.join(folder, 'photo.webp'), Buffer.alloc(4096, 7));
    const totals = await precompressFolder(folder);
    expect(totals.files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, 'assets/entry-abc123.js.br'))).equals(script)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'assets/entry-abc123.js.gz'))).equals(script)).toBe(true);
    expect(fs.existsSync(path.join(folder, 'photo.webp.br'))).toBe(false);
    expect(totals.br).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.original);
  });

  it('writes no copy that would be larger than the file, and removes an old one', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(path.join(folder, 'robots.txt'), 'a');
    fs.writeFileSync(path.join(folder, 'robots.txt.gz'), 'stale');
    await precompressFolder(folder);
    expect(fs.existsSync(path.join(folder, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'robots.txt.gz'))).toBe(false);
  });
});
