import { asc, inArray } from 'drizzle-orm';
import { isShippedImage, type MediaPhotoView, shippedPhoto } from '#app/lib/media-library.ts';
import type { Database } from '../db/client.ts';
import { mediaImages } from '../db/schema.ts';
import { logger } from '../logger.ts';

// The media library's photos as pages show them. A shipped photo is drawn from the release's manifest
// without asking the database (a fresh site's home page asks nothing more than before); an upload is
// read from its row.

export type MediaImageRow = typeof mediaImages.$inferSelect;

/** Where the photo's pixels are; null for a shipped name this release no longer carries. */
export function toPhotoView(row: MediaImageRow): MediaPhotoView | null {
  if (row.imageUrl) {
    return { key: row.key, source: { kind: 'uploaded', url: row.imageUrl }, alt: row.alt, width: row.width, height: row.height };
  }
  if (row.mediaName && isShippedImage(row.mediaName)) return { ...shippedPhoto(row.mediaName), alt: row.alt };
  logger.warn({ key: row.key, mediaName: row.mediaName }, 'media library image names an image this release does not ship');
  return null;
}

/** Every photo of the library, oldest first: what a photo slot's picker offers. */
export async function listMediaPhotos(db: Database): Promise<MediaPhotoView[]> {
  const rows = await db.select().from(mediaImages).orderBy(asc(mediaImages.createdAt), asc(mediaImages.key));
  return rows.flatMap((row) => toPhotoView(row) ?? []);
}

/**
 * The photos a page's slots name, by key. A key found nowhere (or a database away) is left out: the
 * page shows the slot's first photo instead (photoOr), never a hole.
 */
export async function photosByKey(db: Database, keys: readonly string[]): Promise<Map<string, MediaPhotoView>> {
  const found = new Map<string, MediaPhotoView>();
  const uploaded: string[] = [];
  for (const key of new Set(keys)) {
    if (isShippedImage(key)) found.set(key, shippedPhoto(key));
    else uploaded.push(key);
  }
  if (uploaded.length === 0) return found;
  try {
    const rows = await db.select().from(mediaImages).where(inArray(mediaImages.key, uploaded));
    for (const row of rows) {
      const view = toPhotoView(row);
      if (view) found.set(row.key, view);
    }
  } catch (error) {
    logger.error({ err: error }, 'media library photos could not be read');
  }
  return found;
}
