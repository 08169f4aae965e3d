import type { SubmissionResult } from '@conform-to/react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { BlogForm } from '#app/components/admin/blog-form.tsx';
import { BlogTable } from '#app/components/admin/blog-table.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { BLOG_MESSAGES } from '#app/lib/admin/messages.ts';
import { blogSchema } from '#app/lib/schemas/admin/blog.ts';
import { z } from '#app/lib/schemas/z.ts';
import { createBlog, deleteBlog, findBlog, listBlogs, SLUG_TAKEN, updateBlog } from '#server/blog/admin.ts';
import type { Database } from '#server/db/client.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { storeImage } from '#server/uploads/index.ts';
import { adminAction, type AdminActionContext, intentPermission } from './+shared/admin-action.ts';
import { adminLoader, loadEditing } from './+shared/admin-loader.ts';
import type { Route } from './+types/blogs.ts';

const PATH = '/admin/blogs';

type BlogAnswer = CatalogActionData & { result?: SubmissionResult<string[]> };

/** The post the form edits, without its dates: the form has no field for them. */
async function findEditable(database: Database, id: string) {
  const blog = await findBlog(database, id);
  if (!blog) return null;
  const { createdAt: _created, publishedAt: _published, ...editable } = blog;
  return editable;
}

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'blog:view',
    failed: BLOG_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      const blogs = await listBlogs(db());
      const editing = await loadEditing(params, findEditable, 'blog', `${BLOG_MESSAGES.fetchFailed}: no blog has this id.`);
      return { blogs: blogs.map(({ createdAt: _created, ...row }) => row), ...editing };
    },
    empty: () => ({ blogs: null, editing: null, history: [] }),
  });
}

const recordId = z.string().max(100).default('');
const deleteSchema = z.object({ intent: z.literal('delete'), id: recordId });
const createSchema = blogSchema.extend({ intent: z.literal('create') });
const updateSchema = blogSchema.extend({ intent: z.literal('update'), id: recordId });
type BlogAction = z.output<typeof deleteSchema> | z.output<typeof createSchema> | z.output<typeof updateSchema>;

/** The image chosen, stored; a failed blog image upload aborts the whole save (400). */
async function storedImage(image: File): Promise<string> {
  try {
    return (await storeImage('blog-images', image)).url;
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(error.message, 400);
    throw error;
  }
}

async function savePost(value: z.output<typeof createSchema> | z.output<typeof updateSchema>, { staff, reply }: AdminActionContext) {
  const existing = value.intent === 'update' ? await findBlog(db(), value.id) : null;
  if (value.intent === 'update' && !existing) return null;
  const { image, removeImage, intent, ...fields } = value;
  const imageUrl = image ? await storedImage(image) : removeImage ? null : (existing?.imageUrl ?? null);
  const input = {
    title: fields.title,
    author: fields.author,
    excerpt: fields.excerpt,
    content: fields.content,
    slug: fields.slug,
    published: fields.published,
    imageUrl,
  };
  const result = existing ? await updateBlog(db(), staff, existing.id, input) : await createBlog(db(), staff, input);
  if (!result.ok) {
    if (result.reason === 'slug-taken') throw new Refusal(SLUG_TAKEN, 400, { fieldErrors: { slug: [SLUG_TAKEN] } });
    return null;
  }
  const message = intent === 'create' ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated;
  return { result: reply({ resetForm: true }), banner: banner('success', message), saved: true };
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<BlogAction, BlogAnswer>(request, {
    permission: intentPermission('blog'),
    files: true,
    schema: (form) => {
      const intent = form.get('intent');
      return (intent === 'delete' ? deleteSchema : intent === 'update' ? updateSchema : createSchema) as z.ZodType<BlogAction>;
    },
    messages: {
      failed: (form) => (form.get('intent') === 'delete' ? BLOG_MESSAGES.deleteFailed : BLOG_MESSAGES.saveFailed),
      notFound: 'no blog has this id.',
    },
    run: async (value, context) => {
      if (value.intent !== 'delete') return savePost(value, context);
      const deleted = await deleteBlog(db(), context.staff, value.id);
      return deleted && { banner: banner('success', BLOG_MESSAGES.deleted), deleted: value.id };
    },
  });
}

export default function BlogsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { blogs, editing, history } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // A save closes the form; deleting the post being edited closes it too.
  const closes = useCloseFormAfterSave(actionData);
  const formOpen = (searchParams.get('new') === '1' || Boolean(editing)) && !closes;
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH && !navigation.formMethod;
  const result = navigation.state === 'idle' && actionData && 'result' in actionData ? actionData.result : null;

  return (
    <>
      <AdminPageHeader title="Blogs Management">
        <Link to={formOpen ? PATH : `${PATH}?new=1`} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Blog'}
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      {formOpen ? <BlogForm record={editing} history={history} lastResult={result} /> : null}
      {loading ? <EmptyState busy>Loading blogs...</EmptyState> : blogs ? <BlogTable blogs={blogs} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Blogs | Admin' }];
