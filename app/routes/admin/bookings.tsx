import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useEffectEvent } from 'react';
import { data, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { BookingDetails } from '#app/components/admin/booking-details.tsx';
import { BookingFilterBar } from '#app/components/admin/booking-filter-bar.tsx';
import { BookingForm } from '#app/components/admin/booking-form.tsx';
import { BookingTable } from '#app/components/admin/booking-table.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ListPager } from '#app/components/admin/list-pager.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { filterSearchParams, hasActiveFilters, parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { bookingMessages } from '#app/lib/admin/messages.ts';
import { bookingFormSchema, EVENT_NOT_FOUND } from '#app/lib/schemas/admin/booking.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { listBookingMails } from '#server/admin/booking-mail.ts';
import { createBooking, deleteBooking, eventExists, findBooking, listBookings, updateBooking } from '#server/admin/bookings.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin, requireAdminApi, type StaffSession } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { readAdminForm, UploadRefused } from '#server/uploads/index.ts';
import type { Route } from './+types/bookings.ts';

const PATH = '/admin/bookings';
const NOT_FOUND = 'This booking does not exist (any more).';

// Checks that need the database belong to the schema, as STYLE.md asks; only the server runs this one.
const serverSchema = bookingFormSchema.superRefine(async (value, ctx) => {
  if (value.eventId && !(await eventExists(db(), value.eventId))) ctx.addIssue({ code: 'custom', path: ['eventId'], message: EVENT_NOT_FOUND });
});

async function withHistory(id: string | null) {
  if (!id) return null;
  const booking = await findBooking(db(), id);
  if (!booking) return null;
  const [history, mails] = await Promise.all([listAudit(db(), 'booking', booking.id), listBookingMails(db(), booking.id)]);
  return { booking, history, mails };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseBookingFilters(params);
  const creating = params.get('new') === '1';
  const editId = params.get('edit');
  const viewId = params.get('view');
  try {
    const [list, editing, viewing] = await Promise.all([listBookings(db(), filters), withHistory(editId), withHistory(viewId)]);
    const missing = (editId && !editing) || (viewId && !viewing);
    return { filters, list, creating: creating && !editing, editing, viewing, problem: missing ? NOT_FOUND : null };
  } catch (error) {
    logger.error({ err: error }, 'bookings read failed');
    return { filters, list: null, creating: false, editing: null, viewing: null, problem: bookingMessages.fetchFailed };
  }
}


async function save(staff: StaffSession, intent: 'create' | 'update', form: FormData) {
  const id = form.get('id');
  if (intent === 'update' && !isRecordId(id)) return data({ banner: banner('error', bookingMessages.saveFailed) }, { status: 404 });
  const submission = await parseWithZod(form, { schema: serverSchema, async: true });
  if (submission.status !== 'success') return data({ result: submission.reply(), banner: banner('error', bookingMessages.saveFailed) }, { status: 400 });
  if (intent === 'create') {
    await createBooking(db(), staff, submission.value);
    return { result: submission.reply({ resetForm: true }), banner: banner('success', bookingMessages.created), saved: true };
  }
  const updated = await updateBooking(db(), staff, id as string, submission.value);
  if (!updated) return data({ banner: banner('error', bookingMessages.saveFailed) }, { status: 404 });
  return { result: submission.reply(), banner: banner('success', bookingMessages.updated), saved: true };
}

async function remove(staff: StaffSession, id: FormDataEntryValue | null) {
  const deleted = isRecordId(id) && (await deleteBooking(db(), staff, id));
  if (!deleted) return data({ banner: banner('error', bookingMessages.deleteFailed) }, { status: 404 });
  return { banner: banner('success', bookingMessages.deleted) };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireAdminApi(request);
  let form: FormData;
  try {
    form = await readAdminForm(request);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return data({ banner: banner('error', `${bookingMessages.saveFailed}: ${error.message}`) }, { status: error.status });
  }
  const intent = form.get('intent');
  try {
    if (intent === 'create' || intent === 'update') return await save(staff, intent, form);
    if (intent === 'delete') return await remove(staff, form.get('id'));
  } catch (error) {
    logger.error({ err: error }, 'booking write failed');
    const text = intent === 'delete' ? bookingMessages.deleteFailed : bookingMessages.saveFailed;
    return data({ banner: banner('error', text) }, { status: 503 });
  }
  return data({ banner: banner('error', bookingMessages.saveFailed) }, { status: 400 });
}

/** The list part of a URL: a change of it reloads the table, opening a form or the details does not. */
function listKey(search: string): string {
  const filters = parseBookingFilters(new URLSearchParams(search));
  return filterSearchParams(filters, filters.page).toString();
}

export default function BookingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, creating, editing, viewing, problem } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const listSearch = `?${filterSearchParams(filters, list?.page).toString()}`;
  const withParam = (param: string, value: string) => {
    const params = filterSearchParams(filters, list?.page);
    params.set(param, value);
    return `?${params.toString()}`;
  };
  const formOpen = creating || Boolean(editing);
  const closeToList = () => navigate({ search: listSearch }, { replace: true, preventScrollReset: true });

  // Only once the revalidation after the save is done, as on the blog screen: navigating earlier aborts
  // its loads, which the browser reports as "signal is aborted without reason".
  const idle = navigation.state === 'idle';
  // Reads the list's address as it is when the effect runs; only a new answer or the end of loading fire it.
  const closeAfterSave = useEffectEvent(closeToList);
  useEffect(() => {
    if (idle && actionData && 'saved' in actionData && actionData.saved) closeAfterSave();
  }, [actionData, idle]);

  const loadingList =
    navigation.state === 'loading' && navigation.location.pathname === PATH && listKey(navigation.location.search) !== listKey(location.search);
  const filtered = hasActiveFilters(filters);

  return (
    <>
      <AdminPageHeader title="Bookings Management">
        <Link to={formOpen ? listSearch : withParam('new', '1')} className={buttonClass('primary')} preventScrollReset>
          {formOpen ? 'Hide Form' : 'New Booking'}
        </Link>
      </AdminPageHeader>
      <div className="mb-4 space-y-2">
        <StatusBanner message={actionData?.banner} />
        {problem ? <Banner tone="error">{problem}</Banner> : null}
      </div>
      {formOpen ? (
        <BookingForm
          key={editing?.booking.id ?? 'new'}
          booking={editing?.booking ?? null}
          history={editing?.history ?? []}
          lastResult={navigation.state === 'idle' && actionData && 'result' in actionData ? (actionData.result as SubmissionResult) : null}
          cancelHref={listSearch}
        />
      ) : null}
      <BookingFilterBar filters={filters} />
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="mb-3 text-xl font-semibold text-forest-900">
          Bookings ({list?.total ?? 0})
        </h2>
        {loadingList ? (
          <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-sand-200">Loading bookings...</p>
        ) : !list ? null : list.rows.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-sand-200">
            {filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
          </p>
        ) : (
          <>
            <BookingTable rows={list.rows} hrefWith={withParam} />
            <ListPager label="Bookings pages" page={list.page} pages={list.pages} hrefFor={(page) => `?${filterSearchParams(filters, page).toString()}`} />
          </>
        )}
      </section>
      <BookingDetails
        booking={viewing?.booking ?? null}
        history={viewing?.history ?? []}
        mails={viewing?.mails ?? []}
        editHref={viewing ? withParam('edit', viewing.booking.id) : listSearch}
        onClose={() => navigate({ search: listSearch }, { preventScrollReset: true })}
      />
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Bookings | Admin' }];
