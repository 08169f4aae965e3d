// Runs after `react-router build` (npm run build): writes a brotli (quality 11) and a gzip (level 9) copy
// beside every compressible file under build/client (which holds public/ too), so the server sends the
// smallest bytes there are without compressing anything per request (server/http/static-files.ts).
// `node scripts/build/precompress.ts [folder]`.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSED_COPIES, type CopyEncoding,isCompressible } from '../../server/http/static-types.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz`, each only when it is smaller than the file (else a stale copy is removed). */
async function precompress(file: string): Promise<Record<'original' | CopyEncoding, number>> {
  const bytes = fs.readFileSync(file);
  const copies: Record<CopyEncoding, Buffer> = {
    br: await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  const sizes = { original: bytes.length, br: bytes.length, gzip: bytes.length };
  for (const { encoding, suffix } of COMPRESSED_COPIES) {
    const copy = copies[encoding];
    if (copy.length < bytes.length) {
      fs.writeFileSync(file + suffix, copy);
      sizes[encoding] = copy.length;
    } else fs.rmSync(file + suffix, { force: true });
  }
  return sizes;
}

export async function precompressFolder(folder: string): Promise<{ files: number } & Record<'original' | CopyEncoding, number>> {
  const files = filesUnder(folder).filter(isCompressible);
  const totals = { files: files.length, original: 0, br: 0, gzip: 0 };
  // A few at a time: zlib's asynchronous calls run on libuv's thread pool.
  for (let start = 0; start < files.length; start += 8) {
    for (const sizes of await Promise.all(files.slice(start, start + 8).map(precompress))) {
      totals.original += sizes.original;
      totals.br += sizes.br;
      totals.gzip += sizes.gzip;
    }
  }
  return totals;
}

if (import.meta.main) {
  const folder = path.resolve(process.argv[2] ?? 'build/client');
  const totals = await precompressFolder(folder);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`precompressed ${totals.files} files under ${path.relative(process.cwd(), folder)}: ${kb(totals.original)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`);
}
