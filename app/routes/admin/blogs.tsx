import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { data, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { BlogForm } from '#app/components/admin/blog-form.tsx';
import { BlogTable } from '#app/components/admin/blog-table.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { blogMessages } from '#app/lib/admin/messages.ts';
import { blogSchema } from '#app/lib/schemas/admin/blog.ts';
import { z } from '#app/lib/schemas/z.ts';
import { createBlog, deleteBlog, findBlog, listBlogs, SLUG_TAKEN, updateBlog } from '#server/admin/blogs.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin, requireAdminApi, type StaffSession } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { readAdminForm, storeImage, UploadRefused } from '#server/uploads/index.ts';
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
  if (!blog) return { editing: null, history: [], banner: banner('error', `${blogMessages.fetchFailed}: no blog has this id.`) };
  const { createdAt: _created, publishedAt: _published, ...editing } = blog;
  return { editing, history: await listAudit(db(), 'blog', blog.id), banner: null };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editId = new URL(request.url).searchParams.get('edit');
  try {
    const blogs = await listBlogs(db());
    const edit = editId ? await loadEditing(editId) : { editing: null, history: [], banner: null };
    return { blogs: blogs.map(({ createdAt: _created, ...row }) => row), failed: false, ...edit };
  } catch (error) {
    logger.error({ err: error }, 'loading the blogs screen failed');
    return { blogs: [], failed: true, editing: null, history: [], banner: banner('error', blogMessages.fetchFailed) };
  }
}

async function savePost(formData: FormData, session: StaffSession, intent: 'create' | 'update') {
  const saveFailed = (status: number, reason?: string, reply?: Parameters<typeof submission.reply>[0]) =>
    answer({ result: submission.reply(reply), banner: banner('error', reason ? `${blogMessages.saveFailed}: ${reason}` : blogMessages.saveFailed) }, status);
  const submission = parseWithZod(formData, { schema: blogSchema });
  if (submission.status !== 'success') return saveFailed(400);

  const id = String(formData.get('id') ?? '');
  const existing = intent === 'update' ? (idSchema.safeParse(id).success ? await findBlog(db(), id) : null) : null;
  if (intent === 'update' && !existing) return saveFailed(404, 'no blog has this id.');

  const { image, removeImage, ...fields } = submission.value;
  let imageUrl = removeImage ? null : (existing?.imageUrl ?? null);
  if (image) {
    try {
      imageUrl = (await storeImage('blog-images', image)).url;
    } catch (error) {
      // SPEC §7: a failed blog image upload aborts the whole save.
      if (error instanceof UploadRefused) return saveFailed(400, error.message);
      throw error;
    }
  }
  const input = { ...fields, imageUrl };
  const result = existing ? await updateBlog(db(), session, existing.id, input) : await createBlog(db(), session, input);
  if (!result.ok) {
    return result.reason === 'slug-taken' ? saveFailed(400, undefined, { fieldErrors: { slug: [SLUG_TAKEN] } }) : saveFailed(404, 'no blog has this id.');
  }
  const message = intent === 'create' ? blogMessages.created : blogMessages.updated;
  return answer({ result: submission.reply({ resetForm: true }), banner: banner('success', message), saved: intent, id: result.blog.id });
}

async function deletePost(formData: FormData, session: StaffSession) {
  const id = String(formData.get('id') ?? '');
  const deleted = idSchema.safeParse(id).success ? await deleteBlog(db(), session, id) : null;
  if (!deleted) return answer({ banner: banner('error', blogMessages.deleteFailed) }, 404);
  return answer({ banner: banner('success', blogMessages.deleted), saved: 'delete', id });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminApi(request);
  let formData: FormData;
  try {
    formData = await readAdminForm(request);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return answer({ banner: banner('error', `${blogMessages.saveFailed}: ${error.message}`) }, error.status);
  }
  const intent = formData.get('intent');
  if (intent === 'delete') return deletePost(formData, session);
  if (intent === 'create' || intent === 'update') return savePost(formData, session, intent);
  return answer({ banner: banner('error', blogMessages.saveFailed) }, 400);
}

export default function BlogsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { blogs, failed, editing, history } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const editId = searchParams.get('edit');
  const saved = actionData?.saved ? actionData : null;
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
      {formOpen ? <BlogForm editing={editing} history={history} lastResult={result} /> : null}
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
