import { banner } from '#app/lib/admin/banner.ts';
import { ROOM_TYPE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { bookableDates } from '#app/lib/booking-window.ts';
import { isIsoDate } from '#app/lib/dates.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { stayDateLimits } from '#app/lib/schemas/stay.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { listClosures } from '#server/rooms/closures-admin.ts';
import { countPaidWithoutRoom, dayMovements, nightBookings, occupancyGrid } from '#server/rooms/occupancy.ts';
import { findRoomType, listRoomTypes } from '#server/rooms/types-admin.ts';
import { listUnitsByType } from '#server/rooms/units.ts';

// The Rooms screen's loader: what the address asks for (?edit, ?new, ?book, ?from, ?night, ?day), each
// date checked and anything odd falling back to today rather than an error, as on the bookings list.

function dateParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && isIsoDate(value) ? value : null;
}

async function loadEditing(id: string | null) {
  if (!id) return { editing: null, history: [] };
  const editing = isRecordId(id) ? await findRoomType(db(), id) : null;
  return { editing, history: editing ? await listAudit(db(), 'room-type', editing.id) : [] };
}

export async function loadRoomsScreen(request: Request) {
  await requireAdmin(request, 'room:view');
  const params = new URL(request.url).searchParams;
  const window = bookingWindow();
  const today = window.today;
  const from = dateParam(params, 'from') ?? today;
  const night = dateParam(params, 'night');
  const day = dateParam(params, 'day') ?? today;
  const screen = {
    today,
    from,
    day,
    creating: params.get('new') === '1',
    booking: params.get('book') === '1',
    limits: { stay: stayDateLimits(window), retreat: bookableDates('retreat', window) },
  };
  try {
    const [types, editing, grid, onNight, movements, closures, paidWithoutRoom, units] = await Promise.all([
      listRoomTypes(db()),
      loadEditing(params.get('edit')),
      occupancyGrid(db(), from),
      night ? nightBookings(db(), night) : null,
      dayMovements(db(), day),
      listClosures(db(), today),
      countPaidWithoutRoom(db()),
      listUnitsByType(db()),
    ]);
    const missing = params.get('edit') !== null && !editing.editing;
    return {
      ...screen,
      ...editing,
      types,
      grid,
      night: onNight,
      movements,
      closures,
      paidWithoutRoom,
      units,
      banner: missing ? banner('error', `${ROOM_TYPE_MESSAGES.fetchFailed}: ${ROOM_TYPE_MESSAGES.notFound}`) : null,
    };
  } catch (error) {
    logger.error({ err: error }, 'rooms read failed');
    return {
      ...screen,
      editing: null,
      history: [],
      types: null,
      grid: null,
      night: null,
      movements: null,
      closures: [],
      paidWithoutRoom: 0,
      units: {},
      banner: banner('error', ROOM_TYPE_MESSAGES.fetchFailed),
    };
  }
}
