import path from 'node:path';
import { type Config, config } from '../config.ts';
import { singleton } from '../singleton.ts';
import { diskStorage } from './disk.ts';
import { type S3Settings, s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export type { Storage } from './types.ts';

/** The bucket's settings when all five S3 settings are given (config.ts refuses a partial set). */
export function s3Settings(cfg: Config): S3Settings | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = cfg;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  const endpoint = S3_ENDPOINT.replace(/\/+$/, '');
  return {
    bucket: S3_BUCKET,
    endpoint,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: (S3_PUBLIC_URL ?? `${endpoint}/${S3_BUCKET}`).replace(/\/+$/, ''),
  };
}

/** The folder of uploaded files when they are kept on disk. */
export function uploadsDir(cfg: Config = config()): string {
  return path.join(cfg.dataDir, 'uploads');
}

/** The origin images are loaded from besides this site, for the Content-Security-Policy. */
export function externalImageOrigin(cfg: Config = config()): string | null {
  const s3 = s3Settings(cfg);
  return s3 ? new URL(s3.publicUrl).origin : null;
}

export function storage(): Storage {
  return singleton('storage', () => {
    const cfg = config();
    const s3 = s3Settings(cfg);
    return s3 ? s3Storage(s3) : diskStorage(uploadsDir(cfg));
  });
}
