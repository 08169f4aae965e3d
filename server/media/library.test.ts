import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentDefinitions } from '#app/content/editable/index.ts';
import { images } from '#app/content/media-manifest.ts';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import { mediaSchemas } from '#app/lib/schemas/admin/media.ts';
import { listAudit } from '#server/audit/index.ts';
import { createContentReader } from '#server/content/reader.ts';
import { draftContent, listContentRevisions, publishContent, restoreContentRevision, saveContentDraft } from '#server/content/store.ts';
import { appMeta, contentEntries, contentRevisions, mediaImages } from '#server/db/schema.ts';
import { seedMediaIfNew } from '#server/first-content.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { file, photo } from '#tests/support/images.ts';
import { Refusal } from '../refusal.ts';
import { diskStorage } from '../storage/disk.ts';
import type { Storage } from '../storage/types.ts';
import { addMediaImage, deleteMediaImage, listMediaLibrary } from './library.ts';
import { photosByKey } from './photos.ts';

// The owner's media library: uploads with their alt text, search, where each image is used (what guests
// read and drafts), delete refused while in use, and the photo slots of the site content that choose
// from it, down to what the home page's therapy panels read.

let database: TestDatabase;
let root: string;
let store: Storage;
const owner = { userId: 'owner-1', email: 'owner@example.org' };
const home = contentDefinitions.home;
const firstPhotos = home.first.therapyPhotos;
const reader = () => createContentReader({ intervalMs: () => 1000 });

beforeAll(async () => {
  database = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'estate-media-'));
  store = diskStorage(root);
});
afterAll(async () => {
  await database?.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** Each test starts from a new database's library (the shipped photos of the first content) and no edits. */
beforeEach(async () => {
  await database.db.delete(contentRevisions);
  await database.db.delete(contentEntries);
  await database.db.delete(mediaImages);
  await database.db.delete(appMeta).where(like(appMeta.key, 'media_seeded_at:%'));
  await seedMediaIfNew(database.db);
  await fs.rm(root, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  return (await fs.readdir(root, { recursive: true }).catch(() => [])).filter((name) => name.endsWith('.webp')).sort();
}

async function upload(alt: string, name = 'Garden Walk.jpg', width = 1200, height = 800) {
  return addMediaImage(database.db, owner, { alt, image: file(await photo(width, height).jpeg().toBuffer(), name) }, store);
}

/** The home page's content with panel `index`'s photo (or hover photo) changed. */
function withPanelPhoto(index: number, key: string, slot: 'image' | 'hover' = 'image') {
  return { ...home.first, therapyPhotos: firstPhotos.map((panel, at) => (at === index ? { ...panel, [slot]: key } : panel)) };
}

describe(`the media library (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('holds the shipped photos the therapy panels show first, by their manifest names, each once in the life of the database', async () => {
    const names = [...new Set(firstPhotos.flatMap((panel) => [panel.image, panel.hover]))].sort();
    const library = await listMediaLibrary(database.db);
    expect(library.map((item) => item.key).sort()).toEqual(names);
    const misty = library.find((item) => item.key === 'misty-hills')!;
    expect(misty).toMatchObject({
      source: { kind: 'shipped', name: 'misty-hills' },
      alt: images['misty-hills'].alt,
      width: 1600,
      height: 1200,
    });
    // Deleted stays deleted: the next start does not bring it back.
    await database.db.delete(mediaImages).where(eq(mediaImages.key, 'marigold'));
    expect(await seedMediaIfNew(database.db)).toEqual([]);
    expect((await listMediaLibrary(database.db)).map((item) => item.key)).not.toContain('marigold');
  });

  it('takes an upload only with its alt text', async () => {
    const image = file(await photo(640, 480).jpeg().toBuffer(), 'lantern.jpg');
    for (const alt of ['', '   ', undefined]) {
      const parsed = mediaSchemas.create.safeParse({ intent: 'create', alt, image });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MEDIA_MESSAGES.altRequired]);
    }
    expect(mediaSchemas.create.parse({ intent: 'create', alt: ' Lanterns at dusk ', image }).alt).toBe('Lanterns at dusk');

    const added = await upload('Lanterns along the river path at dusk', 'Lantern Walk.JPG', 1200, 800);
    expect(added).toMatchObject({
      alt: 'Lanterns along the river path at dusk',
      fileName: 'Lantern Walk.JPG',
      width: 1200,
      height: 800,
      uses: [],
    });
    expect(added.source).toEqual({
      kind: 'uploaded',
      url: expect.stringMatching(/^\/uploads\/media-images\/\d+-lantern-walk-1200\.webp$/),
    });
    // 480, 960 and its own 1200 px.
    expect(await storedFiles()).toHaveLength(3);
    const [row] = await database.db.select().from(mediaImages).where(eq(mediaImages.key, added.key));
    expect((await listAudit(database.db, 'media-image', row!.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('finds images by alt text or file name, whatever the case, taking % and _ as plain characters', async () => {
    await upload('Lanterns along the river path', 'lantern_walk.jpg');
    await upload('Morning yoga on the deck, 100% calm', 'deck.png');
    const keysOf = async (search: string) => (await listMediaLibrary(database.db, search)).map((item) => item.alt);
    expect(await keysOf('LANTERN')).toEqual(['Lanterns along the river path']);
    expect(await keysOf('deck.png')).toEqual(['Morning yoga on the deck, 100% calm']);
    expect(await keysOf('100%')).toEqual(['Morning yoga on the deck, 100% calm']);
    expect(await keysOf('n_w')).toEqual(['Lanterns along the river path']);
    expect(await keysOf('%')).toEqual(['Morning yoga on the deck, 100% calm']);
    // A shipped photo is found by its description too.
    expect(await keysOf('marigold')).toEqual([images.marigold.alt]);
    expect(await keysOf('nothing like this')).toEqual([]);
  });

  it("lists each image's uses, published and in drafts, and refuses to delete one in use", async () => {
    const lantern = await upload('Lanterns along the river path');
    const usesOf = async (key: string) => (await listMediaLibrary(database.db)).find((item) => item.key === key)!.uses;
    expect(await usesOf('misty-hills')).toEqual([{ page: 'Home page', slot: 'Medical Consultations photo', state: 'published' }]);
    expect(await usesOf(lantern.key)).toEqual([]);

    await saveContentDraft(database.db, owner, 'home', withPanelPhoto(1, lantern.key, 'hover'));
    expect(await usesOf(lantern.key)).toEqual([{ page: 'Home page', slot: 'Diagnostics hover photo', state: 'draft' }]);
    await expect(deleteMediaImage(database.db, owner, lantern.key, store)).rejects.toMatchObject({
      message: MEDIA_MESSAGES.inUse('Home page: Diagnostics hover photo (draft)'),
      status: 409,
    });

    await publishContent(database.db, owner, 'home', withPanelPhoto(1, lantern.key, 'hover'), reader());
    expect(await usesOf(lantern.key)).toEqual([{ page: 'Home page', slot: 'Diagnostics hover photo', state: 'published' }]);
    // The photo it replaced is free now.
    expect(await usesOf(firstPhotos[1]!.hover)).toEqual([]);
    await expect(deleteMediaImage(database.db, owner, 'misty-hills', store)).rejects.toThrow(Refusal);
    expect(await storedFiles()).toHaveLength(3);
    expect(await database.db.select().from(mediaImages).where(eq(mediaImages.key, lantern.key))).toHaveLength(1);
  });

  it('deletes an unused image and its files; a shipped one leaves the release’s files alone', async () => {
    const lantern = await upload('Lanterns along the river path');
    const other = await upload('Morning yoga on the deck', 'deck.png');
    const otherFiles = (await storedFiles()).filter((name) => name.includes('-deck-'));
    expect(otherFiles).toHaveLength(3);
    expect(await storedFiles()).toHaveLength(6);
    expect(await deleteMediaImage(database.db, owner, lantern.key, store)).toBe(true);
    expect(await storedFiles()).toEqual(otherFiles);
    expect((await listMediaLibrary(database.db)).map((item) => item.key)).not.toContain(lantern.key);
    expect(await deleteMediaImage(database.db, owner, lantern.key, store)).toBe(false);

    // A shipped photo no page shows may go from the library too.
    await publishContent(database.db, owner, 'home', withPanelPhoto(0, other.key), reader());
    expect(await deleteMediaImage(database.db, owner, 'misty-hills', store)).toBe(true);
    expect(await storedFiles()).toEqual(otherFiles);
  });

  it('never lets a publish name an image that a delete at the same moment removes', async () => {
    const lantern = await upload('Lanterns along the river path');
    const [published, deleted] = await Promise.allSettled([
      publishContent(database.db, owner, 'home', withPanelPhoto(0, lantern.key), reader()),
      deleteMediaImage(database.db, owner, lantern.key, store),
    ]);
    const [entry] = await database.db.select().from(contentEntries).where(eq(contentEntries.key, 'home'));
    // A refused publish leaves no row: the page reads its first content.
    const shown = ((entry?.published ?? home.first) as typeof home.first).therapyPhotos[0]!.image;
    const kept = await database.db.select().from(mediaImages).where(eq(mediaImages.key, lantern.key));
    // One of the two wins, whichever came first; the page never names a deleted image.
    expect([published.status, deleted.status].sort()).toEqual(['fulfilled', 'rejected']);
    if (published.status === 'fulfilled') {
      expect(shown).toBe(lantern.key);
      expect(kept).toHaveLength(1);
    } else {
      expect(shown).toBe(firstPhotos[0]!.image);
      expect(kept).toHaveLength(0);
    }
  });

  it('refuses a photo slot naming an image the library does not have, next to the slot', async () => {
    const lantern = await upload('Lanterns along the river path');
    await deleteMediaImage(database.db, owner, lantern.key, store);
    for (const key of ['no-such-image', lantern.key]) {
      const saving = saveContentDraft(database.db, owner, 'home', withPanelPhoto(2, key));
      await expect(saving).rejects.toMatchObject({
        message: MEDIA_MESSAGES.unknownPhoto('Naturopathy Treatments photo'),
        status: 400,
        fieldErrors: { 'therapyPhotos[2].image': [MEDIA_MESSAGES.unknownPhoto('Naturopathy Treatments photo')] },
      });
    }
    // Not a key at all: the schema refuses it before the library is asked.
    await expect(saveContentDraft(database.db, owner, 'home', withPanelPhoto(2, '../etc/passwd'))).rejects.toMatchObject({
      fieldErrors: { 'therapyPhotos[2].image': ['Panel photo: please choose a photo from the media library.'] },
    });
    await expect(publishContent(database.db, owner, 'home', withPanelPhoto(2, 'no-such-image'), reader())).rejects.toThrow(Refusal);
    expect((await draftContent(database.db, 'home')).therapyPhotos).toEqual(firstPhotos);
  });

  it('refuses to restore a revision whose photo has left the library, saying which slot', async () => {
    const lantern = await upload('Lanterns along the river path');
    await publishContent(database.db, owner, 'home', withPanelPhoto(4, lantern.key, 'hover'), reader());
    await publishContent(database.db, owner, 'home', home.first, reader());
    await deleteMediaImage(database.db, owner, lantern.key, store);
    const [, withLantern] = await listContentRevisions(database.db, 'home');
    await expect(restoreContentRevision(database.db, owner, 'home', withLantern!.id, reader())).rejects.toMatchObject({
      message: MEDIA_MESSAGES.unknownPhoto('Creative Therapies hover photo'),
      status: 400,
    });
    expect((await listContentRevisions(database.db, 'home')).map((revision) => revision.number)).toEqual([3, 2, 1]);
  });

  it("gives the home page's therapy panel the library photo chosen, once published, with its own size", async () => {
    const lantern = await upload('Lanterns along the river path', 'lanterns.jpg', 2000, 1000);
    const guests = reader();
    await saveContentDraft(database.db, owner, 'home', withPanelPhoto(3, lantern.key));
    // A draft is not what guests read.
    expect((await guests.published(database.db, 'home')).therapyPhotos[3]!.image).toBe(firstPhotos[3]!.image);
    await publishContent(database.db, owner, 'home', withPanelPhoto(3, lantern.key), guests);
    const chosen = (await guests.published(database.db, 'home')).therapyPhotos[3]!.image;
    expect(chosen).toBe(lantern.key);
    const found = await photosByKey(database.db, [chosen, firstPhotos[3]!.hover]);
    expect(found.get(chosen)).toEqual({
      key: lantern.key,
      source: lantern.source,
      alt: 'Lanterns along the river path',
      width: 1600,
      height: 800,
    });
    // The shipped hover photo is drawn from the manifest.
    expect(found.get(firstPhotos[3]!.hover)).toMatchObject({ source: { kind: 'shipped', name: firstPhotos[3]!.hover } });
  });
});
