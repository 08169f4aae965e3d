import { eq } from 'drizzle-orm';
import { BOOKING_ADMIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { priceTextPaise } from '#app/lib/money.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { lockOpenSlot } from './event-booking.ts';
import { seatsInUse } from './event-seats.ts';
import { moneyAfterMove, paidLeftPaise, refundDueNoteAfterMove } from './move-money.ts';
import { notifyBookingMoved } from './notify.ts';

// A class or event booking moved to another slot (of the same event or another, on any open day) in
// one transaction: the booking's row is locked, then the new event's row as a new booking locks it, the
// seat is counted without the booking itself, and the booking's event, date and slot change. The old
// seat is free the moment the booking points elsewhere (seats are counted from bookings), so nothing
// is taken twice and nothing is left behind. Any refusal leaves the booking as it was.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type BookingRow = typeof bookings.$inferSelect;

export interface EventMove {
  bookingId: string;
  eventId: string;
  slot: string;
}

/** A booking staff may still move; locked for the rest of the transaction. A Refusal otherwise. */
export async function lockMovableBooking(
  tx: Database,
  bookingId: string,
  kinds: readonly BookingRow['kind'][],
  now: Date,
): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new Refusal(BOOKING_ADMIN_MESSAGES.notFound, 404);
  if (booking.status === 'cancelled' || booking.status === 'completed') throw new Refusal(MOVE_MESSAGES.notMovable, 409);
  // A reservation whose guest never followed the link in time holds nothing any more.
  if (booking.holdUntil && booking.holdUntil <= now) throw new Refusal(MOVE_MESSAGES.notMovable, 409);
  if (!kinds.includes(booking.kind)) throw new Refusal(MOVE_MESSAGES.wrongKind, 400);
  return booking;
}

/** Moves the booking's seat, or refuses (full, started, past, no such slot, the same slot) changing nothing. */
export async function moveEventBooking(db: Database, actor: Actor, move: EventMove, options: { timeZone: string; now?: Date }) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const before = await lockMovableBooking(tx, move.bookingId, ['event'], now);
    if (before.eventId === move.eventId && before.selectedSlot === move.slot) throw new Refusal(MOVE_MESSAGES.sameSlot, 400);
    // Staff move a class paid online too: its payment stays with the booking.
    const event = await lockOpenSlot(tx, move, { timeZone: options.timeZone, now, online: 'allow' });
    const taken = await seatsInUse(tx, event.id, move.slot, now, { bookingId: before.id });
    if (taken >= event.slotCapacity) throw new Refusal(BOOKING_MESSAGES.slotFull, 409);

    // The new event's price, where it differs, counts as a stay's would: owed, or owed back once paid.
    const oldPaise = priceTextPaise(before.price);
    const newPaise = priceTextPaise(event.price);
    const difference = oldPaise !== null && newPaise !== null ? newPaise - oldPaise : 0;
    const money = moneyAfterMove(before, await paidLeftPaise(tx, before.id), difference);
    const [after] = await tx
      .update(bookings)
      .set({
        eventId: event.id,
        eventTitle: event.title,
        eventDate: event.eventDate,
        selectedSlot: move.slot,
        price: event.price,
        duePaise: money.newDuePaise,
        refundDuePaise: money.newRefundDuePaise,
        refundDueNote: refundDueNoteAfterMove(before, money.newRefundDuePaise, actor.email, now),
        updatedAt: now,
      })
      .where(eq(bookings.id, before.id))
      .returning();
    if (!after) throw new Error('the moved booking was not stored');
    await recordAudit(tx, { actor, entity: 'booking', entityId: after.id, action: 'update', before, after });
    await notifyBookingMoved(tx, before, after, money, String(now.getTime()));
    return { booking: after, money };
  });
}
