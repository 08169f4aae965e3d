import type { SubmissionResult } from '@conform-to/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { BookingDetails } from '#app/components/admin/booking-details.tsx';
import { BookingFilterBar } from '#app/components/admin/booking-filter-bar.tsx';
import { BookingForm } from '#app/components/admin/booking-form.tsx';
import { BookingMoveDialog } from '#app/components/admin/booking-move-dialog.tsx';
import { BookingTable } from '#app/components/admin/booking-table.tsx';
import { BulkActions } from '#app/components/admin/bulk-actions.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { NewBooking } from '#app/components/admin/new-booking.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { filterSearchParams, hasActiveFilters, parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { ENQUIRY_FIELD } from '#app/lib/admin/booking-guest.ts';
import { bulkSummary } from '#app/lib/admin/bulk-view.ts';
import { useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { BOOKING_ADMIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { holdsSeatOrRooms, MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { OFFLINE_PAYMENT_MESSAGES, PAYMENT_LINK_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { givenBackSchema, REFUND_DUE_MESSAGES } from '#app/lib/admin/refund-due.ts';
import { STAFF_BOOKING_MESSAGES } from '#app/lib/admin/room-messages.ts';
import type { StaffBookingPreview } from '#app/lib/admin/rooms-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import { bookingEditSchema, EVENT_NOT_FOUND, staffEventBookingSchema } from '#app/lib/schemas/admin/booking.ts';
import { BULK_MESSAGES, bulkSchema } from '#app/lib/schemas/admin/bulk.ts';
import { moveEventSchema, moveStaySchema } from '#app/lib/schemas/admin/move-booking.ts';
import { offlinePaymentSchema } from '#app/lib/schemas/admin/offline-payment.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { refundDueSchema, refundFormSchema } from '#app/lib/schemas/admin/refund.ts';
import { staffBookingSchema } from '#app/lib/schemas/admin/rooms.ts';
import { z } from '#app/lib/schemas/z.ts';
import { can } from '#app/lib/staff-roles.ts';
import type { StaffSession } from '#server/auth/guard.ts';
import { deleteBooking, eventExists, findBooking, listBookings, updateBooking } from '#server/bookings/admin.ts';
import { listBookingMails } from '#server/bookings/admin-mail.ts';
import { bulkChange } from '#server/bookings/bulk.ts';
import { bookingPayments, recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { sendPaymentLink } from '#server/bookings/payment-link.ts';
import { createStaffEventBooking } from '#server/bookings/staff-event.ts';
import { createStaffBooking, previewStaffBooking } from '#server/bookings/staff-stay.ts';
import { bookingCare } from '#server/care/summaries.ts';
import { db } from '#server/db/index.ts';
import { linkEnquiryBooking } from '#server/enquiries/conversation.ts';
import { listBookingInvoices } from '#server/invoices/index.ts';
import { stayBillView } from '#server/payments/stay-bill-appointment.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { recordGivenBack, refundsDueOf } from '#server/refunds/due.ts';
import { refundPanel } from '#server/refunds/history.ts';
import { recordRefundDue } from '#server/refunds/refund-due.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import { creditAsStaff } from '#server/refunds/staff-credit.ts';
import { siteSettings } from '#server/site.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { adminLoader, findWithHistory } from './+shared/admin-loader.ts';
import { loadMove, runMove } from './+shared/move-booking.ts';
import { loadNewBooking } from './+shared/new-booking.ts';
import type { Route } from './+types/bookings.ts';

const PATH = '/admin/bookings';
const NOT_FOUND = BOOKING_ADMIN_MESSAGES.notFound;

const recordId = z.string().max(100).default('');
// Checks that need the database belong to the schema too, so the form's one parse answers them as field errors;
// only the server runs this one.
const eventCheck = async (value: { eventId?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.eventId && !(await eventExists(db(), value.eventId)))
    ctx.addIssue({ code: 'custom', path: ['eventId'], message: EVENT_NOT_FOUND });
};
// "Turn into a booking" carries the enquiry the booking is made from; it is linked once the booking exists.
const fromEnquiry = { [ENQUIRY_FIELD]: z.string().trim().max(100).optional() };
const updateSchema = bookingEditSchema.extend({ intent: z.literal('update'), id: recordId }).superRefine(eventCheck);
const forms = {
  // A new booking is made with the pickers: an event's seat, or a stay or the retreat (the Rooms screen's form).
  create: {
    schema: staffEventBookingSchema.extend({ intent: z.literal('create'), ...fromEnquiry }),
    failed: BOOKING_ADMIN_MESSAGES.saveFailed,
  },
  book: {
    schema: staffBookingSchema.and(z.object({ intent: z.literal('book'), ...fromEnquiry })),
    failed: BOOKING_ADMIN_MESSAGES.saveFailed,
  },
  quote: { schema: staffBookingSchema.and(z.object({ intent: z.literal('quote') })), failed: STAFF_BOOKING_MESSAGES.quoteFailed },
  update: { schema: updateSchema, failed: BOOKING_ADMIN_MESSAGES.saveFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: BOOKING_ADMIN_MESSAGES.deleteFailed },
  refund: { schema: refundFormSchema, failed: 'Failed to refund' },
  pay: { schema: offlinePaymentSchema.and(z.object({ intent: z.literal('pay') })), failed: OFFLINE_PAYMENT_MESSAGES.failed },
  'payment-link': { schema: z.object({ intent: z.literal('payment-link'), id: recordId }), failed: PAYMENT_LINK_MESSAGES.failed },
  'given-back': { schema: givenBackSchema, failed: REFUND_DUE_MESSAGES.failed },
  'move-event': { schema: moveEventSchema, failed: MOVE_MESSAGES.failed },
  'move-stay': { schema: moveStaySchema, failed: MOVE_MESSAGES.failed },
  bulk: { schema: bulkSchema, failed: BULK_MESSAGES.failed },
  'refund-due': { schema: refundDueSchema, failed: 'Failed to record the refund due' },
};
// Moving is part of keeping a booking: whoever may update bookings (the front desk too) may move them.
const MOVE_PERMISSIONS = { 'move-event': 'booking:update', 'move-stay': 'booking:update' } as const;
type BookingAction = IntentValue<typeof forms>;

/** A booking as its form and its details show it: with its history, mails, refunds, invoices and payment. */
async function withHistory(id: string | null) {
  const found = await findWithHistory(id, findBooking, 'booking');
  if (!found) return null;
  const { record: booking, history } = found;
  const [mails, refunds, invoices, payments, dues, care, stayBill] = await Promise.all([
    listBookingMails(db(), booking.id),
    refundPanel(db(), booking.id),
    listBookingInvoices(db(), booking.id),
    bookingPayments(db(), booking.id),
    refundsDueOf(db(), booking.id),
    bookingCare(db(), booking.id),
    stayBillView(db(), booking.id),
  ]);
  return { booking, history, mails, refunds, invoices, payments, dues, care, stayBill };
}

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'booking:view',
    failed: BOOKING_ADMIN_MESSAGES.fetchFailed,
    load: async ({ params, staff }) => {
      const filters = parseBookingFilters(params);
      const creating = params.get('new') === '1';
      const editId = params.get('edit');
      const viewId = params.get('view');
      const [list, editing, viewing, newBooking, moving] = await Promise.all([
        listBookings(db(), filters),
        withHistory(editId),
        withHistory(viewId),
        creating && !editId ? loadNewBooking(params, staff) : null,
        loadMove(params),
      ]);
      const missing = (editId && !editing) || (viewId && !viewing) || (params.get('move') && !moving);
      const failure = missing ? banner('error', NOT_FOUND) : null;
      return { filters, list, creating: creating && !editing, newBooking, editing, viewing, moving, failure };
    },
    empty: ({ params }) => ({
      filters: parseBookingFilters(params),
      list: null,
      creating: false,
      newBooking: null,
      editing: null,
      viewing: null,
      moving: null,
    }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<
    BookingAction,
    {
      banner: BannerMessage;
      result?: SubmissionResult<string[]>;
      saved?: true;
      preview?: StaffBookingPreview;
      paymentLink?: string;
      /** The enquiry a new booking was made from and is now linked to. */
      enquiry?: string | null;
    }
  >(request, {
    permission: intentPermission('booking', {
      refund: 'booking:refund',
      pay: 'booking:update',
      'payment-link': 'booking:update',
      'given-back': 'booking:refund',
      ...MOVE_PERMISSIONS,
      bulk: 'booking:update',
      'refund-due': 'booking:update',
      quote: 'booking:create',
    }),
    ...byIntent(forms, 'create'),
    run: async (value, { staff, reply }) => {
      switch (value.intent) {
        case 'refund': {
          if (value.give === 'credit') {
            const { tone, text } = await creditAsStaff(
              db(),
              staff,
              { bookingId: value.id, amountPaise: value.amount, reason: value.reason },
              { timeZone: siteSettings().timeZone },
            );
            return { result: reply({ resetForm: true }), banner: banner(tone, text) };
          }
          const { tone, text } = await refundAsStaff(db(), paymentProvider(), staff, {
            bookingId: value.id,
            formId: value.formId,
            amountPaise: value.amount,
            reason: value.reason,
          });
          return { result: reply({ resetForm: true }), banner: banner(tone, text) };
        }
        case 'given-back': {
          const paise = await recordGivenBack(db(), staff, value.id);
          return { banner: banner('success', REFUND_DUE_MESSAGES.recorded(formatPaise(paise))) };
        }
        case 'pay': {
          const order = await recordOfflinePayment(db(), staff, {
            bookingId: value.id,
            method: value.method,
            reference: value.reference,
            amountPaise: value.amount,
          });
          return order && { result: reply({ resetForm: true }), banner: banner('success', OFFLINE_PAYMENT_MESSAGES.recorded) };
        }
        case 'payment-link': {
          const sent = await sendPaymentLink(db(), staff, value.id);
          if (!sent) return null;
          const text = sent.mailedTo
            ? PAYMENT_LINK_MESSAGES.mailed(sent.amount, sent.mailedTo)
            : PAYMENT_LINK_MESSAGES.noEmail(sent.amount);
          return { banner: banner('success', text), paymentLink: sent.url };
        }
        case 'move-event':
        case 'move-stay':
          await runMove(staff, value);
          return { result: reply(), banner: banner('success', MOVE_MESSAGES.moved), saved: true };
        case 'refund-due': {
          const { tone, text } = await recordRefundDue(db(), staff, {
            bookingId: value.id,
            amountPaise: value.amount,
            reason: value.reason,
          });
          return { result: reply({ resetForm: true }), banner: banner(tone, text) };
        }
        case 'bulk': {
          const outcomes = await bulkChange(db(), staff, value.bulk, value.ids);
          const refused = outcomes.some((outcome) => !outcome.done);
          return { banner: banner(refused ? 'error' : 'success', bulkSummary(value.bulk, outcomes)) };
        }
        case 'delete':
          return (await deleteBooking(db(), staff, value.id)) ? { banner: banner('success', BOOKING_ADMIN_MESSAGES.deleted) } : null;
        case 'create': {
          const { intent: _intent, enquiryId, ...input } = value;
          const booking = await createStaffEventBooking(db(), staff, input, { timeZone: siteSettings().timeZone });
          return madeAnswer(reply({ resetForm: true }), await linkToEnquiry(staff, enquiryId, booking.id));
        }
        case 'quote': {
          const { intent: _intent, ...input } = value;
          return {
            result: reply(),
            banner: banner('success', STAFF_BOOKING_MESSAGES.quoted),
            preview: await previewStaffBooking(db(), input),
          };
        }
        case 'book': {
          const { intent: _intent, enquiryId, ...input } = value;
          const booking = await createStaffBooking(db(), staff, input);
          return madeAnswer(reply({ resetForm: true }), await linkToEnquiry(staff, enquiryId, booking.id));
        }
        case 'update': {
          const { intent: _intent, id, ...input } = value;
          const updated = await updateBooking(db(), staff, id, input);
          return updated && { result: reply(), banner: banner('success', BOOKING_ADMIN_MESSAGES.updated), saved: true };
        }
      }
    },
  });
}

/**
 * Links a booking made with "Turn into a booking" to its enquiry, for staff who may update enquiries;
 * the enquiry's id when it was linked, for the way back to it.
 */
async function linkToEnquiry(staff: StaffSession, enquiryId: string | undefined, bookingId: string): Promise<string | null> {
  if (!enquiryId || !isRecordId(enquiryId) || !can(staff.role, 'enquiry:update')) return null;
  return (await linkEnquiryBooking(db(), staff, enquiryId, bookingId)) ? enquiryId : null;
}

/**
 * A booking made: the form closes back to the list, or, when it was made from an enquiry, the screen goes
 * back to that enquiry, which now shows it (the link is there for a browser without JavaScript).
 */
const enquiryHref = (id: string) => `/admin/enquiries?view=${id}`;

function madeAnswer(result: SubmissionResult<string[]>, enquiry: string | null) {
  const made = { result, banner: banner('success', BOOKING_ADMIN_MESSAGES.created) };
  return enquiry ? { ...made, enquiry } : { ...made, saved: true as const };
}

/** The list part of a URL: a change of it reloads the table, opening a form or the details does not. */
function listKey(search: string): string {
  const filters = parseBookingFilters(new URLSearchParams(search));
  return filterSearchParams(filters, filters.page).toString();
}

export default function BookingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, creating, newBooking, editing, viewing, moving, failure } = loaderData;
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
  const lastResult = navigation.state === 'idle' && actionData && 'result' in actionData ? (actionData.result as SubmissionResult) : null;
  const closeToList = () => navigate({ search: listSearch }, { replace: true, preventScrollReset: true });
  useCloseFormAfterSave(actionData, { search: listSearch, preventScrollReset: true });
  const idle = navigation.state === 'idle';
  const madeFromEnquiry = actionData && 'enquiry' in actionData ? actionData.enquiry : null;
  useEffect(() => {
    if (madeFromEnquiry && idle) void navigate(enquiryHref(madeFromEnquiry), { replace: true });
  }, [madeFromEnquiry, idle, navigate]);

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
        {madeFromEnquiry ? (
          <Link to={enquiryHref(madeFromEnquiry)} className={buttonClass('secondary', 'sm')}>
            Back to the enquiry
          </Link>
        ) : null}
        {failure ? <Banner tone="error">{failure.text}</Banner> : null}
      </div>
      {editing ? (
        <BookingForm
          key={editing.booking.id}
          record={editing.booking}
          history={editing.history}
          lastResult={lastResult}
          cancelHref={listSearch}
          moveHref={canMove(editing.booking) ? withParam('move', editing.booking.id) : null}
        />
      ) : null}
      {creating && newBooking ? (
        <NewBooking
          data={newBooking}
          keep={[
            ...filterSearchParams(filters, list?.page),
            ...(newBooking.guest ? [['enquiry', newBooking.guest.enquiryId] as [string, string]] : []),
          ]}
          lastResult={lastResult}
          cancelHref={listSearch}
          preview={actionData && 'preview' in actionData ? actionData.preview : null}
        />
      ) : null}
      <BookingFilterBar filters={filters} />
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="mb-3 text-xl font-semibold text-forest-900">
          Bookings ({list?.total ?? 0})
        </h2>
        {loadingList ? (
          <EmptyState busy>Loading bookings...</EmptyState>
        ) : !list ? null : list.rows.length === 0 ? (
          <EmptyState>{filtered ? 'No bookings match these filters.' : 'No bookings yet.'}</EmptyState>
        ) : (
          <>
            <BulkActions />
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
        payments={viewing?.payments ?? []}
        dues={viewing?.dues ?? []}
        care={viewing?.care ?? null}
        stayBill={viewing?.stayBill ?? null}
        editHref={viewing ? withParam('edit', viewing.booking.id) : listSearch}
        moveHref={viewing && canMove(viewing.booking) ? withParam('move', viewing.booking.id) : null}
        // Closed by staff (Escape, ×, Close), not by leaving for another of its links (Move): those keep their address.
        onClose={() => (viewing ? navigate({ search: listSearch }, { preventScrollReset: true }) : undefined)}
      />
      {moving ? (
        <BookingMoveDialog
          key={moving.booking.id}
          data={moving}
          keep={[...filterSearchParams(filters, list?.page), ['move', moving.booking.id]]}
          failure={idle && actionData?.banner?.tone === 'error' ? actionData.banner.text : null}
          onClose={closeToList}
        />
      ) : null}
    </>
  );
}

/** Only a live booking that holds a seat or rooms is moved; old hand-typed records are edited. */
function canMove(booking: { status: string; kind: string; eventId: string | null; details?: { room?: unknown } | null }): boolean {
  return booking.status !== 'cancelled' && booking.status !== 'completed' && holdsSeatOrRooms(booking);
}

export const meta: Route.MetaFunction = () => [{ title: 'Bookings | Admin' }];
