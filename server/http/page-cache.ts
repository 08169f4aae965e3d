import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { type Encoding, preferredEncoding } from './compression.ts';
import { clearPageCache, pageCacheGeneration } from './page-cache-clear.ts';

export interface PageCacheOptions {
  /** How long one rendering of an address serves everyone who asks for it. */
  ttlMs: number;
  /** Addresses kept at once (the query string is part of an address, so a crawler cannot grow it without end). */
  maxEntries: number;
  /** Whether the page at this path is the same for every visitor: it reads no cookie and nothing personal. */
  isShared(path: string): boolean;
  /** Renders the page at the request's address, writing `nonce` wherever the visitor's nonce belongs. */
  render(req: Request, nonce: string): Promise<globalThis.Response>;
}

interface Page {
  status: number;
  headers: [string, string][];
  /** The page's bytes cut where its nonce goes. Kept as bytes: a page string over 64 K characters
   * lands in V8's large-object space, and one per response kept the garbage collector busy. */
  parts: Buffer[];
  /** A page without a nonce in it is the same bytes for everyone: each encoding is made once. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

// The encoders' settings of compression.ts, at a higher brotli quality: this runs once per page and ttl.
const ENCODE: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(zlib.brotliCompress)(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A public page that many guests open at the same moment (the calendar when a popular day opens) is
 * rendered once per `ttlMs` and per address, instead of once per guest. Every response still carries
 * its own CSP nonce, swapped in for the placeholder the page was rendered with. A write that changes
 * what a page shows calls clearPageCache (page-cache-clear.ts), and this process's pages are rendered
 * afresh, so a guest who has just booked sees their seat gone; another process's writes show within
 * `ttlMs`. Other requests, refused, invalid or changing nothing shown, leave the cache as it is.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const pages = new Map<string, { expires: number; page: Promise<Page | null> }>();
  let generation = pageCacheGeneration();

  async function renderShared(req: Request): Promise<Page | null> {
    // Stands for the visitor's nonce; random per rendering and never sent.
    const placeholder = crypto.randomBytes(16).toString('base64');
    const response = await options.render(req, placeholder);
    const cacheControl = response.headers.get('cache-control') ?? '';
    const shared = response.status === 200 && !response.headers.has('set-cookie') && !/no-store|private/.test(cacheControl);
    if (!shared) {
      await response.body?.cancel();
      return null;
    }
    const parts = split(Buffer.from(await response.arrayBuffer()), Buffer.from(placeholder));
    return { status: response.status, headers: [...response.headers], parts, encoded: new Map() };
  }

  return (req, res, next) => {
    if (!SAFE.has(req.method)) {
      // A write may clear the cache before its transaction commits, and a page rendered in between
      // would show the old state: once its answer is sent, a request that cleared clears again.
      const before = pageCacheGeneration();
      res.once('finish', () => {
        if (pageCacheGeneration() !== before) clearPageCache();
      });
      return next();
    }
    if (req.method !== 'GET' || !options.isShared(req.path)) return next();
    if (generation !== pageCacheGeneration()) {
      generation = pageCacheGeneration();
      pages.clear();
    }
    const key = req.originalUrl;
    const now = Date.now();
    let entry = pages.get(key);
    if (!entry || entry.expires <= now) {
      entry = { expires: now + options.ttlMs, page: renderShared(req) };
      pages.delete(key);
      pages.set(key, entry);
      // Oldest first: a Map iterates in insertion order.
      for (const oldest of pages.keys()) {
        if (pages.size <= options.maxEntries) break;
        pages.delete(oldest);
      }
    }
    const current = entry;
    current.page.then(
      (page) => {
        // Not shareable (a redirect, an error, a cookie): this request and the next ones take the usual way.
        if (!page) return next();
        res.status(page.status);
        for (const [name, value] of page.headers) res.append(name, value);
        if (page.parts.length === 1) return sendEncoded(req, res, page);
        const nonce = Buffer.from(String(res.locals.nonce));
        res.end(Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]))));
      },
      () => {
        if (pages.get(key) === current) pages.delete(key);
        next();
      },
    );
  };
}

/**
 * The page compressed once for everyone who asks for it in the same encoding. Under load, compressing
 * every response anew was most of the server's work (zlib at the top of the profile) and set the tail
 * of its latency. The compression middleware leaves a response with a Content-Encoding alone.
 */
function sendEncoded(req: Request, res: Response, page: Page): void {
  const body = page.parts[0]!;
  res.vary('Accept-Encoding');
  const encoding = preferredEncoding(req.get('accept-encoding') ?? null);
  if (!encoding) {
    res.end(body);
    return;
  }
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = ENCODE[encoding](body);
    page.encoded.set(encoding, encoded);
  }
  encoded.then(
    (bytes) => {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
    },
    () => res.end(body),
  );
}

function split(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}
