import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { GALLERY_MESSAGES } from '#app/lib/admin/gallery-messages.ts';
import type { GalleryAdminPhotoView } from '#app/lib/gallery-view.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { galleryPhotos } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { Refusal } from '../refusal.ts';
import { type Storage, storage } from '../storage/index.ts';
import { removeStoredImage, storeImageIn } from '../uploads/index.ts';
import { type GalleryPhotoRow, toAdminPhotoView } from './photos.ts';

// Staff keep the gallery: add a photo with its alt text, move it up or down, hide or show it,
// delete it. Positions run 1..n without gaps. Every write takes the table's lock first (it conflicts only
// with itself, never with guests reading), so two staff members' changes follow one another and never
// compute the same position.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
export type Direction = 'up' | 'down';

async function lockGallery(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${galleryPhotos} in share row exclusive mode`);
}

async function findRow(tx: Database, id: string): Promise<GalleryPhotoRow | null> {
  const [row] = await tx.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  return row ?? null;
}

/**
 * Stores the uploaded photo through the uploads slice (content check, WebP widths, metadata dropped) and
 * adds it last. Throws the upload's Refusal; a photo whose row could not be written leaves no files.
 */
export async function addGalleryPhoto(
  db: Database,
  actor: Actor,
  input: { alt: string; image: File },
  store: Storage = storage(),
): Promise<GalleryAdminPhotoView> {
  const stored = await storeImageIn(store, 'gallery-images', input.image);
  try {
    const row = await db.transaction(async (tx) => {
      await lockGallery(tx);
      const [last] = await tx
        .select({ position: galleryPhotos.position })
        .from(galleryPhotos)
        .orderBy(desc(galleryPhotos.position))
        .limit(1);
      const [inserted] = await tx
        .insert(galleryPhotos)
        .values({
          imageKey: stored.key,
          imageUrl: stored.url,
          width: stored.width,
          height: stored.height,
          alt: input.alt,
          position: (last?.position ?? 0) + 1,
        })
        .returning();
      if (!inserted) throw new Error('the gallery photo was not stored');
      await recordAudit(tx, { actor, entity: 'gallery-photo', entityId: inserted.id, action: 'create', before: null, after: inserted });
      return inserted;
    });
    return toAdminPhotoView(row)!;
  } catch (error) {
    await removeStoredImage(stored.key, store);
    throw error;
  }
}

/**
 * Swaps the photo with its neighbour above or below (hidden photos count: staff see them in the list).
 * Null when there is no such photo; refused (409) when it is already first or last.
 */
export async function moveGalleryPhoto(db: Database, actor: Actor, id: string, direction: Direction): Promise<true | null> {
  return db.transaction(async (tx) => {
    await lockGallery(tx);
    const photo = await findRow(tx, id);
    if (!photo) return null;
    const [neighbour] = await tx
      .select()
      .from(galleryPhotos)
      .where(direction === 'up' ? lt(galleryPhotos.position, photo.position) : gt(galleryPhotos.position, photo.position))
      .orderBy(direction === 'up' ? desc(galleryPhotos.position) : asc(galleryPhotos.position))
      .limit(1);
    if (!neighbour) throw new Refusal(GALLERY_MESSAGES.cannotMove, 409);
    await tx.update(galleryPhotos).set({ position: neighbour.position }).where(eq(galleryPhotos.id, photo.id));
    await tx.update(galleryPhotos).set({ position: photo.position }).where(eq(galleryPhotos.id, neighbour.id));
    await recordAudit(tx, {
      actor,
      entity: 'gallery-photo',
      entityId: photo.id,
      action: 'update',
      before: { position: photo.position },
      after: { position: neighbour.position },
    });
    return true;
  });
}

/** Hides the photo from the public pages, or shows it again in its place; null when there is no such photo. */
export async function setGalleryPhotoHidden(
  db: Database,
  actor: Actor,
  id: string,
  hidden: boolean,
): Promise<GalleryAdminPhotoView | null> {
  return db.transaction(async (tx) => {
    await lockGallery(tx);
    const before = await findRow(tx, id);
    if (!before) return null;
    const [after] = await tx.update(galleryPhotos).set({ hidden }).where(eq(galleryPhotos.id, id)).returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'gallery-photo', entityId: id, action: 'update', before, after });
    return toAdminPhotoView(after);
  });
}

/**
 * Deletes the photo and closes the gap its position leaves; an uploaded photo's files go too, once the
 * row is gone (a shipped photo's stay: they belong to the release). False when there is no such photo.
 */
export async function deleteGalleryPhoto(db: Database, actor: Actor, id: string, store: Storage = storage()): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    await lockGallery(tx);
    const [row] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning();
    if (!row) return null;
    await tx
      .update(galleryPhotos)
      .set({ position: sql`${galleryPhotos.position} - 1` })
      .where(gt(galleryPhotos.position, row.position));
    await recordAudit(tx, { actor, entity: 'gallery-photo', entityId: id, action: 'delete', before: row, after: null });
    return row;
  });
  if (!deleted) return false;
  if (deleted.imageKey) {
    await removeStoredImage(deleted.imageKey, store).catch((error: unknown) => {
      // The photo is gone from every page; a file left behind costs only space.
      logger.warn({ err: error, key: deleted.imageKey }, 'removing a deleted gallery photo’s files failed');
    });
  }
  return true;
}
