import { describe, expect, it } from 'vitest';
import { listAudit } from '#server/audit/index.ts';
import { type BlogFields, createBlog, deleteBlog, findBlog, listBlogs, updateBlog } from '#server/blog/admin.ts';
import { findPublishedPost, listPublishedPosts } from '#server/blog/index.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';

let database: TestDatabase;
const actor = { userId: 'staff-1', email: 'owner@example.org' };

openTestDatabase((opened) => (database = opened));

let count = 0;
function fields(overrides: Partial<BlogFields> = {}): BlogFields {
  count += 1;
  return { title: `Post ${count}`, author: 'Meera', excerpt: 'Short.', content: 'Body', published: false, imageUrl: null, ...overrides };
}

async function created(overrides: Partial<BlogFields> = {}, now?: Date) {
  const result = await createBlog(database.db, actor, fields(overrides), now);
  if (!result.ok) throw new Error(result.reason);
  return result.blog;
}

describe(`admin blogs (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('generates the slug from the title and numbers a taken one', async () => {
    const first = await created({ title: 'Morning Flow' });
    const second = await created({ title: 'Morning  flow!' });
    const third = await created({ title: 'morning_flow' });
    expect([first.slug, second.slug, third.slug]).toEqual(['morning-flow', 'morning-flow-2', 'morning-flow-3']);
    expect((await created({ title: '!!!' })).slug).toBe('post');
    expect((await created({ title: 'योग और ध्यान' })).slug).toBe('योग-और-ध्यान');
  });

  it('refuses a typed slug of another post and keeps a post its own slug', async () => {
    const taken = await created({ slug: 'typed-slug' });
    expect(await createBlog(database.db, actor, fields({ slug: 'typed-slug' }))).toEqual({ ok: false, reason: 'slug-taken' });
    const other = await created();
    expect(await updateBlog(database.db, actor, other.id, fields({ slug: 'typed-slug' }))).toEqual({ ok: false, reason: 'slug-taken' });
    expect((await findBlog(database.db, other.id))?.slug).toBe(other.slug);
    const again = await updateBlog(database.db, actor, taken.id, fields({ title: 'Renamed', slug: 'typed-slug' }));
    expect(again.ok && again.blog.slug).toBe('typed-slug');
  });

  it('regenerates an emptied slug without counting the post itself as taken', async () => {
    const post = await created({ title: 'Self Slug' });
    const result = await updateBlog(database.db, actor, post.id, fields({ title: 'Self Slug' }));
    expect(result.ok && result.blog.slug).toBe('self-slug');
  });

  it('gives two posts saved at once with one title two slugs', async () => {
    const results = await Promise.all([1, 2, 3].map(() => createBlog(database.db, actor, fields({ title: 'Same Time' }))));
    const slugs = results.map((result) => (result.ok ? result.blog.slug : result.reason)).sort();
    expect(slugs).toEqual(['same-time', 'same-time-2', 'same-time-3']);
  });

  it('stamps published_at on every published save and clears it for a draft', async () => {
    const t1 = new Date('2026-11-20T10:00:00Z');
    const t2 = new Date('2026-11-21T11:00:00Z');
    const post = await created({ title: 'Stamped', published: true }, t1);
    expect(post.publishedAt).toEqual(t1);
    const resaved = await updateBlog(database.db, actor, post.id, fields({ title: 'Stamped', published: true }), t2);
    expect(resaved.ok && resaved.blog.publishedAt).toEqual(t2);
    const draft = await updateBlog(database.db, actor, post.id, fields({ title: 'Stamped', published: false }), t2);
    expect(draft.ok && draft.blog.publishedAt).toBeNull();
    expect((await created({ published: false })).publishedAt).toBeNull();
  });

  it('shows only published posts on the public side, and hides one again when unpublished', async () => {
    const post = await created({ title: 'Public Then Hidden', published: true, content: '<script>alert(1)</script>Hello' });
    const draft = await created({ title: 'Only A Draft' });
    expect((await listPublishedPosts(database.db)).map((row) => row.slug)).toContain(post.slug);
    expect((await listPublishedPosts(database.db)).map((row) => row.slug)).not.toContain(draft.slug);
    expect((await findPublishedPost(database.db, post.slug))?.html).not.toContain('<script');
    expect(await findPublishedPost(database.db, draft.slug)).toBeNull();
    await updateBlog(database.db, actor, post.id, fields({ title: 'Public Then Hidden', slug: post.slug, published: false }));
    expect(await findPublishedPost(database.db, post.slug)).toBeNull();
  });

  it('lists newest first', async () => {
    const older = await created({ title: 'Older' });
    const newer = await created({ title: 'Newer' });
    const ids = (await listBlogs(database.db)).map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('answers not-found for an unknown id and changes nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = await listBlogs(database.db);
    expect(await updateBlog(database.db, actor, unknown, fields())).toEqual({ ok: false, reason: 'not-found' });
    expect(await deleteBlog(database.db, actor, unknown)).toBeNull();
    expect(await listBlogs(database.db)).toEqual(before);
  });

  it('records who created, changed and deleted a post', async () => {
    const post = await created({ title: 'Audited' });
    await updateBlog(database.db, actor, post.id, fields({ title: 'Audited again' }));
    await deleteBlog(database.db, actor, post.id);
    const entries = await listAudit(database.db, 'blog', post.id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1]!.changes.title).toEqual(['Audited', 'Audited again']);
    expect(entries.every((entry) => entry.actorEmail === actor.email)).toBe(true);
    expect(await findBlog(database.db, post.id)).toBeNull();
  });
});
