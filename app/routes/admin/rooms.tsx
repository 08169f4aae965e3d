import { Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ClosureSection } from '#app/components/admin/closure-section.tsx';
import { NightBookingsPanel } from '#app/components/admin/night-bookings.tsx';
import { OccupancyGridSection } from '#app/components/admin/occupancy-grid.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { RoomMovements } from '#app/components/admin/room-movements.tsx';
import { RoomRatesSection } from '#app/components/admin/room-rates-section.tsx';
import { RoomTypeForm } from '#app/components/admin/room-type-form.tsx';
import { RoomTypeTable } from '#app/components/admin/room-type-table.tsx';
import { RoomUnitsSection } from '#app/components/admin/room-units-section.tsx';
import { StaffBookingForm } from '#app/components/admin/staff-booking-form.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import {
  CLOSURE_MESSAGES,
  paidWithoutRoomText,
  ROOM_RATE_MESSAGES,
  ROOM_TYPE_MESSAGES,
  STAFF_BOOKING_MESSAGES,
  UNIT_MESSAGES,
} from '#app/lib/admin/room-messages.ts';
import { PAID_NO_ROOM_HREF, type StaffBookingPreview } from '#app/lib/admin/rooms-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { ratePeriodSchema, roomRatesSchema } from '#app/lib/schemas/admin/room-rates.ts';
import { closureSchema, roomTypeSchema, staffBookingSchema, unitMoveSchema, unitRenameSchema } from '#app/lib/schemas/admin/rooms.ts';
import { z } from '#app/lib/schemas/z.ts';
import { createStaffBooking, previewStaffBooking } from '#server/bookings/staff-stay.ts';
import { storeChosenImage } from '#server/catalog/chosen-image.ts';
import { db } from '#server/db/index.ts';
import { createClosure, deleteClosure } from '#server/rooms/closures-admin.ts';
import { addRatePeriod, removeRatePeriod, updateRatePeriod, updateRoomRates } from '#server/rooms/rates-admin.ts';
import { createRoomType, deleteRoomType, findRoomType, updateRoomType } from '#server/rooms/types-admin.ts';
import { moveToUnit, renameUnit } from '#server/rooms/units-admin.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { loadRoomsScreen } from './+shared/rooms.ts';
import type { Route } from './+types/rooms.ts';

const PATH = '/admin/rooms';

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: roomTypeSchema.extend({ intent: z.literal('create') }), failed: ROOM_TYPE_MESSAGES.saveFailed },
  update: { schema: roomTypeSchema.extend({ intent: z.literal('update'), id: recordId }), failed: ROOM_TYPE_MESSAGES.saveFailed },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: ROOM_TYPE_MESSAGES.deleteFailed },
  close: { schema: closureSchema.and(z.object({ intent: z.literal('close') })), failed: CLOSURE_MESSAGES.saveFailed },
  reopen: { schema: z.object({ intent: z.literal('reopen'), id: recordId }), failed: CLOSURE_MESSAGES.deleteFailed },
  book: { schema: staffBookingSchema.and(z.object({ intent: z.literal('book') })), failed: STAFF_BOOKING_MESSAGES.saveFailed },
  quote: { schema: staffBookingSchema.and(z.object({ intent: z.literal('quote') })), failed: STAFF_BOOKING_MESSAGES.quoteFailed },
  rates: { schema: roomRatesSchema.extend({ intent: z.literal('rates'), id: recordId }), failed: ROOM_RATE_MESSAGES.saveFailed },
  'add-period': {
    schema: ratePeriodSchema.and(z.object({ intent: z.literal('add-period'), id: recordId })),
    failed: ROOM_RATE_MESSAGES.periodSaveFailed,
  },
  'update-period': {
    schema: ratePeriodSchema.and(z.object({ intent: z.literal('update-period'), id: recordId, periodId: recordId })),
    failed: ROOM_RATE_MESSAGES.periodSaveFailed,
  },
  'remove-period': {
    schema: z.object({ intent: z.literal('remove-period'), id: recordId, periodId: recordId }),
    failed: ROOM_RATE_MESSAGES.periodSaveFailed,
  },
  'move-unit': { schema: unitMoveSchema, failed: UNIT_MESSAGES.moveFailed },
  'rename-unit': { schema: unitRenameSchema, failed: UNIT_MESSAGES.renameFailed },
};
type RoomsAction = IntentValue<typeof forms>;

export function loader({ request }: Route.LoaderArgs) {
  return loadRoomsScreen(request);
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<RoomsAction, CatalogActionData & { closed?: true; preview?: StaffBookingPreview }>(request, {
    files: true,
    permission: intentPermission('room', {
      close: 'room:update',
      reopen: 'room:update',
      book: 'booking:create',
      quote: 'booking:create',
      'move-unit': 'room:update',
      'rename-unit': 'room:update',
      rates: 'price:update',
      'add-period': 'price:update',
      'update-period': 'price:update',
      'remove-period': 'price:update',
    }),
    ...byIntent(forms, 'create'),
    run: async (value, { staff, form, reply }) => {
      switch (value.intent) {
        case 'create': {
          await createRoomType(db(), staff, value, (await storeChosenImage('room-images', form)) ?? null);
          return { banner: banner('success', ROOM_TYPE_MESSAGES.created), saved: true };
        }
        case 'update': {
          // Checked before any photo is stored, so a stale form leaves no stray file behind.
          if (!(await findRoomType(db(), value.id))) return null;
          const saved = await updateRoomType(db(), staff, value.id, value, await storeChosenImage('room-images', form));
          return saved && { banner: banner('success', ROOM_TYPE_MESSAGES.updated), saved: true };
        }
        case 'delete':
          return (
            (await deleteRoomType(db(), staff, value.id)) && { banner: banner('success', ROOM_TYPE_MESSAGES.deleted), deleted: value.id }
          );
        case 'close':
          return (
            (await createClosure(db(), staff, value)) && { banner: banner('success', CLOSURE_MESSAGES.created), closed: true as const }
          );
        case 'reopen':
          return (await deleteClosure(db(), staff, value.id)) && { banner: banner('success', CLOSURE_MESSAGES.deleted) };
        case 'rates':
          return (await updateRoomRates(db(), staff, value.id, value)) && { banner: banner('success', ROOM_RATE_MESSAGES.saved) };
        case 'add-period':
          return (await addRatePeriod(db(), staff, value.id, value)) && { banner: banner('success', ROOM_RATE_MESSAGES.periodAdded) };
        case 'update-period':
          return (
            (await updateRatePeriod(db(), staff, value.id, value.periodId, value)) && {
              banner: banner('success', ROOM_RATE_MESSAGES.periodUpdated),
            }
          );
        case 'remove-period':
          return (
            (await removeRatePeriod(db(), staff, value.id, value.periodId)) && {
              banner: banner('success', ROOM_RATE_MESSAGES.periodRemoved),
            }
          );
        case 'move-unit': {
          const moved = await moveToUnit(db(), staff, value);
          return moved && { banner: banner('success', `${UNIT_MESSAGES.moved}: ${moved.from} → ${moved.to}`) };
        }
        case 'rename-unit':
          return (await renameUnit(db(), staff, value.unitId, value.name)) && { banner: banner('success', UNIT_MESSAGES.renamed) };
        case 'quote':
          return {
            banner: banner('success', STAFF_BOOKING_MESSAGES.quoted),
            preview: await previewStaffBooking(db(), value),
            result: reply(),
          };
        case 'book': {
          const booking = await createStaffBooking(db(), staff, value);
          return { banner: banner('success', `${STAFF_BOOKING_MESSAGES.created}: ${booking.reference}`), saved: true };
        }
      }
    },
  });
}

export default function RoomsScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  // The front desk sees the house read-only: it books stays, the owner keeps the rooms.
  const can = useStaffCan();
  const canEdit = can('room:update');
  const data = loaderData;
  const intent = actionData && 'result' in actionData ? actionData.result?.initialValue?.intent : undefined;
  const resultFor = (intents: string[]) =>
    actionData && 'result' in actionData && intents.includes(String(intent)) ? actionData.result : null;
  const typeFormOpen = data.creating || Boolean(data.editing);
  // A new form after nights are closed: its fields start empty again.
  const closedKey = actionData && 'closed' in actionData ? actionData.banner.id : 'closure';

  return (
    <>
      <AdminPageHeader title="Rooms Management">
        {canEdit ? (
          <Link to={typeFormOpen ? PATH : '?new=1'} className={buttonClass(typeFormOpen ? 'secondary' : 'primary')}>
            {typeFormOpen ? 'Cancel' : 'Add New Room Type'}
          </Link>
        ) : null}
        <Link to={data.booking ? PATH : '?book=1'} className={buttonClass('secondary')}>
          {data.booking ? 'Hide Booking Form' : 'New stay booking'}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 space-y-2 empty:hidden">
        <StatusBanner message={actionData?.banner ?? data.failure} />
        {data.paidWithoutRoom > 0 ? (
          <Banner tone="info">
            <Link to={PAID_NO_ROOM_HREF} className="font-semibold underline underline-offset-4">
              {paidWithoutRoomText(data.paidWithoutRoom)}
            </Link>
          </Banner>
        ) : null}
      </div>
      {typeFormOpen && canEdit ? (
        <RoomTypeForm
          key={data.editing?.id ?? 'new'}
          record={data.editing}
          history={data.history}
          lastResult={resultFor(['create', 'update'])}
        />
      ) : null}
      {data.editing && can('price:update') ? (
        <RoomRatesSection
          key={`rates-${data.editing.id}`}
          type={data.editing}
          periods={data.periods}
          ratesResult={resultFor(['rates'])}
          periodResult={resultFor(['add-period', 'update-period'])}
        />
      ) : null}
      {data.booking && data.types ? (
        <StaffBookingForm
          types={data.types}
          retreats={data.retreats}
          limits={data.limits}
          lastResult={resultFor(['book', 'quote'])}
          preview={actionData && 'preview' in actionData ? actionData.preview : null}
        />
      ) : null}
      {data.grid ? <OccupancyGridSection grid={data.grid} today={data.today} day={data.day} /> : null}
      {data.night ? <NightBookingsPanel bookings={data.night} closeHref={`?from=${data.from}`} /> : null}
      {data.movements ? <RoomMovements movements={data.movements} from={data.from} /> : null}
      {data.types && canEdit ? <RoomTypeTable types={data.types} /> : null}
      {data.types && canEdit ? <RoomUnitsSection types={data.types} units={data.units} /> : null}
      {data.types && canEdit ? (
        <ClosureSection
          key={closedKey}
          types={data.types}
          units={data.units}
          closures={data.closures}
          today={data.today}
          lastResult={resultFor(['close'])}
        />
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Rooms | Admin' }];
