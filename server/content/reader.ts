import { eq, sql } from 'drizzle-orm';
import type { ContentKey, ContentOf } from '#app/content/editable/index.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appMeta, contentEntries } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { singleton } from '../singleton.ts';
import { firstContent, readContent } from './normalize.ts';

// What public pages read of the owner's content: one copy per process, read from the database once per
// publish rather than once per page view. Every publish counts up one number (app_meta's content_version,
// in the publish's transaction); a process asks for that number at most once per interval (PAGE_CACHE_MS,
// at least a second) and reads a page's content again only when the number moved. A publish in this
// process hands its content to the copy at once (remember).

export const CONTENT_VERSION_KEY = 'content_version';

/** Any handle that reads: a mail built inside a transaction reads through it. */
type Reader = Pick<Database, 'select'>;

export interface ContentReader {
  /** The published content of a page; its first content when the database has none. */
  published<Key extends ContentKey>(db: Reader, key: Key): Promise<ContentOf<Key>>;
  /** A publish in this process, as the version it made: served from now on without a read. */
  remember(key: ContentKey, content: unknown, version: number): void;
}

/** The number of publishes so far; 0 before the first. */
export async function contentVersion(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CONTENT_VERSION_KEY));
  return row ? Number(row.value) : 0;
}

/** Counts one publish up, inside the publish's transaction (which holds the row until it commits); the new number. */
export async function bumpContentVersion(tx: Pick<Database, 'insert'>): Promise<number> {
  const [row] = await tx
    .insert(appMeta)
    .values({ key: CONTENT_VERSION_KEY, value: '1' })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`(${appMeta.value}::bigint + 1)::text`, updatedAt: sql`now()` } })
    .returning({ value: appMeta.value });
  return Number(row!.value);
}

export function createContentReader(options: { intervalMs: () => number; now?: () => number }): ContentReader {
  const now = options.now ?? Date.now;
  /** The version the copies belong to; null before the first check. */
  let version: number | null = null;
  let checkedAt = 0;
  // What is in flight, with the handle it reads through: a caller holding a transaction of the embedded
  // database (one connection) must never wait on a read made through another handle, which waits for that
  // very connection. Such a caller reads for itself; a settled copy serves everyone.
  let checking: { db: Reader; done: Promise<void> } | null = null;
  const copies = new Map<ContentKey, { db: Reader | null; promise: Promise<unknown>; settled: boolean }>();

  function check(db: Reader): Promise<void> {
    if (checking && checking.db === db) return checking.done;
    const flight: { done: Promise<void> | null } = { done: null };
    const done = (async () => {
      try {
        const current = await contentVersion(db);
        checkedAt = now();
        if (current !== version) {
          version = current;
          copies.clear();
        }
      } catch (error) {
        // The copies serve on while the database is away; the next request asks again.
        logger.error({ err: error }, 'content version check failed');
      } finally {
        if (checking && checking.done === flight.done) checking = null;
      }
    })();
    flight.done = done;
    checking ??= { db, done };
    return done;
  }

  async function load(db: Reader, key: ContentKey): Promise<unknown> {
    const [row] = await db.select({ published: contentEntries.published }).from(contentEntries).where(eq(contentEntries.key, key));
    if (!row) return firstContent(key);
    const { content, fitted } = readContent(key, row.published);
    if (!fitted) logger.warn({ key }, 'published content did not fit its page and was completed from the first content');
    return content;
  }

  return {
    async published(db, key) {
      if (version === null || now() - checkedAt >= options.intervalMs()) await check(db);
      let copy = copies.get(key);
      if (!copy || (!copy.settled && copy.db !== db)) {
        const fresh = { db, promise: load(db, key), settled: false };
        fresh.promise.then(
          () => (fresh.settled = true),
          () => {
            if (copies.get(key) === fresh) copies.delete(key);
          },
        );
        if (!copy) copies.set(key, fresh);
        copy = fresh;
      }
      try {
        return (await copy.promise) as ContentOf<typeof key>;
      } catch (error) {
        // A page stands with its first content rather than an error page while the database is away.
        logger.error({ err: error, key }, 'content read failed');
        return firstContent(key);
      }
    },
    remember(key, content, published) {
      // The next number after the one the copies belong to: no other process published in between,
      // so the other pages' copies stay good. Otherwise they are read again.
      if (version === null || published !== version + 1) copies.clear();
      version = published;
      checkedAt = now();
      copies.set(key, { db: null, promise: Promise.resolve(content), settled: true });
    },
  };
}

/**
 * How often a process asks whether another published: as often as its pages are cached, and at least a
 * second apart, so a site running without the page cache (PAGE_CACHE_MS=0) still makes no query per page
 * view for content that did not change; a publish there reaches other processes within the second.
 */
export const CONTENT_CHECK_MIN_MS = 1000;

/** This process's reader, shared by both copies of the server code (singleton.ts). */
export function contentReader(): ContentReader {
  return singleton('content-reader', () => createContentReader({ intervalMs: () => Math.max(config().pageCacheMs, CONTENT_CHECK_MIN_MS) }));
}

/** The published content of a page, as public loaders read it. */
export function publishedContent<Key extends ContentKey>(db: Reader, key: Key): Promise<ContentOf<Key>> {
  return contentReader().published(db, key);
}
