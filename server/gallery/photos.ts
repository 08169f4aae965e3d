import { asc, eq } from 'drizzle-orm';
import { images } from '#app/content/media-manifest.ts';
import type { GalleryAdminPhotoView, GalleryPhotoView, GallerySource } from '#app/lib/gallery-view.ts';
import type { Database } from '../db/client.ts';
import { galleryPhotos } from '../db/schema.ts';
import { logger } from '../logger.ts';

// What the public pages read of the gallery: the visible photos in the staff's order.

export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;

function isShippedName(name: string): name is keyof typeof images {
  return Object.hasOwn(images, name);
}

/** Where the photo's pixels are; null for a shipped name this release no longer carries (it is skipped, not broken). */
function sourceOf(row: GalleryPhotoRow): GallerySource | null {
  if (row.imageUrl) return { kind: 'uploaded', url: row.imageUrl };
  if (row.mediaName && isShippedName(row.mediaName)) return { kind: 'shipped', name: row.mediaName };
  logger.warn({ id: row.id, mediaName: row.mediaName }, 'gallery photo names an image this release does not ship');
  return null;
}

export function toAdminPhotoView(row: GalleryPhotoRow): GalleryAdminPhotoView | null {
  const source = sourceOf(row);
  if (!source) return null;
  return { id: row.id, source, alt: row.alt, width: row.width, height: row.height, position: row.position, hidden: row.hidden };
}

/** The photos guests see, in order; `limit` for the home page's collage. */
export async function listVisiblePhotos(db: Database, limit?: number): Promise<GalleryPhotoView[]> {
  const query = db.select().from(galleryPhotos).where(eq(galleryPhotos.hidden, false)).orderBy(asc(galleryPhotos.position));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.flatMap((row) => {
    const view = toAdminPhotoView(row);
    return view ? [{ id: view.id, source: view.source, alt: view.alt, width: view.width, height: view.height }] : [];
  });
}

/** Every photo, hidden ones included, in order: the back-office's list. */
export async function listGalleryPhotos(db: Database): Promise<GalleryAdminPhotoView[]> {
  const rows = await db.select().from(galleryPhotos).orderBy(asc(galleryPhotos.position));
  return rows.flatMap((row) => toAdminPhotoView(row) ?? []);
}
