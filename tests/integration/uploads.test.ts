import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, readAdminForm } from '#server/http/body.ts';
import { Refusal } from '#server/refusal.ts';
import { diskStorage } from '#server/storage/disk.ts';
import { s3Storage } from '#server/storage/s3.ts';
import { serveUploads } from '#server/storage/serve.ts';
import { storeImage, storeImageIn, UPLOAD_MESSAGES } from '#server/uploads/index.ts';
import { exifHasGps, file, jpegWithGps, PDF, photo, SVG } from '../support/images.ts';

// storeImage's own storage is the disk under DATA_DIR/uploads; config is read on first use.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/estate-uploads-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

const servers: http.Server[] = [];
async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'estate-disk-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Refusal);
  return (error as Error).message;
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true }).catch(() => [])).filter((name) => name.endsWith('.webp')).sort();
}

describe('storeImage on disk', () => {
  it('stores three WebP widths named <timestamp>-<safe name>-<width>.webp and answers with the largest', async () => {
    const before = Date.now();
    const stored = await storeImage('event-images', file(await photo(2400, 1600).jpeg().toBuffer(), 'Sunrise Yoga (1).JPG'));
    const match = /^\/uploads\/event-images\/(\d+)-sunrise-yoga-1-1600\.webp$/.exec(stored.url);
    expect(match, stored.url).not.toBeNull();
    const stamp = Number(match![1]);
    expect(stored).toMatchObject({ key: `event-images/${stamp}-sunrise-yoga-1-1600.webp`, width: 1600, height: 1067 });
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual(
      [480, 960, 1600].map((width) => path.join('event-images', `${stamp}-sunrise-yoga-1-${width}.webp`)).sort(),
    );
    for (const width of [480, 960, 1600]) {
      const meta = await sharp(path.join(dataDir, 'uploads', 'event-images', `${stamp}-sunrise-yoga-1-${width}.webp`)).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
  });

  it('keeps no trace of the GPS position or any EXIF of a JPEG', async () => {
    const input = await jpegWithGps();
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const stored = await storeImageIn(diskStorage(root), 'blog-images', file(input, 'holiday.jpg'));
    const files = await filesUnder(path.join(root, 'blog-images'));
    expect(files).toHaveLength(3);
    for (const name of files) {
      const bytes = await fs.readFile(path.join(root, 'blog-images', name));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('Test camera'))).toBe(false);
    }
    expect(stored.url).toMatch(/^\/uploads\/blog-images\/\d+-holiday-1600\.webp$/);
  });

  it('refuses a PDF renamed .jpg, an SVG, an 11 MB file, an empty file and a truncated JPEG, and stores nothing', async () => {
    const store = diskStorage(path.join(root, 'refused'));
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    const eleven = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    expect(await refusalOf(storeImageIn(store, 'event-images', file(PDF, 'brochure.jpg', 'image/jpeg')))).toBe(
      'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
    );
    expect(await refusalOf(storeImageIn(store, 'event-images', file(SVG, 'logo.svg', 'image/svg+xml')))).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusalOf(storeImageIn(store, 'event-images', file(eleven, 'huge.jpg')))).toBe('Images must be 10 MB or smaller.');
    expect(await refusalOf(storeImageIn(store, 'event-images', file(new Uint8Array(), 'empty.jpg')))).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusalOf(storeImageIn(store, 'event-images', file(jpeg.subarray(0, 5000), 'cut.jpg')))).toBe(UPLOAD_MESSAGES.unreadable);
    expect(await filesUnder(path.join(root, 'refused'))).toEqual([]);
  });

  it('takes a file of exactly 10 MB to the decoder, not to the size refusal', async () => {
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    const ten = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 - jpeg.length)]);
    // Bytes after the end of a JPEG are ignored by decoders; the image itself is fine.
    const stored = await storeImageIn(diskStorage(root), 'class-images', file(ten, 'padded.jpg'));
    expect(stored.url).toMatch(/-padded-1200\.webp$/);
  });
});

describe('serving stored images', () => {
  it('serves a stored WebP with a year of immutable caching and nosniff; nothing else', async () => {
    const store = diskStorage(path.join(root, 'served'));
    const stored = await storeImageIn(store, 'class-images', file(await photo(700, 500).png().toBuffer(), 'Sound Bath.png'));
    const app = express();
    app.use('/uploads', serveUploads(path.join(root, 'served')));
    const base = await listen(app);

    const response = await fetch(`${base}${stored.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');

    await fs.writeFile(path.join(root, 'served', 'class-images', 'note.html'), '<script>alert(1)</script>');
    for (const miss of [
      '/uploads/class-images/note.html',
      '/uploads/class-images/missing.webp',
      '/uploads/../served/x.webp',
      '/uploads/class-images/',
      '/uploads/%2e%2e/etc/passwd',
    ]) {
      expect((await fetch(`${base}${miss}`)).status, miss).toBe(404);
    }
  });
});

describe('S3-compatible storage', () => {
  it('PUTs each width, signed, path-style, as WebP with immutable caching, and links the public URL', async () => {
    const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const endpoint = await listen(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = 200;
      res.end();
    });
    const store = s3Storage({
      bucket: 'estate-media',
      endpoint,
      region: 'auto',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      publicUrl: 'https://media.example.org',
    });
    const stored = await storeImageIn(store, 'event-images', file(await photo(1000, 600).jpeg().toBuffer(), 'Breath Work.jpeg'));

    expect(received.map((entry) => entry.method)).toEqual(['PUT', 'PUT', 'PUT']);
    for (const [index, width] of [480, 960, 1000].entries()) {
      const put = received[index]!;
      expect(put.url).toMatch(new RegExp(`^/estate-media/event-images/\\d+-breath-work-${width}\\.webp$`));
      expect(put.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
      );
      expect(put.headers['x-amz-content-sha256']).toBe(crypto.createHash('sha256').update(put.body).digest('hex'));
      expect(put.headers.authorization).toContain('x-amz-content-sha256');
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(put.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(put.body).metadata()).width).toBe(width);
    }
    expect(stored.url).toBe(`https://media.example.org${received[2]!.url.replace('/estate-media', '')}`);
  });

  it('refuses with a readable message and removes the widths already stored when the bucket fails', async () => {
    const received: string[] = [];
    const endpoint = await listen((req, res) => {
      received.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => {
        // The first width goes in, the second is refused.
        res.statusCode = req.method === 'PUT' && received.filter((line) => line.startsWith('PUT')).length > 1 ? 503 : 200;
        res.end(res.statusCode === 503 ? '<Error><Code>SlowDown</Code></Error>' : '');
      });
    });
    const store = s3Storage({
      bucket: 'b',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
      publicUrl: `${endpoint}/b`,
    });
    const message = await refusalOf(storeImageIn(store, 'blog-images', file(await photo(1000, 600).png().toBuffer(), 'x.png')));
    expect(message).toBe(UPLOAD_MESSAGES.storageFailed);
    expect(received).toHaveLength(3);
    expect(received[2]).toBe(received[0]!.replace('PUT', 'DELETE'));
  });
});

describe('readAdminForm with files', () => {
  async function formServer() {
    return listen(async (req, res) => {
      const request = new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      try {
        const form = await readAdminForm(request, { files: true });
        const image = form.get('image');
        res.end(JSON.stringify({ title: form.get('title'), image: image instanceof File ? [image.name, image.size] : null }));
      } catch (error) {
        res.statusCode = error instanceof Refusal ? 413 : 500;
        res.end(JSON.stringify({ error: (error as Error).message }));
      }
    });
  }

  it('reads a multipart form with its image', async () => {
    const base = await formServer();
    const body = new FormData();
    body.set('title', 'Sound bath');
    body.set('image', file(await photo(50, 50).jpeg().toBuffer(), 'bowl.jpg'));
    const response = await fetch(base, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 'Sound bath', image: ['bowl.jpg', expect.any(Number)] });
  });

  it('answers an 11 MB upload with the size message, which the client receives in full (no connection reset)', async () => {
    const base = await formServer();
    const body = new FormData();
    body.set('title', 'Too big');
    body.set('image', file(Buffer.alloc(11 * 1024 * 1024, 1), 'big.jpg'));
    const response = await fetch(base, { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Images must be 10 MB or smaller.' });
  });

  it('refuses a 10.5 MB image inside a body within the limit', async () => {
    const base = await formServer();
    const body = new FormData();
    body.set('image', file(Buffer.alloc(10.5 * 1024 * 1024, 1), 'big.jpg'));
    const response = await fetch(base, { method: 'POST', body });
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
  });

  it('counts the bytes of a body sent without Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await refusalOf(readAdminForm(request, { files: true }))).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('turns an unreadable body into a readable refusal, and an empty one into an empty form', async () => {
    const garbled = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(await refusalOf(readAdminForm(garbled))).toBe(FORM_MESSAGES.unreadable);
    const urlencoded = new Request('http://localhost/', { method: 'POST', body: new URLSearchParams({ intent: 'handle', id: 'x' }) });
    expect(Object.fromEntries(await readAdminForm(urlencoded))).toEqual({ intent: 'handle', id: 'x' });
    expect([...(await readAdminForm(new Request('http://localhost/', { method: 'POST' })))]).toEqual([]);
  });
});
