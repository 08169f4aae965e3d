import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ClassForm } from '#app/components/admin/class-form.tsx';
import { ClassTable } from '#app/components/admin/class-table.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner, useCloseFormAfterSave, useScreenLoading, type CatalogActionData } from '#app/lib/admin/catalog-screen.ts';
import { classMessages } from '#app/lib/admin/messages.ts';
import { classSchema } from '#app/lib/schemas/admin/class.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { storeChosenImage } from '#server/admin/catalog-form.ts';
import { createClass, deleteClass, findClass, listClasses, updateClass } from '#server/admin/classes.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdminApi, requireAdmin, type StaffSession } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { readAdminForm, UploadRefused } from '#server/uploads/index.ts';
import type { Route } from './+types/classes.ts';

const PATH = '/admin/classes';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editId = new URL(request.url).searchParams.get('edit');
  try {
    const classes = await listClasses(db());
    if (editId === null) return { classes, editing: null, history: [], banner: null };
    const editing = isRecordId(editId) ? await findClass(db(), editId) : null;
    // A stale or mistyped link (or the record just deleted from its own form): the list, no form, a red
    // banner. Not a 404: the revalidation after deleting the record being edited lands here too.
    if (!editing) return { classes, editing: null, history: [], banner: banner('error', classMessages.fetchFailed) };
    return { classes, editing, history: await listAudit(db(), 'class', editing.id), banner: null };
  } catch (error) {
    logger.error({ err: error }, 'admin classes read failed');
    return { classes: null, editing: null, history: [], banner: banner('error', classMessages.fetchFailed) };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminApi(request);
  let formData: FormData;
  try {
    formData = await readAdminForm(request);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return data<CatalogActionData>({ banner: banner('error', `${classMessages.saveFailed}: ${error.message}`) }, { status: 413 });
  }
  const intent = formData.get('intent');
  if (intent === 'delete') return remove(session, formData.get('id'));
  if (intent !== 'create' && intent !== 'update') return data<CatalogActionData>({ banner: banner('error', classMessages.saveFailed) }, { status: 400 });

  const submission = parseWithZod(formData, { schema: classSchema });
  const failed = (status: number, reason?: string) =>
    data(
      { result: submission.reply(reason ? { formErrors: [reason] } : undefined), banner: banner('error', reason ? `${classMessages.saveFailed}: ${reason}` : classMessages.saveFailed) },
      { status },
    );
  if (submission.status !== 'success') return failed(400);
  const id = formData.get('id');
  if (intent === 'update' && !isRecordId(id)) return failed(404);
  try {
    // Checked before any image is stored, so a stale form leaves no stray file behind.
    if (intent === 'update' && !(await findClass(db(), id as string))) return failed(404);
    const imageUrl = await storeChosenImage('class-images', formData);
    if (intent === 'create') {
      await createClass(db(), session, submission.value, imageUrl ?? null);
      return { banner: banner('success', classMessages.created), saved: true };
    }
    const saved = await updateClass(db(), session, id as string, submission.value, imageUrl);
    if (!saved) return failed(404);
    return { banner: banner('success', classMessages.updated), saved: true };
  } catch (error) {
    if (error instanceof UploadRefused) return failed(422, error.message);
    logger.error({ err: error }, 'admin class save failed');
    return failed(503);
  }
}

async function remove(session: StaffSession, id: FormDataEntryValue | null) {
  const failed = (status: number) => data<CatalogActionData>({ banner: banner('error', classMessages.deleteFailed) }, { status });
  if (!isRecordId(id)) return failed(404);
  try {
    const deleted = await deleteClass(db(), session, id);
    if (!deleted) return failed(404);
    return { banner: banner('success', classMessages.deleted), deleted: id };
  } catch (error) {
    logger.error({ err: error }, 'admin class delete failed');
    return failed(503);
  }
}

export default function ClassesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const loading = useScreenLoading(PATH);
  useCloseFormAfterSave(actionData);
  const { classes, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';

  return (
    <>
      <AdminPageHeader title="Classes Management">
        <Link to={formOpen ? PATH : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Class'}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.banner} />
      </div>
      {formOpen ? (
        <ClassForm key={editing?.id ?? 'new'} record={editing} history={history} lastResult={actionData && 'result' in actionData ? actionData.result : null} />
      ) : null}
      {loading ? (
        <p role="status" className="rounded-2xl bg-white px-6 py-8 text-muted shadow-sm ring-1 ring-sand-200">
          Loading classes...
        </p>
      ) : classes ? (
        <ClassTable classes={classes} />
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Classes | Admin' }];
