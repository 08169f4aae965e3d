import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVED_NAMES, valueAt } from '#app/content/editable/fields.ts';
import { contentDefinitions, contentKeys, fieldsOf } from '#app/content/editable/index.ts';
import { home } from '#app/content/home.ts';
import { stats } from '#app/content/stats.ts';
import { listAudit } from '#server/audit/index.ts';
import { appMeta, contentEntries, contentRevisions } from '#server/db/schema.ts';
import { seedContentIfNew } from '#server/first-content.ts';
import { MAX_FORM_ENTRIES } from '#server/http/body.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import type { Database } from '../db/client.ts';
import { Refusal } from '../refusal.ts';
import { pageContent } from './preview.ts';
import { createContentReader } from './reader.ts';
import {
  contentForEditing,
  discardContentDraft,
  draftContent,
  listContentRevisions,
  publishContent,
  restoreContentRevision,
  saveContentDraft,
} from './store.ts';

// The owner's page texts: what guests read (publishedContent's copy, in this process and another), the
// draft that only the preview shows, revisions and restore, and the checks every save passes.

let database: TestDatabase;
const owner = { userId: 'owner-1', email: 'owner@example.org' };
const first = contentDefinitions.home.first;
const INTERVAL = 1_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(contentRevisions);
  await database.db.delete(contentEntries);
  await database.db.delete(appMeta).where(eq(appMeta.key, 'content_version'));
  await database.db.delete(appMeta).where(eq(appMeta.key, 'content_seeded_at:home'));
});

/** A process's reader with its own clock; `queries` counts what it asks the database. */
function aProcess() {
  let now = 0;
  let queries = 0;
  const counted = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'select') queries += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Database;
  const reader = createContentReader({ intervalMs: () => INTERVAL, now: () => now });
  return {
    reader,
    read: () => reader.published(counted, 'home'),
    wait: (ms: number) => {
      now += ms;
    },
    queries: () => queries,
  };
}

const withTagline = (heroTagline: string) => ({ ...first, heroTagline });

describe(`the home page's content (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("is first the code's home content: a fresh site reads exactly as before", async () => {
    expect(first.heroTagline).toBe(home.heroTagline);
    expect(first.intro).toEqual(home.intro);
    expect(first.aboutBanner).toEqual(home.aboutBanner);
    expect(home.offerCards.map((card) => ({ title: card.title, text: card.text, items: card.items }))).toEqual([
      first.offers.stay,
      first.offers.rejuvenation,
    ]);
    expect(first.therapies).toEqual(home.therapies);
    expect({ heading: first.stats.heading, text: first.stats.text }).toEqual(home.stats);
    // The page shows each figure with its '+', as the statistics read.
    expect(first.stats.figures.map((item) => ({ number: `${item.value}+`, targetNumber: item.value, label: item.label }))).toEqual(stats);
    expect(first.unique).toEqual(home.unique);
    expect(first.events.heading).toBe(home.events.heading);
    expect(first.events.intro).toBe(home.events.intro);
    expect(first.events.cta).toBe(home.events.cta);
    expect(home.events.kinds.map((kind) => ({ title: kind.title, text: kind.text, points: kind.points ?? [] }))).toEqual(
      Object.values(first.events.kinds),
    );
    // Its own schema takes it as it is.
    expect(contentDefinitions.home.schema.parse(first)).toEqual(first);
    // Read from an empty database and from a seeded one alike.
    expect(await aProcess().read()).toEqual(first);
    expect(await seedContentIfNew(database.db)).toEqual(contentKeys);
    expect(await seedContentIfNew(database.db)).toEqual([]);
    expect(await aProcess().read()).toEqual(first);
    expect((await listContentRevisions(database.db, 'home')).map((revision) => [revision.number, revision.publishedBy])).toEqual([
      [1, null],
    ]);
  });

  it.each(Object.values(contentDefinitions))(
    '$label: names every field once, at a place its content has, in a form the body reader takes',
    (definition) => {
      const fields = fieldsOf(definition);
      expect(new Set(fields.map((field) => field.label)).size).toBe(fields.length);
      expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
      for (const field of fields) {
        expect(RESERVED_NAMES).not.toContain(field.name.split(/[.[]/)[0]);
        expect(valueAt(definition.first, field.name), field.name).toBeDefined();
      }
      expect(fields.length + RESERVED_NAMES.length).toBeLessThanOrEqual(MAX_FORM_ENTRIES);
    },
  );

  it('is read from the database once per publish: a publish shows at once here, and in another process within the interval', async () => {
    const here = aProcess();
    const there = aProcess();
    expect((await here.read()).heroTagline).toBe(first.heroTagline);
    expect((await there.read()).heroTagline).toBe(first.heroTagline);

    // Nothing published: page views within the interval ask nothing, and after it one version check each.
    const before = there.queries();
    for (let view = 0; view < 50; view += 1) await there.read();
    expect(there.queries()).toBe(before);
    there.wait(INTERVAL);
    await there.read();
    await there.read();
    expect(there.queries()).toBe(before + 1);

    await publishContent(database.db, owner, 'home', withTagline('Rest by the river.'), here.reader);
    const asked = here.queries();
    expect((await here.read()).heroTagline).toBe('Rest by the river.');
    expect(here.queries()).toBe(asked);
    // The other process reads its copy until its next check, then the new content, once.
    expect((await there.read()).heroTagline).toBe(first.heroTagline);
    there.wait(INTERVAL);
    expect((await there.read()).heroTagline).toBe('Rest by the river.');
    const after = there.queries();
    expect((await there.read()).heroTagline).toBe('Rest by the river.');
    expect(there.queries()).toBe(after);
  });

  it('never serves a draft publicly: only staff who may edit content see it, in a private answer', async () => {
    await publishContent(database.db, owner, 'home', withTagline('Published words.'), createContentReader({ intervalMs: () => 0 }));
    await saveContentDraft(database.db, owner, 'home', withTagline('Draft words.'));
    const reader = aProcess();
    expect((await reader.read()).heroTagline).toBe('Published words.');
    expect((await draftContent(database.db, 'home')).heroTagline).toBe('Draft words.');
    const editing = await contentForEditing(database.db, 'home');
    expect(editing).toMatchObject({ hasDraft: true, publishedBy: owner.email, content: { heroTagline: 'Draft words.' } });

    // A visitor without a session who asks for the preview gets what is published, answered privately.
    const asked = await pageContent(new Request('http://localhost/?preview=content'), database.db, 'home');
    expect(asked).toMatchObject({ preview: false, asked: true });
    expect(asked.content.heroTagline).not.toBe('Draft words.');

    expect(await discardContentDraft(database.db, owner, 'home')).toBe(true);
    expect(await discardContentDraft(database.db, owner, 'home')).toBe(false);
    expect((await contentForEditing(database.db, 'home')).content.heroTagline).toBe('Published words.');
  });

  it('restores a revision exactly as it was published, as a new revision, with who and when in the history', async () => {
    const here = aProcess();
    const earlier = {
      ...withTagline('Earlier words.'),
      intro: { ...first.intro, paragraphs: ['One paragraph only, with {product} in it.'] },
      stats: { ...first.stats, figures: first.stats.figures.map((item, index) => ({ ...item, value: item.value + index })) },
    };
    await publishContent(database.db, owner, 'home', earlier, here.reader);
    await publishContent(database.db, owner, 'home', withTagline('Later words.'), here.reader);
    await saveContentDraft(database.db, owner, 'home', withTagline('Draft being written.'));

    const revisions = await listContentRevisions(database.db, 'home');
    expect(revisions.map((revision) => revision.number)).toEqual([3, 2, 1]);
    const restoredId = revisions[1]!.id;
    expect(await restoreContentRevision(database.db, owner, 'home', crypto.randomUUID(), here.reader)).toBeNull();
    expect(await restoreContentRevision(database.db, owner, 'home', restoredId, here.reader)).toBe(true);

    expect(await here.read()).toEqual(earlier);
    const [row] = await database.db.select().from(contentEntries).where(eq(contentEntries.key, 'home'));
    expect(row!.published).toEqual(earlier);
    expect(row!.draft).toBeNull();
    const after = await listContentRevisions(database.db, 'home');
    expect(after[0]).toMatchObject({ number: 4, publishedBy: owner.email, restoredFrom: 2 });

    const history = await listAudit(database.db, 'content', row!.id);
    expect(history).toHaveLength(4);
    expect(history[0]!.changes).toMatchObject({
      'Hero tagline': ['Later words.', 'Earlier words.'],
      draft: ['saved', null],
      restoredRevision: [null, 2],
    });
    expect(history[1]!.changes).toMatchObject({ 'draft Hero tagline': ['Later words.', 'Draft being written.'] });
    expect(history.every((entry) => entry.actorEmail === owner.email)).toBe(true);
  });

  it('refuses content its schema does not take, naming each field, and stores nothing', async () => {
    const tooMany = Array.from({ length: 11 }, (_, index) => `Item ${index + 1}`);
    const attempt = saveContentDraft(database.db, owner, 'home', {
      ...first,
      heroTagline: '   ',
      offers: { ...first.offers, stay: { ...first.offers.stay, items: tooMany } },
      stats: { ...first.stats, figures: [{ value: -1, label: 'Programs' }, ...first.stats.figures.slice(1)] },
    });
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    const refusal = (await attempt.catch((error: unknown) => error)) as Refusal;
    expect(refusal.status).toBe(400);
    expect(refusal.fieldErrors).toMatchObject({
      heroTagline: ['Hero tagline is required.'],
      'offers.stay.items': [expect.stringContaining('Items: please give 1 to 10')],
      'stats.figures[0].value': ['Figure must be a whole number from 0 to 1000000.'],
    });
    await expect(publishContent(database.db, owner, 'home', { heroTagline: 'Only this' })).rejects.toBeInstanceOf(Refusal);
    expect(await database.db.select().from(contentEntries)).toEqual([]);
  });
});
