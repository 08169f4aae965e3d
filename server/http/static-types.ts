// Which built files are worth compressing, the type each is sent with, and the copies the build writes
// beside them (scripts/build/precompress.ts writes them, server/http/static-files.ts serves them).
import path from 'node:path';

/** Text formats by extension (images, fonts and video are compressed already). */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/vnd.microsoft.icon',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Best first: the server sends the first copy the browser accepts. */
export const COMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type CopyEncoding = (typeof COMPRESSED_COPIES)[number]['encoding'];

export function isCompressible(file: string): boolean {
  return Object.hasOwn(COMPRESSIBLE_TYPES, path.extname(file).toLowerCase());
}
