import { and, eq } from 'drizzle-orm';
import { retreatPackage } from '#app/content/retreat.ts';
import { addDays, daysBetween } from '#app/lib/dates.ts';
import { retreatRoomsNeeded, ROOM_MESSAGES, roomsNeeded } from '#app/lib/rooms.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type PaymentOrderDetails, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import type { RoomRequest } from './inventory.ts';

// Which rooms a stay or a retreat asks for, by this rule: a stay ceil(adults ÷ adults per room) of
// the type the guest chose for each of its nights; a retreat, for its nights, one room per guest
// alone or one per two sharing, of the type staff mark as the retreat's.

/** When an unpaid checkout's hold lapses: ROOM_HOLD_MINUTES after it opened. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + config().ROOM_HOLD_MINUTES * 60_000);
}

/**
 * Refuses (400) a stay checkout that would hold more than MAX_ONLINE_ROOM_NIGHTS rooms × nights: a checkout
 * holds its rooms before anyone has paid, so one stranger must not take a room type's month with it.
 * Staff booking for a guest are not bound by it.
 */
export function refuseOversizedStay(request: RoomRequest | null): void {
  if (!request) return;
  const cap = config().MAX_ONLINE_ROOM_NIGHTS;
  if (request.rooms * daysBetween(request.checkIn, request.checkOut) > cap) throw new Refusal(ROOM_MESSAGES.tooManyRoomNights(cap), 400);
}

/** The retreat's room type, if staff marked an active one. */
export async function retreatRoomType(db: Database) {
  const [type] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.forRetreat, true), eq(roomTypes.active, true)));
  return type;
}

/**
 * The rooms a stay or retreat needs; a Refusal when its type cannot be booked. Orders made before rooms
 * were kept (a stay without a type) ask for none.
 */
export async function roomsFor(db: Database, details: PaymentOrderDetails): Promise<RoomRequest | null> {
  if (details.kind === 'retreat') {
    const type = await retreatRoomType(db);
    if (!type) throw new Refusal(ROOM_MESSAGES.noRooms, 400);
    return {
      roomTypeId: type.id,
      checkIn: details.startDate,
      // The retreat's length as booked; orders from before retreats were kept are the first one's.
      checkOut: addDays(details.startDate, details.retreat?.nights ?? retreatPackage.nights),
      rooms: retreatRoomsNeeded(details.occupancy, details.guests ?? 1),
    };
  }
  if (details.kind !== 'stay' || !details.roomTypeId) return null;
  const [type] = await db.select().from(roomTypes).where(eq(roomTypes.id, details.roomTypeId));
  if (!type || !type.active) throw new Refusal(ROOM_MESSAGES.unknownRoom, 400);
  return {
    roomTypeId: type.id,
    checkIn: details.checkIn,
    checkOut: details.checkOut,
    rooms: roomsNeeded(details.adults, type.adultsPerRoom),
  };
}
