// The storage interface on its own, so that its implementations (disk.ts, s3.ts) and the module that
// chooses between them (index.ts) do not import each other.

/**
 * Where uploaded files live: a folder on this machine, or an S3-compatible bucket. One interface for the
 * outside service, so either can stand in for the other.
 */
export interface Storage {
  /** Stores the bytes under the key (such as `event-images/1700000000000-yoga-960.webp`). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The public URL a browser loads the file from. */
  url(key: string): string;
  /** Deletes the file; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}
