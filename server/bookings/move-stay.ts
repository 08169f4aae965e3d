import { and, eq, isNull } from 'drizzle-orm';
import { retreatPackage } from '#app/content/retreat.ts';
import { MOVE_MESSAGES, type MovePreview, type StayMoveQuote } from '#app/lib/admin/move-booking.ts';
import { addDays } from '#app/lib/dates.ts';
import { priceText, priceTextPaise } from '#app/lib/money.ts';
import { ROOM_MESSAGES, roomsNeeded } from '#app/lib/rooms.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { type BookingDetails, bookings, roomHolds, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { roomsFor } from '../rooms/booking-rooms.ts';
import { lockRoomTypes, releaseRooms, type RoomRequest, takeRooms } from '../rooms/inventory.ts';
import { refuseUnbookableDate } from './booking-window.ts';
import { describeBooking } from './describe.ts';
import { lockMovableBooking } from './move-event.ts';
import { moneyAfterMove, paidLeftPaise, refundDueNoteAfterMove } from './move-money.ts';
import { quoteStayMove } from './move-price.ts';
import { notifyBookingMoved } from './notify.ts';
import { priceRoomStay } from './pricing.ts';
import { movedRetreat } from './retreats.ts';

// A stay (new nights, room type or adults) or the retreat (a new start) moved in one transaction, under
// the inventory's lock: the booking's row is locked, then every room type it leaves or enters (in the
// one order lockRoomTypes keeps), its rooms are given back and the new ones taken by the same rule as a
// new booking. Rooms it already held on the nights it keeps count as free to it, and a refusal (no room
// on one of the new nights) rolls everything back, the old rooms included. The preview runs the very
// same move and rolls it back, so what staff confirm is what happens.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type BookingRow = typeof bookings.$inferSelect;

/** A stay's new nights, type and adults; for the retreat only checkIn (its new start) is read. */
export interface StayMove {
  bookingId: string;
  checkIn: string;
  checkOut?: string | undefined;
  roomTypeId?: string | undefined;
  adults?: number | undefined;
  /** The new price the preview showed: a move whose price has changed since is refused, not made. */
  expectedPaise?: number | undefined;
}

interface Plan {
  request: RoomRequest;
  columns: Pick<BookingRow, 'eventDate' | 'selectedSlot'> & { details: BookingDetails };
  quote: StayMoveQuote | null;
  newPaise: number;
}

/** Where the stay is now, as its booking says (a stay's first night is its event date). */
function bookedStay(booking: BookingRow) {
  const details = booking.details?.kind === 'stay' ? booking.details : null;
  const nights = details?.nights ?? 1;
  return {
    checkIn: booking.eventDate,
    checkOut: addDays(booking.eventDate, nights),
    adults: details?.adults ?? 1,
    typeId: details?.room?.typeId,
    nightPaise: details?.nightPaise,
  };
}

async function planStay(tx: Database, booking: BookingRow, move: StayMove): Promise<Plan> {
  const booked = bookedStay(booking);
  const next = { checkIn: move.checkIn, checkOut: move.checkOut ?? booked.checkOut, adults: move.adults ?? booked.adults };
  refuseUnbookableDate('stay', next.checkIn);
  const typeId = move.roomTypeId ?? booked.typeId;
  const [type] = typeId ? await tx.select().from(roomTypes).where(eq(roomTypes.id, typeId)) : [];
  if (!type || !type.active) throw new Refusal(ROOM_MESSAGES.unknownRoom, 400);
  if (next.checkIn === booked.checkIn && next.checkOut === booked.checkOut && next.adults === booked.adults && type.id === booked.typeId) {
    throw new Refusal(MOVE_MESSAGES.sameStay, 400);
  }
  const nextPrice = await priceRoomStay(tx, { ...next, roomTypeId: type.id });
  const bookedPaise = priceTextPaise(booking.price) ?? (await priceRoomStay(tx, { ...booked, roomTypeId: type.id })).amountPaise;
  const { nightPaise, ...quote } = quoteStayMove({ ...booked, pricePaise: bookedPaise }, next, nextPrice);
  const rooms = roomsNeeded(next.adults, type.adultsPerRoom);
  const nights = nextPrice.nights;
  const described = describeBooking({ kind: 'stay', ...next, nights, promoCode: null, roomTypeId: type.id });
  const previous = booking.details?.kind === 'stay' ? booking.details : null;
  return {
    request: { roomTypeId: type.id, checkIn: next.checkIn, checkOut: next.checkOut, rooms },
    columns: {
      eventDate: described.eventDate,
      selectedSlot: described.selectedSlot,
      details: {
        kind: 'stay',
        adults: next.adults,
        nights,
        promoCode: previous?.promoCode ?? null,
        room: { typeId: type.id, typeName: type.name, rooms },
        nightPaise,
      },
    },
    quote,
    newPaise: quote.newPaise,
  };
}

async function planRetreat(tx: Database, booking: BookingRow, move: StayMove): Promise<Plan> {
  const details = booking.details?.kind === 'retreat' ? booking.details : null;
  if (!details) throw new Refusal(MOVE_MESSAGES.wrongKind, 400);
  if (move.checkIn === booking.eventDate) throw new Refusal(MOVE_MESSAGES.sameStart, 400);
  refuseUnbookableDate('retreat', move.checkIn);
  const retreat = await movedRetreat(tx, details.retreat, move.checkIn, details.guests);
  const order = {
    kind: 'retreat' as const,
    occupancy: details.occupancy,
    startDate: move.checkIn,
    guests: details.guests,
    ...(retreat ? { retreat } : {}),
  };
  const request = await roomsFor(tx, order);
  const nights = retreat?.nights ?? retreatPackage.nights;
  if (!request || request.checkOut !== addDays(move.checkIn, nights)) throw new Refusal(ROOM_MESSAGES.noRooms, 400);
  const [type] = await tx.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, request.roomTypeId));
  const described = describeBooking(order);
  // The retreat's price does not depend on its dates: it keeps the price it was booked at.
  return {
    request,
    columns: {
      eventDate: described.eventDate,
      selectedSlot: described.selectedSlot,
      details: {
        ...details,
        ...(retreat ? { retreat } : {}),
        room: { typeId: request.roomTypeId, typeName: type?.name ?? '', rooms: request.rooms },
      },
    },
    quote: null,
    newPaise: priceTextPaise(booking.price) ?? 0,
  };
}

/** The move inside the caller's transaction: the booking as it was and is, and what it did with money. */
async function applyStayMove(tx: Database, move: StayMove, now: Date, actorEmail: string) {
  const before = await lockMovableBooking(tx, move.bookingId, ['stay', 'retreat'], now);
  const plan = before.kind === 'stay' ? await planStay(tx, before, move) : await planRetreat(tx, before, move);
  if (move.expectedPaise !== undefined && move.expectedPaise !== plan.newPaise) throw new Refusal(MOVE_MESSAGES.stale, 409);

  const held = await tx
    .select()
    .from(roomHolds)
    .where(and(eq(roomHolds.bookingId, before.id), isNull(roomHolds.releasedAt)));
  await lockRoomTypes(tx, [...new Set([...held.map((hold) => hold.roomTypeId), plan.request.roomTypeId])]);
  // A reservation still waiting for its guest's link keeps waiting for it on its new nights.
  const expiresAt = held.find((hold) => hold.expiresAt !== null)?.expiresAt ?? null;
  await releaseRooms(tx, { bookingId: before.id }, now);
  await takeRooms(tx, plan.request, { bookingId: before.id, expiresAt }, now);

  const oldPaise = priceTextPaise(before.price);
  const difference = oldPaise === null ? 0 : plan.newPaise - oldPaise;
  const money = moneyAfterMove(before, await paidLeftPaise(tx, before.id), difference);
  const [after] = await tx
    .update(bookings)
    .set({
      ...plan.columns,
      price: oldPaise === null ? before.price : priceText(plan.newPaise),
      duePaise: money.newDuePaise,
      refundDuePaise: money.newRefundDuePaise,
      refundDueNote: refundDueNoteAfterMove(before, money.newRefundDuePaise, actorEmail, now),
      updatedAt: now,
    })
    .where(eq(bookings.id, before.id))
    .returning();
  if (!after) throw new Error('the moved booking was not stored');
  return { before, after, plan, money };
}

/** Moves the stay or retreat, or refuses (no rooms, a date not bookable, nothing changed) changing nothing. */
export async function moveStayBooking(db: Database, actor: Actor, move: StayMove, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const { before, after, money } = await applyStayMove(tx, move, now, actor.email);
    await recordAudit(tx, { actor, entity: 'booking', entityId: after.id, action: 'update', before, after });
    await notifyBookingMoved(tx, before, after, money, String(now.getTime()));
    return { booking: after, money };
  });
}

class PreviewDone extends Error {
  readonly preview: MovePreview;
  constructor(preview: MovePreview) {
    super('preview done');
    this.preview = preview;
  }
}

/** What the move would do (the new price and what it means for money), by making it and rolling it back. */
export async function previewStayMove(db: Database, move: StayMove, now: Date = new Date()): Promise<MovePreview> {
  try {
    await db.transaction(async (tx) => {
      const { before, after, plan, money } = await applyStayMove(tx, { ...move, expectedPaise: undefined }, now, 'preview');
      const { duePaise, refundDuePaise, policyRefundPaise, paid } = money;
      throw new PreviewDone({
        from: before.selectedSlot,
        to: after.selectedSlot,
        quote: plan.quote,
        newPaise: plan.newPaise,
        money: { paid, duePaise, refundDuePaise, policyRefundPaise },
      });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('the preview transaction ended without its answer');
}
