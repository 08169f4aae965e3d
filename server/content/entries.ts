import type { ContentKey } from '#app/content/editable/index.ts';
import type { Database } from '../db/client.ts';
import { contentEntries, contentRevisions } from '../db/schema.ts';
import { firstContent } from './normalize.ts';

// A page's row made with its first content, apart from the store: the seed of a new database
// (server/first-content.ts) uses it, and loads nothing that reads the settings (the logger does) before
// a test has set them.

/** Makes a page's row with its first content, and that as its first revision, unless it has one. True when it made it. */
export async function ensureContentEntry(tx: Database, key: ContentKey): Promise<boolean> {
  const first = firstContent(key) as Record<string, unknown>;
  const [made] = await tx
    .insert(contentEntries)
    .values({ key, published: first })
    .onConflictDoNothing({ target: contentEntries.key })
    .returning({ publishedAt: contentEntries.publishedAt });
  if (!made) return false;
  await tx.insert(contentRevisions).values({ key, number: 1, content: first, publishedAt: made.publishedAt });
  return true;
}
