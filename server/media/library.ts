import { randomUUID } from 'node:crypto';
import { asc, desc, eq, ilike, or } from 'drizzle-orm';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import type { MediaLibraryItem } from '#app/lib/media-library.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { mediaImages } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { Refusal } from '../refusal.ts';
import { type Storage, storage } from '../storage/index.ts';
import { removeStoredImage, storeImageIn } from '../uploads/index.ts';
import { toPhotoView } from './photos.ts';
import { describeUses, photoUses } from './uses.ts';

// Staff keep the media library: upload an image with its alt text, find one by its alt text or file
// name, see where each is used, delete one no page uses. An image in use cannot be deleted: the check
// and the delete hold the image's row, which a save or publish naming it holds too (server/content/photos.ts).

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** '50%_off' as a pattern that matches exactly those characters anywhere in the text. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The library, newest first, each image with its uses; `search` keeps those whose alt text or file name has it. */
export async function listMediaLibrary(db: Database, search = ''): Promise<MediaLibraryItem[]> {
  const words = search.trim();
  const query = db.select().from(mediaImages);
  const rows = await (
    words ? query.where(or(ilike(mediaImages.alt, containing(words)), ilike(mediaImages.fileName, containing(words)))) : query
  ).orderBy(desc(mediaImages.createdAt), asc(mediaImages.key));
  const uses = await photoUses(db);
  return rows.flatMap((row) => {
    const view = toPhotoView(row);
    return view ? [{ ...view, fileName: row.fileName, uses: uses.get(row.key) ?? [] }] : [];
  });
}

/**
 * Stores the uploaded image through the uploads slice (content check, WebP widths, metadata dropped) and
 * adds it to the library. Throws the upload's Refusal; an image whose row could not be written leaves no files.
 */
export async function addMediaImage(
  db: Database,
  actor: Actor,
  input: { alt: string; image: File },
  store: Storage = storage(),
): Promise<MediaLibraryItem> {
  const stored = await storeImageIn(store, 'media-images', input.image);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mediaImages)
        .values({
          key: randomUUID(),
          imageKey: stored.key,
          imageUrl: stored.url,
          fileName: input.image.name.replace(/^.*[/\\]/, '').slice(0, 200) || 'image',
          alt: input.alt,
          width: stored.width,
          height: stored.height,
        })
        .returning();
      if (!inserted) throw new Error('the media image was not stored');
      await recordAudit(tx, { actor, entity: 'media-image', entityId: inserted.id, action: 'create', before: null, after: inserted });
      return inserted;
    });
    return { ...toPhotoView(row)!, fileName: row.fileName, uses: [] };
  } catch (error) {
    await removeStoredImage(stored.key, store);
    throw error;
  }
}

/**
 * Deletes an image no page uses, published or in a draft; refused (409, naming the uses) otherwise. An
 * uploaded image's files go too, once the row is gone (a shipped one's stay: they belong to the release).
 * False when there is no such image.
 */
export async function deleteMediaImage(db: Database, actor: Actor, key: string, store: Storage = storage()): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mediaImages).where(eq(mediaImages.key, key)).for('update');
    if (!row) return null;
    const uses = (await photoUses(tx)).get(key);
    if (uses?.length) throw new Refusal(MEDIA_MESSAGES.inUse(describeUses(uses)), 409);
    await tx.delete(mediaImages).where(eq(mediaImages.key, key));
    await recordAudit(tx, { actor, entity: 'media-image', entityId: row.id, action: 'delete', before: row, after: null });
    return row;
  });
  if (!deleted) return false;
  if (deleted.imageKey) {
    await removeStoredImage(deleted.imageKey, store).catch((error: unknown) => {
      // The image is gone from the library and no page used it; a file left behind costs only space.
      logger.warn({ err: error, key: deleted.imageKey }, 'removing a deleted media image’s files failed');
    });
  }
  return true;
}
