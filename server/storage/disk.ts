import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './keys.ts';
import type { Storage } from './types.ts';

/** Files under `root` (DATA_DIR/uploads), served by Express at /uploads (see serve.ts). */
export function diskStorage(root: string, publicPath = '/uploads'): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fs.writeFile(partial, bytes, { flag: 'wx' });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    url(key) {
      assertSafeKey(key);
      return `${publicPath}/${key}`;
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
