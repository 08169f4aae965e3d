import type { SubmissionResult } from '@conform-to/react';
import { useEffect } from 'react';
import { data, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { BlogForm } from '#app/components/admin/blog-form.tsx';
import { BlogTable } from '#app/components/admin/blog-table.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { BLOG_MESSAGES } from '#app/lib/admin/messages.ts';
import { blogSchema } from '#app/lib/schemas/admin/blog.ts';
import { z } from '#app/lib/schemas/z.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { createBlog, deleteBlog, findBlog, listBlogs, SLUG_TAKEN, updateBlog } from '#server/blog/admin.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { Refusal } from '#server/refusal.ts';
import { storeImage } from '#server/uploads/index.ts';
import { adminAction, type AdminActionContext, intentPermission } from './+shared/admin-action.ts';
import type { Route } from './+types/blogs.ts';

const PATH = '/admin/blogs';
const idSchema = z.uuid();

interface ActionAnswer {
  banner: BannerMessage;
  result: SubmissionResult<string[]> | null;
  saved: 'create' | 'update' | 'delete' | null;
  id: string | null;
}

function answer(body: Pick<ActionAnswer, 'banner'> & Partial<ActionAnswer>, status = 200) {
  return data<ActionAnswer>({ result: null, saved: null, id: null, ...body }, { status });
}

async function loadEditing(id: string) {
  const blog = idSchema.safeParse(id).success ? await findBlog(db(), id) : null;
  if (!blog) return { editing: null, history: [], banner: banner('error', `${BLOG_MESSAGES.fetchFailed}: no blog has this id.`) };
  const { createdAt: _created, publishedAt: _published, ...editing } = blog;
  return { editing, history: await listAudit(db(), 'blog', blog.id), banner: null };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, 'blog:view');
  const editId = new URL(request.url).searchParams.get('edit');
  try {
    const blogs = await listBlogs(db());
    const edit = editId ? await loadEditing(editId) : { editing: null, history: [], banner: null };
    return { blogs: blogs.map(({ createdAt: _created, ...row }) => row), failed: false, ...edit };
  } catch (error) {
    logger.error({ err: error }, 'loading the blogs screen failed');
    return { blogs: [], failed: true, editing: null, history: [], banner: banner('error', BLOG_MESSAGES.fetchFailed) };
  }
}

const recordId = z.string().max(100).default('');
const deleteSchema = z.object({ intent: z.literal('delete'), id: recordId });
const createSchema = blogSchema.extend({ intent: z.literal('create') });
const updateSchema = blogSchema.extend({ intent: z.literal('update'), id: recordId });
type BlogAction = z.output<typeof deleteSchema> | z.output<typeof createSchema> | z.output<typeof updateSchema>;

/** The image chosen, stored; SPEC §7: a failed blog image upload aborts the whole save (400). */
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
  return answer({ result: reply({ resetForm: true }), banner: banner('success', message), saved: intent, id: result.blog.id });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<BlogAction, ReturnType<typeof answer>>(request, {
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
      return deleted && answer({ banner: banner('success', BLOG_MESSAGES.deleted), saved: 'delete', id: value.id });
    },
  });
}

export default function BlogsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { blogs, failed, editing, history } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const editId = searchParams.get('edit');
  const saved = actionData && 'saved' in actionData && actionData.saved ? actionData : null;
  // A save closes the form; deleting the post being edited closes it too.
  const closes = saved && (saved.saved !== 'delete' || saved.id === editId);
  const formOpen = (searchParams.get('new') === '1' || Boolean(editing)) && !closes;

  // Only once the revalidation after the save is done: navigating earlier would abort its loads.
  const idle = navigation.state === 'idle';
  useEffect(() => {
    if (closes && idle) void navigate({ pathname: PATH, search: '' }, { replace: true });
  }, [saved?.banner.id, closes, idle, navigate]);

  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH && !navigation.formMethod;
  const result = idle ? actionData?.result : null;

  return (
    <>
      <AdminPageHeader title="Blogs Management">
        <Link to={formOpen ? PATH : `${PATH}?new=1`} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Blog'}
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <StatusBanner message={actionData?.banner ?? loaderData.banner} />
      </div>
      {formOpen ? <BlogForm record={editing} history={history} lastResult={result} /> : null}
      {loading ? (
        <p role="status" className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-sand-200">
          Loading blogs...
        </p>
      ) : failed ? null : (
        <BlogTable blogs={blogs} />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Blogs | Admin' }];
