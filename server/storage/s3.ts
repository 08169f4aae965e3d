import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey } from './keys.ts';
import type { Storage } from './types.ts';

export interface S3Settings {
  bucket: string;
  /** Such as https://s3.eu-central-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load the files from (a CDN, or the bucket itself). */
  publicUrl: string;
}

// Names never repeat (a timestamp leads each), so a stored file may be cached for good.
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Any S3-compatible bucket (AWS, R2, MinIO, Backblaze…) through signed path-style requests:
 * `${endpoint}/${bucket}/${key}` works with every provider, unlike virtual-hosted buckets.
 */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const request = await client.sign(objectUrl(key), init);
    const response = await fetchImpl(request);
    // Drained either way, so the connection goes back to the pool.
    const text = await response.text().catch(() => '');
    return { response, text };
  };
  return {
    async put(key, bytes, contentType) {
      const { response, text } = await send(key, {
        method: 'PUT',
        // A copy on its own ArrayBuffer: what fetch's body type accepts, whatever Buffer pool the bytes came from.
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          'Cache-Control': IMMUTABLE,
          'Content-Length': String(bytes.byteLength),
          // Signed, so the bucket refuses bytes changed on the way (aws4fetch would send UNSIGNED-PAYLOAD).
          'X-Amz-Content-Sha256': crypto.createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw new Error(`S3 refused to store ${key}: ${response.status} ${text.slice(0, 300)}`);
    },
    url(key) {
      assertSafeKey(key);
      return `${settings.publicUrl}/${key}`;
    },
    async remove(key) {
      const { response, text } = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 refused to delete ${key}: ${response.status} ${text.slice(0, 300)}`);
    },
  };
}
