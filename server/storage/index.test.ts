import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { externalImageOrigin, s3Settings, uploadsDir } from './index.ts';
import { assertSafeKey } from './keys.ts';

const S3 = {
  S3_BUCKET: 'estate-media',
  S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com/',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('keeps images on disk under DATA_DIR/uploads when no S3 setting is given', () => {
    const cfg = parseConfig({ DATA_DIR: '/srv/estate' });
    expect(s3Settings(cfg)).toBeNull();
    expect(uploadsDir(cfg)).toBe('/srv/estate/uploads');
    expect(externalImageOrigin(cfg)).toBeNull();
  });

  it('uses the bucket when all five are set, its public URL defaulting to endpoint/bucket', () => {
    const settings = s3Settings(parseConfig(S3));
    expect(settings).toMatchObject({ bucket: 'estate-media', endpoint: 'https://abc.r2.cloudflarestorage.com', region: 'auto' });
    expect(settings?.publicUrl).toBe('https://abc.r2.cloudflarestorage.com/estate-media');
    const cdn = parseConfig({ ...S3, S3_PUBLIC_URL: 'https://media.example.org/' });
    expect(s3Settings(cdn)?.publicUrl).toBe('https://media.example.org');
    expect(externalImageOrigin(cdn)).toBe('https://media.example.org');
  });

  it('fails fast on a partial set, naming what is missing', () => {
    expect(() => parseConfig({ S3_BUCKET: 'estate-media', S3_REGION: 'auto' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET, S3_REGION/,
    );
    expect(() => parseConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseConfig({ S3_PUBLIC_URL: 'https://media.example.org' })).toThrow(/S3_PUBLIC_URL: only used with/);
    // Empty values in an env file count as unset.
    expect(s3Settings(parseConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }))).toBeNull();
  });
});

describe('storage keys', () => {
  it('takes only the keys the uploads slice makes', () => {
    expect(() => assertSafeKey('event-images/1700000000000-yoga-960.webp')).not.toThrow();
    for (const key of [
      '../etc/passwd',
      'event-images/../../x.webp',
      '/abs.webp',
      'Event-Images/a.webp',
      'a/b/c.webp',
      'event-images/.hidden',
    ]) {
      expect(() => assertSafeKey(key), key).toThrow();
    }
  });
});
