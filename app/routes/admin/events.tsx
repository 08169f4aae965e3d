import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { EventForm } from '#app/components/admin/event-form.tsx';
import { EventTable } from '#app/components/admin/event-table.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner, useCloseFormAfterSave, useScreenLoading, type CatalogActionData } from '#app/lib/admin/catalog-screen.ts';
import { eventMessages } from '#app/lib/admin/messages.ts';
import { eventSchema } from '#app/lib/schemas/admin/event.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { storeChosenImage } from '#server/admin/catalog-form.ts';
import { createEvent, deleteEvent, EventChangeRefused, findEvent, listEvents, updateEvent } from '#server/admin/events.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdminApi, requireAdmin, type StaffSession } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { readAdminForm, UploadRefused } from '#server/uploads/index.ts';
import type { Route } from './+types/events.ts';

const PATH = '/admin/events';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editId = new URL(request.url).searchParams.get('edit');
  try {
    const events = await listEvents(db());
    if (editId === null) return { events, editing: null, history: [], banner: null };
    const editing = isRecordId(editId) ? await findEvent(db(), editId) : null;
    // A stale or mistyped link (or the record just deleted from its own form): the list, no form, a red
    // banner. Not a 404: the revalidation after deleting the record being edited lands here too.
    if (!editing) return { events, editing: null, history: [], banner: banner('error', eventMessages.fetchFailed) };
    return { events, editing, history: await listAudit(db(), 'event', editing.id), banner: null };
  } catch (error) {
    logger.error({ err: error }, 'admin events read failed');
    return { events: null, editing: null, history: [], banner: banner('error', eventMessages.fetchFailed) };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminApi(request);
  let formData: FormData;
  try {
    formData = await readAdminForm(request);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return data<CatalogActionData>({ banner: banner('error', `${eventMessages.saveFailed}: ${error.message}`) }, { status: 413 });
  }
  const intent = formData.get('intent');
  if (intent === 'delete') return remove(session, formData.get('id'));
  if (intent !== 'create' && intent !== 'update') return data<CatalogActionData>({ banner: banner('error', eventMessages.saveFailed) }, { status: 400 });

  const submission = parseWithZod(formData, { schema: eventSchema });
  const failed = (status: number, reason?: string) =>
    data(
      { result: submission.reply(reason ? { formErrors: [reason] } : undefined), banner: banner('error', reason ? `${eventMessages.saveFailed}: ${reason}` : eventMessages.saveFailed) },
      { status },
    );
  if (submission.status !== 'success') return failed(400);
  const id = formData.get('id');
  if (intent === 'update' && !isRecordId(id)) return failed(404);
  try {
    // Checked before any image is stored, so a stale form leaves no stray file behind.
    if (intent === 'update' && !(await findEvent(db(), id as string))) return failed(404);
    const imageUrl = await storeChosenImage('event-images', formData);
    if (intent === 'create') {
      await createEvent(db(), session, submission.value, imageUrl ?? null);
      return { banner: banner('success', eventMessages.created), saved: true };
    }
    const saved = await updateEvent(db(), session, id as string, submission.value, imageUrl);
    if (!saved) return failed(404);
    return { banner: banner('success', eventMessages.updated), saved: true };
  } catch (error) {
    if (error instanceof UploadRefused) return failed(422, error.message);
    if (error instanceof EventChangeRefused) return failed(409, error.message);
    logger.error({ err: error }, 'admin event save failed');
    return failed(503);
  }
}

async function remove(session: StaffSession, id: FormDataEntryValue | null) {
  const failed = (status: number) => data<CatalogActionData>({ banner: banner('error', eventMessages.deleteFailed) }, { status });
  if (!isRecordId(id)) return failed(404);
  try {
    const deleted = await deleteEvent(db(), session, id);
    if (!deleted) return failed(404);
    return { banner: banner('success', eventMessages.deleted), deleted: id };
  } catch (error) {
    logger.error({ err: error }, 'admin event delete failed');
    return failed(503);
  }
}

export default function EventsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const loading = useScreenLoading(PATH);
  useCloseFormAfterSave(actionData);
  const { events, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';

  return (
    <>
      <AdminPageHeader title="Events Management">
        <Link to={formOpen ? PATH : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Event'}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.banner} />
      </div>
      {formOpen ? (
        <EventForm key={editing?.id ?? 'new'} event={editing} history={history} lastResult={actionData && 'result' in actionData ? actionData.result : null} />
      ) : null}
      {loading ? (
        <p role="status" className="rounded-2xl bg-white px-6 py-8 text-muted shadow-sm ring-1 ring-sand-200">
          Loading events...
        </p>
      ) : events ? (
        <EventTable events={events} />
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Events | Admin' }];
