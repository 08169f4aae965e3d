import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shippedGallery } from '#app/content/gallery.ts';
import { GALLERY_MESSAGES } from '#app/lib/admin/gallery-messages.ts';
import { listAudit } from '#server/audit/index.ts';
import { appMeta, galleryPhotos } from '#server/db/schema.ts';
import { seedGalleryIfNew } from '#server/seed.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { file, PDF, photo } from '#tests/support/images.ts';
import { Refusal } from '../refusal.ts';
import { diskStorage } from '../storage/disk.ts';
import type { Storage } from '../storage/types.ts';
import { UPLOAD_MESSAGES } from '../uploads/index.ts';
import { addGalleryPhoto, deleteGalleryPhoto, moveGalleryPhoto, setGalleryPhotoHidden } from './admin.ts';
import { listGalleryPhotos, listVisiblePhotos } from './photos.ts';

let database: TestDatabase;
let root: string;
let store: Storage;
const actor = { userId: 'user-1', email: 'owner@example.org' };

beforeAll(async () => {
  database = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'estate-gallery-'));
  store = diskStorage(root);
});
afterAll(async () => {
  await database?.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** Each test starts from the shipped gallery, as a new database has it. */
beforeEach(async () => {
  await database.db.delete(galleryPhotos);
  await database.db.delete(appMeta).where(eq(appMeta.key, 'gallery_seeded_at'));
  await seedGalleryIfNew(database.db);
});

async function positions() {
  return database.db
    .select({ id: galleryPhotos.id, position: galleryPhotos.position })
    .from(galleryPhotos)
    .orderBy(asc(galleryPhotos.position));
}

async function storedFiles(): Promise<string[]> {
  return (await fs.readdir(root, { recursive: true }).catch(() => [])).filter((name) => name.endsWith('.webp')).sort();
}

async function upload(alt: string, width = 2000, height = 1500) {
  return addGalleryPhoto(database.db, actor, { alt, image: file(await photo(width, height).jpeg().toBuffer(), 'Garden Walk.jpg') }, store);
}

describe(`the gallery (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('is seeded with the shipped photos and their descriptions, in order, once in the life of the database', async () => {
    const photos = await listVisiblePhotos(database.db);
    expect(photos.map((item) => item.source)).toEqual(shippedGallery.map((item) => ({ kind: 'shipped', name: item.name })));
    expect(photos.map((item) => item.alt)).toEqual(shippedGallery.map((item) => item.alt));
    expect(photos[0]).toMatchObject({ width: shippedGallery[0]!.width, height: shippedGallery[0]!.height });
    expect((await positions()).map((row) => row.position)).toEqual(shippedGallery.map((_, index) => index + 1));

    // Deleted photos stay deleted: a restart does not bring them back.
    await database.db.delete(galleryPhotos);
    expect(await seedGalleryIfNew(database.db)).toBe(false);
    expect(await listVisiblePhotos(database.db)).toEqual([]);
  });

  it('seeds an existing database once, after the photos it already has', async () => {
    await database.db.delete(appMeta).where(eq(appMeta.key, 'gallery_seeded_at'));
    const [first, second] = await Promise.all([seedGalleryIfNew(database.db), seedGalleryIfNew(database.db)]);
    expect([first, second].sort()).toEqual([false, true]);
    const rows = await positions();
    expect(rows).toHaveLength(shippedGallery.length * 2);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
  });

  it('adds an uploaded photo last, re-encoded at its widths, with its size and alt text', async () => {
    const added = await upload('Guests walking in the kitchen garden at dawn');
    expect(added).toMatchObject({ alt: 'Guests walking in the kitchen garden at dawn', width: 1600, height: 1200, hidden: false });
    expect(added.position).toBe(shippedGallery.length + 1);
    expect(added.source).toEqual({
      kind: 'uploaded',
      url: expect.stringMatching(/^\/uploads\/gallery-images\/\d+-garden-walk-1600\.webp$/),
    });
    expect(await storedFiles()).toHaveLength(3);
    const visible = await listVisiblePhotos(database.db);
    expect(visible.at(-1)).toMatchObject({ id: added.id, alt: added.alt });
    expect((await listAudit(database.db, 'gallery-photo', added.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses what is not an image with the uploads’ sentence, storing nothing', async () => {
    const before = await storedFiles();
    const refused = await addGalleryPhoto(database.db, actor, { alt: 'A document', image: file(PDF, 'menu.jpg') }, store).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).message).toBe(UPLOAD_MESSAGES.notImage);
    expect(await storedFiles()).toEqual(before);
    expect(await positions()).toHaveLength(shippedGallery.length);
  });

  it('moves a photo up and down by swapping with its neighbour, and not past either end', async () => {
    const [first, second, third] = await positions();
    const atEdge = { name: 'Refusal', status: 409, message: GALLERY_MESSAGES.cannotMove };
    expect(await moveGalleryPhoto(database.db, actor, second!.id, 'up')).toBe(true);
    expect((await positions()).slice(0, 3).map((row) => row.id)).toEqual([second!.id, first!.id, third!.id]);
    await expect(moveGalleryPhoto(database.db, actor, second!.id, 'up')).rejects.toMatchObject(atEdge);
    expect(await moveGalleryPhoto(database.db, actor, first!.id, 'down')).toBe(true);
    expect((await positions()).slice(0, 3).map((row) => row.id)).toEqual([second!.id, third!.id, first!.id]);
    const last = (await positions()).at(-1)!;
    await expect(moveGalleryPhoto(database.db, actor, last.id, 'down')).rejects.toMatchObject(atEdge);
    expect(await moveGalleryPhoto(database.db, actor, crypto.randomUUID(), 'up')).toBeNull();
    const rows = await positions();
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
  });

  it('keeps positions gap-free when moves happen at the same moment', async () => {
    const rows = await positions();
    // Every photo but the first moves up at once: each is refused only if it has reached the top meanwhile.
    await Promise.allSettled(rows.slice(1).map((row) => moveGalleryPhoto(database.db, actor, row.id, 'up')));
    const after = await positions();
    expect(after.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
    expect(new Set(after.map((row) => row.id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('hides a photo from the public pages and shows it again in its place', async () => {
    const [, second] = await positions();
    const hidden = await setGalleryPhotoHidden(database.db, actor, second!.id, true);
    expect(hidden).toMatchObject({ hidden: true, position: 2 });
    const visible = await listVisiblePhotos(database.db);
    expect(visible.map((item) => item.id)).not.toContain(second!.id);
    expect(visible).toHaveLength(shippedGallery.length - 1);
    // The home page's collage takes the first seven visible photos.
    expect((await listVisiblePhotos(database.db, 7)).map((item) => item.id)).toEqual(visible.slice(0, 7).map((item) => item.id));
    expect((await listGalleryPhotos(database.db)).find((item) => item.id === second!.id)?.hidden).toBe(true);

    await setGalleryPhotoHidden(database.db, actor, second!.id, false);
    expect((await listVisiblePhotos(database.db))[1]?.id).toBe(second!.id);
    expect(await setGalleryPhotoHidden(database.db, actor, crypto.randomUUID(), true)).toBeNull();
  });

  it('deletes a photo, closes the gap, and removes an uploaded photo’s files', async () => {
    const [first] = await positions();
    expect(await deleteGalleryPhoto(database.db, actor, first!.id, store)).toBe(true);
    let rows = await positions();
    expect(rows).toHaveLength(shippedGallery.length - 1);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));

    const before = await storedFiles();
    const added = await upload('Lanterns on the river terrace', 1200, 800);
    expect(await storedFiles()).toHaveLength(before.length + 3);
    expect(await deleteGalleryPhoto(database.db, actor, added.id, store)).toBe(true);
    expect(await storedFiles()).toEqual(before);
    expect(await deleteGalleryPhoto(database.db, actor, added.id, store)).toBe(false);
    rows = await positions();
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
    expect((await listAudit(database.db, 'gallery-photo', added.id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });
});
