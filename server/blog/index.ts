import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pick } from '../db/pick.ts';
import { blogs } from '../db/schema.ts';
import { renderMarkdown } from './render.ts';

export async function listPublishedPosts(db: Database) {
  return db
    .select(pick(blogs, ['slug', 'title', 'excerpt', 'author', 'imageUrl', 'publishedAt']))
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.publishedAt), desc(blogs.createdAt));
}

export async function findPublishedPost(db: Database, slug: string) {
  const [post] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.published, true)));
  if (!post) return null;
  return { ...post, html: renderMarkdown(post.content) };
}
