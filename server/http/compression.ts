import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { isServedFromMemory } from './static-files.ts';

// What comes through here is made for one request (a page rendered for it, JSON): it is compressed once
// and thrown away, so at brotli quality 1 and gzip level 1. A 60 KB page takes about 0.13 ms at brotli 1
// against 0.56 ms at the middleware's default of 4 (about 1 ms of the server's CPU per page with the
// stream around it) and comes out 10-12 % larger: 11.1 KB instead of 9.9 KB for the home page. Bytes that
// many receive are compressed harder, once: quality 11 for the built files, 6 in the page cache.
const DYNAMIC_BROTLI_QUALITY = 1;
const DYNAMIC_GZIP_LEVEL = 1;

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  [zlib.constants.BROTLI_PARAM_LGBLOCK]: 18,
};

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli whenever it is accepted at all, as the
 * middleware prefers it (browsers list gzip first), else gzip, else none.
 */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/**
 * A whole response body compressed at once, with the middleware's settings, for a page that was
 * rendered to one string: in one call instead of through the middleware's stream, its chunks and the
 * thread pool (render-at-once.ts).
 */
export function compressWhole(bytes: Buffer, encoding: Encoding): Buffer<ArrayBuffer> {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : zlib.gzipSync(bytes, { level: DYNAMIC_GZIP_LEVEL });
}

/**
 * gzip or brotli as the browser asks. Brotli works on 256 KB input blocks with a 256 KB window instead of
 * its defaults (64 KB blocks, 4 MB window at quality 4): with those, every response over 64 KB (a calendar
 * day's page, the client entry script) made the encoder grow and clear megabytes of buffers, and that
 * memory, reported to V8, set off a full garbage collection every few dozen responses: 3.6 ms of CPU per
 * calendar page instead of 1.5 ms. Nothing the site sends is larger than the window, so the bytes are the same.
 * Built files are never compressed here: the build wrote their copies and server/http/static-files.ts sends them.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) => !isServedFromMemory(res) && compression.filter(req, res),
    level: DYNAMIC_GZIP_LEVEL,
    brotli: { params: BROTLI_PARAMS },
  });
}
