import { and, desc, eq, max } from 'drizzle-orm';
import { valueAt } from '#app/content/editable/fields.ts';
import { type ContentKey, type ContentOf, definitionOf, fieldsOf, mayEditContent } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { type AuditEntry, listAudit, recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { contentEntries, contentRevisions } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { Refusal } from '../refusal.ts';
import { ensureContentEntry } from './entries.ts';
import { firstContent, readContent } from './normalize.ts';
import { checkPhotosInLibrary } from './photos.ts';
import { bumpContentVersion, type ContentReader, contentReader } from './reader.ts';

// The owner's pages of words: a draft saved, previewed, published (a revision recorded with who and when)
// or discarded; any earlier revision published again. Every change is in the page's history (the audit
// log, under the entry's id). A page's row is made with its first content the first time it is needed
// (a new database seeds every page: server/first-content.ts), with that first content as its first revision.

/** Who changes a page; a page with its own permission (the policy's figures) is refused to an actor whose role is not given. */
type Actor = Pick<StaffSession, 'userId' | 'email'> & Partial<Pick<StaffSession, 'role'>>;
type EntryRow = typeof contentEntries.$inferSelect;

export interface ContentRevisionView {
  id: string;
  /** 1 for the first content, counting up with each publish. */
  number: number;
  publishedAt: string;
  /** Null for the first content. */
  publishedBy: string | null;
  /** The number of the revision a restore published again. */
  restoredFrom: number | null;
}

export interface ContentEditing<Key extends ContentKey = ContentKey> {
  key: Key;
  /** What the form shows: the draft, else what is published. */
  content: ContentOf<Key>;
  hasDraft: boolean;
  publishedAt: string | null;
  publishedBy: string | null;
  /** Changes with every save, publish and restore: the form starts again from what is stored. */
  version: string;
  revisions: ContentRevisionView[];
  history: AuditEntry[];
}

/** Refuses a page whose own permission the actor's role lacks: the screen hides it, and no form or caller gets past this. */
function mayChange(actor: Actor, key: ContentKey): void {
  if (definitionOf(key).permission && !mayEditContent(actor.role, key)) throw new Refusal(refusedText, 403);
}

/** A page's content checked by its schema: what a form or a caller gives is never stored unchecked. */
function checked<Key extends ContentKey>(key: Key, content: unknown): ContentOf<Key> {
  const parsed = definitionOf(key).schema.safeParse(content);
  if (parsed.success) return parsed.data as ContentOf<Key>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path
      .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`))
      .join('');
    (fieldErrors[name] ??= []).push(issue.message);
  }
  throw new Refusal(CONTENT_MESSAGES.invalid, 400, { fieldErrors });
}

/** The content's fields by their labels, as the history names them; `prefix` says which copy ('draft'). */
function byLabel(key: ContentKey, content: unknown, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(definitionOf(key)).map((field) => [`${prefix}${field.label}`, valueAt(content, field.name) ?? null]));
}

/** The page's row locked for this transaction, made with its first content (and first revision) when it has none. */
async function lockedEntry(tx: Database, key: ContentKey): Promise<EntryRow> {
  await ensureContentEntry(tx, key);
  const [row] = await tx.select().from(contentEntries).where(eq(contentEntries.key, key)).for('update');
  return row!;
}

/** The draft (else what is published) for the preview: read afresh, never from the public copy. */
export async function draftContent<Key extends ContentKey>(db: Database, key: Key): Promise<ContentOf<Key>> {
  const [row] = await db
    .select({ published: contentEntries.published, draft: contentEntries.draft })
    .from(contentEntries)
    .where(eq(contentEntries.key, key));
  if (!row) return firstContent(key);
  return readContent(key, row.draft ?? row.published).content;
}

export async function listContentRevisions(db: Database, key: ContentKey, limit = 20): Promise<ContentRevisionView[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.key, key))
    .orderBy(desc(contentRevisions.number))
    .limit(limit);
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  // A restore of a revision older than the list: its number read on its own.
  for (const row of rows) {
    if (!row.restoredFrom || numbers.has(row.restoredFrom)) continue;
    const [older] = await db
      .select({ number: contentRevisions.number })
      .from(contentRevisions)
      .where(eq(contentRevisions.id, row.restoredFrom));
    if (older) numbers.set(row.restoredFrom, older.number);
  }
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    restoredFrom: row.restoredFrom ? (numbers.get(row.restoredFrom) ?? null) : null,
  }));
}

/** What the Site content screen shows of a page: its form's content, what is published, its revisions and history. */
export async function contentForEditing<Key extends ContentKey>(db: Database, key: Key): Promise<ContentEditing<Key>> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.key, key));
  const revisions = await listContentRevisions(db, key);
  if (!row) {
    return {
      key,
      content: firstContent(key),
      hasDraft: false,
      publishedAt: null,
      publishedBy: null,
      version: 'first',
      revisions,
      history: [],
    };
  }
  return {
    key,
    content: readContent(key, row.draft ?? row.published).content,
    hasDraft: row.draft !== null,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    version: row.updatedAt.toISOString(),
    revisions,
    history: await listAudit(db, 'content', row.id),
  };
}

/** Keeps the form's content as the page's draft; guests still read what is published. */
export async function saveContentDraft(db: Database, actor: Actor, key: ContentKey, input: unknown): Promise<void> {
  mayChange(actor, key);
  const content = checked(key, input) as Record<string, unknown>;
  await db.transaction(async (tx) => {
    const before = await lockedEntry(tx, key);
    await checkPhotosInLibrary(tx, key, content);
    await tx.update(contentEntries).set({ draft: content, updatedAt: new Date() }).where(eq(contentEntries.key, key));
    await recordAudit(tx, {
      actor,
      entity: 'content',
      entityId: before.id,
      action: 'update',
      before: byLabel(key, before.draft ?? before.published, 'draft '),
      after: byLabel(key, content, 'draft '),
    });
  });
}

/** Makes `content` what guests read, as a new revision; `restoredFrom` names the revision it was taken from. */
async function publish(
  db: Database,
  actor: Actor,
  key: ContentKey,
  content: Record<string, unknown>,
  options: { reader: ContentReader; restoredFrom?: { id: string; number: number } },
): Promise<void> {
  const version = await db.transaction(async (tx) => {
    const before = await lockedEntry(tx, key);
    await checkPhotosInLibrary(tx, key, content);
    const publishedAt = new Date();
    await tx
      .update(contentEntries)
      .set({ published: content, draft: null, publishedAt, publishedBy: actor.email, updatedAt: publishedAt })
      .where(eq(contentEntries.key, key));
    // Numbered under the entry's lock: two publishes of one page never take the same number.
    const [last] = await tx
      .select({ number: max(contentRevisions.number) })
      .from(contentRevisions)
      .where(eq(contentRevisions.key, key));
    await tx.insert(contentRevisions).values({
      key,
      number: (last?.number ?? 0) + 1,
      content,
      publishedAt,
      publishedBy: actor.email,
      restoredFrom: options.restoredFrom?.id ?? null,
    });
    await recordAudit(tx, {
      actor,
      entity: 'content',
      entityId: before.id,
      action: 'update',
      before: { ...byLabel(key, before.published), publishedAt: before.publishedAt, ...(before.draft ? { draft: 'saved' } : {}) },
      after: {
        ...byLabel(key, content),
        publishedAt,
        ...(options.restoredFrom ? { restoredRevision: options.restoredFrom.number } : {}),
        ...(before.draft ? { draft: null } : {}),
      },
    });
    return bumpContentVersion(tx);
  });
  // Committed: this process serves it at once, and its pages are rendered again.
  options.reader.remember(key, content, version);
  clearPageCache();
}

/** Publishes the form's content (it was the draft being written): guests read it now. */
export async function publishContent(
  db: Database,
  actor: Actor,
  key: ContentKey,
  input: unknown,
  reader: ContentReader = contentReader(),
): Promise<void> {
  mayChange(actor, key);
  await publish(db, actor, key, checked(key, input) as Record<string, unknown>, { reader });
}

/** Throws the draft away: the form shows what is published again. False when there was none. */
export async function discardContentDraft(db: Database, actor: Actor, key: ContentKey): Promise<boolean> {
  mayChange(actor, key);
  return db.transaction(async (tx) => {
    const before = await lockedEntry(tx, key);
    if (before.draft === null) return false;
    await tx.update(contentEntries).set({ draft: null, updatedAt: new Date() }).where(eq(contentEntries.key, key));
    await recordAudit(tx, {
      actor,
      entity: 'content',
      entityId: before.id,
      action: 'update',
      before: { draft: 'saved' },
      after: { draft: null },
    });
    return true;
  });
}

/**
 * Publishes an earlier revision's content again, exactly as it was, as a new revision; a draft being
 * written is dropped, so the form shows what guests now read. Null when the page has no such revision.
 */
export async function restoreContentRevision(
  db: Database,
  actor: Actor,
  key: ContentKey,
  revisionId: string,
  reader: ContentReader = contentReader(),
): Promise<true | null> {
  mayChange(actor, key);
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.key, key)));
  if (!revision) return null;
  // Checked as a new publish is: a revision from before a definition changed is completed, never served broken.
  const { content } = readContent(key, revision.content);
  await publish(db, actor, key, content as Record<string, unknown>, { reader, restoredFrom: { id: revision.id, number: revision.number } });
  return true;
}
