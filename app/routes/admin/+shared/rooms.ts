import { ROOM_TYPE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { bookableDates } from '#app/lib/booking-window.ts';
import { isIsoDate } from '#app/lib/dates.ts';
import { stayDateLimits } from '#app/lib/schemas/stay.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { staffRetreatChoices } from '#server/bookings/retreats.ts';
import { db } from '#server/db/index.ts';
import { listClosures } from '#server/rooms/closures-admin.ts';
import { countPaidWithoutRoom, dayMovements, nightBookings, occupancyGrid } from '#server/rooms/occupancy.ts';
import { listRatePeriods } from '#server/rooms/rates-admin.ts';
import { findRoomType, listRoomTypes } from '#server/rooms/types-admin.ts';
import { listUnitsByType } from '#server/rooms/units.ts';
import { adminLoader, loadEditing } from './admin-loader.ts';

// The Rooms screen's loader: what the address asks for (?edit, ?new, ?book, ?from, ?night, ?day), each
// date checked and anything odd falling back to today rather than an error, as on the bookings list.

function dateParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && isIsoDate(value) ? value : null;
}

/** What the address asks for, read without the database: the screen shows it even when the rest fails. */
function screenOf(params: URLSearchParams) {
  const window = bookingWindow();
  const today = window.today;
  return {
    today,
    from: dateParam(params, 'from') ?? today,
    day: dateParam(params, 'day') ?? today,
    creating: params.get('new') === '1',
    booking: params.get('book') === '1',
    limits: { stay: stayDateLimits(window), retreat: bookableDates('retreat', window) },
  };
}

export function loadRoomsScreen(request: Request) {
  return adminLoader(request, {
    permission: 'room:view',
    failed: ROOM_TYPE_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      const screen = screenOf(params);
      const night = dateParam(params, 'night');
      const [types, editing, grid, onNight, movements, closures, paidWithoutRoom, units, retreats] = await Promise.all([
        listRoomTypes(db()),
        loadEditing(params, findRoomType, 'room-type', `${ROOM_TYPE_MESSAGES.fetchFailed}: ${ROOM_TYPE_MESSAGES.notFound}`),
        occupancyGrid(db(), screen.from),
        night ? nightBookings(db(), night) : null,
        dayMovements(db(), screen.day),
        listClosures(db(), screen.today),
        countPaidWithoutRoom(db()),
        listUnitsByType(db()),
        screen.booking ? staffRetreatChoices(db()) : [],
      ]);
      const periods = editing.editing ? await listRatePeriods(db(), editing.editing.id) : [];
      return { ...screen, ...editing, periods, types, grid, night: onNight, movements, closures, paidWithoutRoom, units, retreats };
    },
    empty: ({ params }) => ({
      ...screenOf(params),
      editing: null,
      history: [],
      periods: [],
      types: null,
      grid: null,
      night: null,
      movements: null,
      closures: [],
      paidWithoutRoom: 0,
      units: {},
      retreats: [],
    }),
  });
}
