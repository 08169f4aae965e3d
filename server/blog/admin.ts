import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { numberedSlug, slugFromTitle } from '#app/lib/slug.ts';
import { type AuditInput, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { blogs } from '../db/schema.ts';
import { publishedAtFor } from './publish.ts';

export type Blog = typeof blogs.$inferSelect;
type Actor = AuditInput['actor'];

export interface BlogFields {
  title: string;
  author: string;
  excerpt: string;
  content: string;
  /** Already normalised; absent means "generate it from the title". */
  slug?: string;
  published: boolean;
  imageUrl: string | null;
}

export type SaveResult = { ok: true; blog: Blog } | { ok: false; reason: 'not-found' | 'slug-taken' };

export const SLUG_TAKEN = 'This slug is already used by another post.';

/** The screen's list: newest first, without the bodies. */
export async function listBlogs(db: Database) {
  return db
    .select({
      id: blogs.id,
      title: blogs.title,
      author: blogs.author,
      slug: blogs.slug,
      published: blogs.published,
      createdAt: blogs.createdAt,
    })
    .from(blogs)
    .orderBy(desc(blogs.createdAt), desc(blogs.id));
}

export async function findBlog(db: Database, id: string): Promise<Blog | null> {
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, id));
  return blog ?? null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function othersThan(id: string | null) {
  return id ? ne(blogs.id, id) : undefined;
}

/** The first of 'base', 'base-2', 'base-3', … that no other post uses. */
async function freeSlug(tx: Tx, base: string, self: string | null): Promise<string> {
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => numberedSlug(base, start + i));
    const taken = await tx
      .select({ slug: blogs.slug })
      .from(blogs)
      .where(and(inArray(blogs.slug, candidates), othersThan(self)));
    const used = new Set(taken.map((row) => row.slug));
    const free = candidates.find((candidate) => !used.has(candidate));
    if (free) return free;
  }
}

async function slugTaken(tx: Tx, slug: string, self: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), othersThan(self)));
  return Boolean(row);
}

class SlugTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs one save; two staff generating the same slug at once both pass the free-slug look-up, so the
 * loser of the unique index tries again and gets the next number.
 */
async function withSlugRetry(run: () => Promise<SaveResult>): Promise<SaveResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof SlugTaken) return { ok: false, reason: 'slug-taken' };
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function resolveSlug(tx: Tx, fields: BlogFields, self: string | null): Promise<string> {
  if (!fields.slug) return freeSlug(tx, slugFromTitle(fields.title), self);
  if (await slugTaken(tx, fields.slug, self)) throw new SlugTaken();
  return fields.slug;
}

function columns(fields: BlogFields, slug: string, now: Date) {
  const { title, author, excerpt, content, published, imageUrl } = fields;
  return { title, author, excerpt, content, slug, published, imageUrl, publishedAt: publishedAtFor(published, now) };
}

export async function createBlog(db: Database, actor: Actor, fields: BlogFields, now: Date = new Date()): Promise<SaveResult> {
  return withSlugRetry(() =>
    db.transaction(async (tx) => {
      const slug = await resolveSlug(tx, fields, null);
      const [blog] = await tx
        .insert(blogs)
        .values(columns(fields, slug, now))
        .returning();
      await recordAudit(tx, { actor, entity: 'blog', entityId: blog!.id, action: 'create', before: null, after: blog! });
      return { ok: true as const, blog: blog! };
    }),
  );
}

export async function updateBlog(db: Database, actor: Actor, id: string, fields: BlogFields, now: Date = new Date()): Promise<SaveResult> {
  return withSlugRetry(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
      if (!before) return { ok: false as const, reason: 'not-found' as const };
      const slug = await resolveSlug(tx, fields, id);
      const [blog] = await tx
        .update(blogs)
        .set(columns(fields, slug, now))
        .where(eq(blogs.id, id))
        .returning();
      await recordAudit(tx, { actor, entity: 'blog', entityId: id, action: 'update', before, after: blog! });
      return { ok: true as const, blog: blog! };
    }),
  );
}

/** The deleted post, or null when there was none with this id. */
export async function deleteBlog(db: Database, actor: Actor, id: string): Promise<Blog | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    if (!deleted) return null;
    await recordAudit(tx, { actor, entity: 'blog', entityId: id, action: 'delete', before: deleted, after: null });
    return deleted;
  });
}
