import { photoFieldsOf, valueAt } from '#app/content/editable/fields.ts';
import { contentKeys, definitionOf } from '#app/content/editable/index.ts';
import { labelOfUse, type MediaUse } from '#app/lib/media-library.ts';
import { readContent } from '../content/normalize.ts';
import type { Database } from '../db/client.ts';
import { contentEntries } from '../db/schema.ts';

// Where each library image is used: every photo slot of every page, in what guests read and in the
// draft being written, as the page reads its content: a page with no row yet, or a slot its stored
// content lacks, shows its first photo, so that photo is in use too.

/** The uses of every image in use, by its key. */
export async function photoUses(db: Pick<Database, 'select'>): Promise<Map<string, MediaUse[]>> {
  const rows = await db
    .select({ key: contentEntries.key, published: contentEntries.published, draft: contentEntries.draft })
    .from(contentEntries);
  const stored = new Map(rows.map((row) => [row.key, row]));
  const uses = new Map<string, MediaUse[]>();
  for (const key of contentKeys) {
    const definition = definitionOf(key);
    const fields = photoFieldsOf(definition);
    if (fields.length === 0) continue;
    const row = stored.get(key);
    const versions = [
      { state: 'published' as const, content: row ? readContent(key, row.published).content : definition.first },
      ...(row?.draft ? [{ state: 'draft' as const, content: readContent(key, row.draft).content }] : []),
    ];
    for (const { state, content } of versions) {
      for (const field of fields) {
        const value = valueAt(content, field.name);
        if (typeof value !== 'string') continue;
        const list = uses.get(value) ?? [];
        list.push({ page: definition.label, slot: field.label, state });
        uses.set(value, list);
      }
    }
  }
  return uses;
}

/** 'Home page: Diagnostics photo; Home page: Diagnostics photo (draft)': how a refusal names the uses. */
export function describeUses(uses: readonly MediaUse[]): string {
  return uses.map(labelOfUse).join('; ');
}
