import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useEffectEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { BookingDetails } from '#app/components/admin/booking-details.tsx';
import { BookingFilterBar } from '#app/components/admin/booking-filter-bar.tsx';
import { BookingForm } from '#app/components/admin/booking-form.tsx';
import { BookingTable } from '#app/components/admin/booking-table.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { filterSearchParams, hasActiveFilters, parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { bookingMessages } from '#app/lib/admin/messages.ts';
import { bookingFormSchema, EVENT_NOT_FOUND } from '#app/lib/schemas/admin/booking.ts';
import { refundFormSchema } from '#app/lib/schemas/admin/refund.ts';
import { z } from '#app/lib/schemas/z.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { createBooking, deleteBooking, eventExists, findBooking, listBookings, updateBooking } from '#server/bookings/admin.ts';
import { listBookingMails } from '#server/bookings/admin-mail.ts';
import { db } from '#server/db/index.ts';
import { listBookingInvoices } from '#server/invoices/index.ts';
import { logger } from '#server/logger.ts';
import { paymentProvider } from '#server/payments/index.ts';
import { refundPanel } from '#server/refunds/history.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import { adminAction, intentPermission } from './+shared/admin-action.ts';
import type { Route } from './+types/bookings.ts';

const PATH = '/admin/bookings';
const NOT_FOUND = 'This booking does not exist (any more).';

const recordId = z.string().max(100).default('');
// Checks that need the database belong to the schema, as STYLE.md asks; only the server runs this one.
const eventCheck = async (value: { eventId?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.eventId && !(await eventExists(db(), value.eventId)))
    ctx.addIssue({ code: 'custom', path: ['eventId'], message: EVENT_NOT_FOUND });
};
const createSchema = bookingFormSchema.extend({ intent: z.literal('create') }).superRefine(eventCheck);
const updateSchema = bookingFormSchema.extend({ intent: z.literal('update'), id: recordId }).superRefine(eventCheck);
const deleteSchema = z.object({ intent: z.literal('delete'), id: recordId });
const schemas = { create: createSchema, update: updateSchema, delete: deleteSchema, refund: refundFormSchema };
type BookingAction =
  z.output<typeof createSchema> | z.output<typeof updateSchema> | z.output<typeof deleteSchema> | z.output<typeof refundFormSchema>;
const failedTexts: Record<string, string> = { delete: bookingMessages.deleteFailed, refund: 'Failed to refund' };

async function withHistory(id: string | null) {
  if (!id) return null;
  const booking = await findBooking(db(), id);
  if (!booking) return null;
  const [history, mails, refunds, invoices] = await Promise.all([
    listAudit(db(), 'booking', booking.id),
    listBookingMails(db(), booking.id),
    refundPanel(db(), booking.id),
    listBookingInvoices(db(), booking.id),
  ]);
  return { booking, history, mails, refunds, invoices };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, 'booking:view');
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

export function action({ request }: Route.ActionArgs) {
  return adminAction<BookingAction, { banner: BannerMessage; result?: SubmissionResult<string[]>; saved?: true }>(request, {
    permission: intentPermission('booking', { refund: 'booking:refund' }),
    schema: (form) => {
      const intent = String(form.get('intent'));
      return (Object.hasOwn(schemas, intent) ? schemas[intent as keyof typeof schemas] : createSchema) as z.ZodType<BookingAction>;
    },
    messages: { failed: (form) => failedTexts[String(form.get('intent'))] ?? bookingMessages.saveFailed },
    run: async (value, { staff, reply }) => {
      if (value.intent === 'refund') {
        const { tone, text } = await refundAsStaff(db(), paymentProvider(), staff, {
          bookingId: value.id,
          formId: value.formId,
          amountPaise: value.amount,
          reason: value.reason,
        });
        return { result: reply({ resetForm: true }), banner: banner(tone, text) };
      }
      if (value.intent === 'delete')
        return (await deleteBooking(db(), staff, value.id)) ? { banner: banner('success', bookingMessages.deleted) } : null;
      if (value.intent === 'create') {
        const { intent: _intent, ...input } = value;
        await createBooking(db(), staff, input);
        return { result: reply({ resetForm: true }), banner: banner('success', bookingMessages.created), saved: true };
      }
      const { intent: _intent, id, ...input } = value;
      const updated = await updateBooking(db(), staff, id, input);
      return updated && { result: reply(), banner: banner('success', bookingMessages.updated), saved: true };
    },
  });
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
    navigation.state === 'loading' &&
    navigation.location.pathname === PATH &&
    listKey(navigation.location.search) !== listKey(location.search);
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
            <Pager
              label="Bookings pages"
              page={list.page}
              pages={list.pages}
              hrefFor={(page) => `?${filterSearchParams(filters, page).toString()}`}
            />
          </>
        )}
      </section>
      <BookingDetails
        booking={viewing?.booking ?? null}
        history={viewing?.history ?? []}
        mails={viewing?.mails ?? []}
        refunds={viewing?.refunds ?? null}
        invoices={viewing?.invoices ?? []}
        editHref={viewing ? withParam('edit', viewing.booking.id) : listSearch}
        onClose={() => navigate({ search: listSearch }, { preventScrollReset: true })}
      />
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Bookings | Admin' }];
