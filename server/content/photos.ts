import { inArray } from 'drizzle-orm';
import { photoFieldsOf, valueAt } from '#app/content/editable/fields.ts';
import { type ContentKey, definitionOf } from '#app/content/editable/index.ts';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import type { Database } from '../db/client.ts';
import { mediaImages } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// A page's photo slots must name images the media library has. Checked inside the save's or publish's
// transaction, holding each named image's row (for share) until it commits: a delete of that image,
// which takes its row for update, waits and then sees the new use, so no page ever names a deleted image.

/** Refuses (400, next to the slot) content whose photo slots name an image not in the library. */
export async function checkPhotosInLibrary(tx: Database, key: ContentKey, content: unknown): Promise<void> {
  const slots = photoFieldsOf(definitionOf(key)).map((field) => ({ field, value: valueAt(content, field.name) }));
  const keys = [...new Set(slots.map((slot) => slot.value).filter((value): value is string => typeof value === 'string'))];
  if (keys.length === 0) return;
  const rows = await tx.select({ key: mediaImages.key }).from(mediaImages).where(inArray(mediaImages.key, keys)).for('share');
  const found = new Set(rows.map((row) => row.key));
  const fieldErrors: Record<string, string[]> = {};
  for (const { field, value } of slots) {
    if (typeof value !== 'string' || !found.has(value)) fieldErrors[field.name] = [MEDIA_MESSAGES.unknownPhoto(field.label)];
  }
  // The first slot's message is the refusal's own too: a restore, which has no form to mark, says which.
  const [first] = Object.values(fieldErrors);
  if (first) throw new Refusal(first[0]!, 400, { fieldErrors });
}
