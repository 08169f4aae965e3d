import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { isServedFromMemory } from './static-files.ts';

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
    brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_LGBLOCK]: 18 } },
  });
}
