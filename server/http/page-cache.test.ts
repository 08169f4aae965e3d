import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCache } from './page-cache.ts';
import { clearPageCache } from './page-cache-clear.ts';

interface Site {
  url: string;
  renders: string[];
  close(): Promise<void>;
}

const open: Site[] = [];

/** A booking whose transaction commits only when the test says so, after it has cleared the cache. */
const slowWrite = (() => {
  let begun = () => {};
  let commit = () => {};
  const started = new Promise<void>((resolve) => (begun = resolve));
  const committed = new Promise<void>((resolve) => (commit = resolve));
  return { started, begun: () => begun(), committed, commit: () => commit() };
})();

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((site) => site.close()));
});

/** A site whose pages show the nonce and how many times they were rendered, behind the cache. */
async function site(
  options: { ttlMs?: number; maxEntries?: number; page?: (path: string, nonce: string, n: number) => Response } = {},
): Promise<Site> {
  const renders: string[] = [];
  let nonces = 0;
  const app = express();
  app.use((_req, res, next) => {
    nonces += 1;
    res.locals.nonce = `visitor-${nonces}`;
    next();
  });
  const page =
    options.page ??
    ((path: string, nonce: string, n: number) =>
      new Response(`<script nonce="${nonce}"></script>${path} #${n}`, { headers: { 'Content-Type': 'text/html' } }));
  app.use(
    pageCache({
      ttlMs: options.ttlMs ?? 60_000,
      maxEntries: options.maxEntries ?? 10,
      isShared: (path) => path !== '/private',
      render: async (req, nonce) => {
        renders.push(req.originalUrl);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return page(req.originalUrl, nonce, renders.length);
      },
    }),
  );
  // A booking changes what the calendar shows; a refused one changes nothing.
  app.post('/calendar', (_req, res) => {
    clearPageCache();
    res.send('booked');
  });
  app.post('/refused', (_req, res) => {
    res.status(400).send('refused');
  });
  app.post('/slow-booking', async (_req, res) => {
    clearPageCache();
    slowWrite.begun();
    await slowWrite.committed;
    res.send('booked');
  });
  app.get('/{*path}', (req, res) => {
    res.send(`rendered without the cache: ${req.originalUrl}`);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const result = { url, renders, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  open.push(result);
  return result;
}

const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

describe('pageCache', () => {
  it('renders an address once for guests who ask together, each with their own nonce', async () => {
    const { url, renders } = await site();
    const pages = await Promise.all([1, 2, 3, 4].map(() => text(`${url}/calendar?date=2026-11-22`)));
    expect(renders).toEqual(['/calendar?date=2026-11-22']);
    const nonces = pages.map((page) => page.match(/nonce="([^"]+)"/)?.[1]);
    expect(new Set(nonces).size).toBe(4);
    for (const nonce of nonces) expect(nonce).toMatch(/^visitor-\d$/);
    expect(pages.every((page) => page.endsWith('/calendar?date=2026-11-22 #1'))).toBe(true);
  });

  it('compresses a page without a nonce once per encoding, and sends it as asked', async () => {
    const encode = vi.spyOn(zlib, 'brotliCompress');
    const body = `<p>${'The same for every guest. '.repeat(200)}</p>`;
    const { url } = await site({ page: () => new Response(body, { headers: { 'Content-Type': 'text/html' } }) });
    const ask = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http
          .get(`${url}/about`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const [first, second] = await Promise.all([ask('gzip, deflate, br'), ask('br')]);
    const zipped = await ask('gzip');
    const plain = await ask('identity');

    expect(encode).toHaveBeenCalledOnce();
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(answer.bytes).toString()).toBe(body);
    }
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.bytes).toString()).toBe(body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(body);
    for (const answer of [first, zipped, plain]) expect(answer.headers.vary).toContain('Accept-Encoding');
    encode.mockRestore();
  });

  it('renders again once the time is up, and each address on its own', async () => {
    // Only the clock is pretend; timers stay real so the server still answers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { url, renders } = await site({ ttlMs: 1000 });
    await text(`${url}/calendar?date=2026-11-22`);
    await text(`${url}/calendar?date=2026-11-23`);
    vi.advanceTimersByTime(999);
    await text(`${url}/calendar?date=2026-11-22`);
    expect(renders).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(await text(`${url}/calendar?date=2026-11-22`)).toContain('#3');
  });

  it('forgets every page when a write changed what they show, so a guest sees the seat they just took', async () => {
    const { url, renders } = await site();
    await text(`${url}/calendar`);
    await text(`${url}/blogs`);
    expect(await text(`${url}/calendar`, { method: 'POST' })).toBe('booked');
    expect(await text(`${url}/calendar`)).toContain('#3');
    expect(await text(`${url}/blogs`)).toContain('#4');
    expect(renders).toHaveLength(4);
  });

  it('keeps every page through posts that change nothing shown', async () => {
    const { url, renders } = await site();
    await text(`${url}/calendar`);
    for (let post = 0; post < 5; post += 1) expect(await text(`${url}/refused`, { method: 'POST' })).toBe('refused');
    expect((await fetch(`${url}/calendar`, { method: 'DELETE' })).status).toBe(404);
    expect(await text(`${url}/calendar`)).toContain('#1');
    expect(renders).toHaveLength(1);
  });

  it('forgets a page rendered while a write was under way, once the write has answered', async () => {
    const { url, renders } = await site();
    await text(`${url}/calendar`);
    const write = text(`${url}/slow-booking`, { method: 'POST' });
    await slowWrite.started;
    // Cleared, not yet committed: this rendering may show the seat still free.
    expect(await text(`${url}/calendar`)).toContain('#2');
    slowWrite.commit();
    expect(await write).toBe('booked');
    expect(await text(`${url}/calendar`)).toContain('#3');
    expect(renders).toHaveLength(3);
  });

  it('leaves pages that are not shared, and answers that are not plain pages, to the usual way', async () => {
    const { url, renders } = await site({
      page: (path, nonce) =>
        path === '/moved'
          ? new Response(null, { status: 302, headers: { Location: '/' } })
          : new Response(`ok ${nonce}`, { headers: { 'Set-Cookie': 'a=b' } }),
    });
    expect(await text(`${url}/private`)).toBe('rendered without the cache: /private');
    expect(await text(`${url}/moved`)).toBe('rendered without the cache: /moved');
    expect(await text(`${url}/cookie`)).toBe('rendered without the cache: /cookie');
    expect(renders).toEqual(['/moved', '/cookie']);
  });

  it('keeps at most maxEntries addresses', async () => {
    const { url, renders } = await site({ maxEntries: 2 });
    for (const day of ['22', '23', '24', '22']) await text(`${url}/calendar?date=2026-11-${day}`);
    expect(renders).toEqual([
      '/calendar?date=2026-11-22',
      '/calendar?date=2026-11-23',
      '/calendar?date=2026-11-24',
      '/calendar?date=2026-11-22',
    ]);
  });
});
