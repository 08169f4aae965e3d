import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { COMPRESSED_COPIES, COMPRESSIBLE_TYPES, type CopyEncoding, isCompressible } from './static-types.ts';

/**
 * The built text files (scripts, stylesheet, icons, manifest …) served from memory, each as it is or as the
 * brotli or gzip copy the build wrote beside it, with headers made once at start-up: nothing is read from
 * disk or compressed per request. Images, fonts and video are not here (express.static serves them).
 */
export interface StaticFiles {
  /** Answers a GET or HEAD for a file it holds and returns true; false leaves the request to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Addresses held, and how many of them (of 1 KB or more) have no compressed copy: a build without its last step. */
  readonly paths: readonly string[];
  readonly uncompressed: number;
}

const YEAR = 31_536_000;

/** Hashed names under /assets change with their content; /media and the root files keep their names. */
function cacheControl(address: string): string {
  if (address.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (address.startsWith('/media/')) return 'public, max-age=2592000';
  return 'public, max-age=3600';
}

// These responses never reach the app's own header middleware. A file is not a page, but an SVG opened on
// its own is a document: it may run nothing, and no other site may frame it or read it.
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy',
  'same-origin',
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'X-Content-Type-Options',
  'nosniff',
];

interface Variant {
  body: Buffer;
  etag: string;
  /** Flat name, value list for writeHead: made once. */
  headers: string[];
  /** The same without Content-Length, for a 304. */
  notModified: string[];
}

interface HeldFile {
  identity: Variant;
  copies: Partial<Record<CopyEncoding, Variant>>;
  modifiedSeconds: number;
}

const answeredFromMemory = new WeakSet<ServerResponse>();

/** True for a response these files answered: it is as small as it gets, nothing may compress it again. */
export function isServedFromMemory(res: ServerResponse): boolean {
  return answeredFromMemory.has(res);
}

/** The encoding the browser accepts with the highest weight among those there are copies of; ties go to the smaller. */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly CopyEncoding[]): CopyEncoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  let best: CopyEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function variant(body: Buffer, etag: string, common: string[], encoding?: CopyEncoding): Variant {
  const shared = [...common, 'ETag', etag, ...(encoding ? ['Content-Encoding', encoding] : [])];
  return { body, etag, headers: [...shared, 'Content-Length', String(body.length)], notModified: shared };
}

function hold(file: string, address: string): HeldFile {
  const body = fs.readFileSync(file);
  const stat = fs.statSync(file);
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const lastModified = stat.mtime.toUTCString();
  const common = [
    'Content-Type',
    COMPRESSIBLE_TYPES[path.extname(file).toLowerCase()]!,
    'Cache-Control',
    cacheControl(address),
    'Vary',
    'Accept-Encoding',
    'Last-Modified',
    lastModified,
    ...SECURITY_HEADERS,
  ];
  const copies: HeldFile['copies'] = {};
  for (const { encoding, suffix } of COMPRESSED_COPIES) {
    // The build writes a copy only where it is smaller than the file.
    if (!fs.existsSync(file + suffix)) continue;
    copies[encoding] = variant(fs.readFileSync(file + suffix), `"${hash}-${encoding}"`, common, encoding);
  }
  return { identity: variant(body, `"${hash}"`, common), copies, modifiedSeconds: Math.floor(stat.mtimeMs / 1000) };
}

/** RFC 9110 §13.1.2: a weak comparison of the listed tags with the variant's own. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function fresh(req: IncomingMessage, file: HeldFile, chosen: Variant): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matches(ifNoneMatch, chosen.etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && file.modifiedSeconds <= since / 1000;
}

/** Every compressible file under `folder` (build/client), with the copies the build wrote beside it. */
export function loadStaticFiles(folder: string): StaticFiles {
  const files = new Map<string, HeldFile>();
  let uncompressed = 0;
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isFile() || !isCompressible(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const address = '/' + path.relative(folder, file).split(path.sep).join('/');
    const held = hold(file, address);
    // Any text of a kilobyte compresses to less; a smaller file may rightly have no copy.
    if (Object.keys(held.copies).length === 0 && held.identity.body.length >= 1024) uncompressed += 1;
    files.set(address, held);
  }

  return {
    paths: [...files.keys()],
    uncompressed,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const file = files.get(query === -1 ? url : url.slice(0, query));
      if (!file) return false;
      const encoding = chooseEncoding(req.headers['accept-encoding'], Object.keys(file.copies) as CopyEncoding[]);
      const chosen = encoding ? file.copies[encoding]! : file.identity;
      answeredFromMemory.add(res);
      if (fresh(req, file, chosen)) {
        res.writeHead(304, chosen.notModified);
        res.end();
      } else {
        res.writeHead(200, chosen.headers);
        res.end(req.method === 'HEAD' ? undefined : chosen.body);
      }
      return true;
    },
  };
}
