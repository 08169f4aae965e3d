import { and, eq, gt, sql } from 'drizzle-orm';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { todayIn } from '#app/lib/dates.ts';
import { ONLINE_EVENT_MESSAGES } from '#app/lib/online-event.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { slotHasStarted } from '../zoned-time.ts';
import { bookingHoldsSeatAt, seatsInUse } from './event-seats.ts';
import { type GuestHold, guestHoldColumns, lockGuest, refuseTooManyWaiting } from './guest-hold.ts';
import { notifyBookingCreated } from './notify.ts';

export interface EventBookingRequest {
  eventId: string;
  slot: string;
  name: string;
  email: string;
  mobile: string;
}

/** A double click or a resubmitted form within this window returns the first booking. */
export const DUPLICATE_WINDOW_MINUTES = 5;

// The seat counts moved beside the holds of online checkouts; importers still find them here.
export { seatsTaken, seatsTakenBySlot } from './event-seats.ts';

/**
 * The event of a slot that can still be booked at `now`, its row locked for the rest of the caller's
 * transaction (so concurrent bookings, in any number of processes, queue up on it), or a Refusal. The
 * guest's calendar and the staff's booking form both come through here, so they refuse the same slots.
 * `online`: whether a class paid online may be booked without its checkout (staff taking the payment).
 */
export async function lockOpenSlot(
  tx: Database,
  request: { eventId: string; slot: string },
  options: { timeZone: string; now: Date; online: 'refuse' | 'allow' },
) {
  const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, request.eventId)).for('update');
  if (!event) throw new Refusal(BOOKING_MESSAGES.eventNotFound, 404);
  if (event.cancelledAt) throw new Refusal(EVENT_CANCEL_MESSAGES.closed, 409);
  if (!event.timeSlots.includes(request.slot)) throw new Refusal(BOOKING_MESSAGES.slotNotOffered, 400);
  // A class paid online is booked only through its checkout (server/bookings/online-event.ts), never unpaid.
  if (event.paymentMode === 'online' && options.online === 'refuse') throw new Refusal(ONLINE_EVENT_MESSAGES.payOnline, 409);
  if (event.eventDate < todayIn(options.timeZone, options.now)) throw new Refusal(BOOKING_MESSAGES.pastEvent, 400);
  // Today's earlier slots: the calendar shows them as started, and a form sent anyway is refused here.
  if (slotHasStarted(event.eventDate, request.slot, options.now, options.timeZone)) throw new Refusal(BOOKING_MESSAGES.slotStarted, 409);
  return event;
}

/** Refuses (409) when every seat of the slot is in use; call it with the event locked by lockOpenSlot. */
export async function refuseFullSlot(tx: Database, event: { id: string; slotCapacity: number }, slot: string, now: Date) {
  const taken = await seatsInUse(tx, event.id, slot, now);
  if (taken >= event.slotCapacity) throw new Refusal(BOOKING_MESSAGES.slotFull, 409);
}

/**
 * Takes one seat in an event's slot, atomically: the event row is locked for the length of the
 * transaction, so concurrent requests (in any number of processes sharing the database) queue up
 * and never sell more seats than the slot holds. `guestHold`: asked for by a guest on the public
 * calendar, so the seat is held only until they follow the mailed link (server/bookings/guest-hold.ts).
 */
export async function createEventBooking(
  db: Database,
  request: EventBookingRequest,
  options: { timeZone: string; now?: Date; guestHold?: GuestHold },
) {
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const guest = options.guestHold ? { email: request.email, hold: options.guestHold } : null;
    if (guest) await lockGuest(tx, guest);
    const event = await lockOpenSlot(tx, request, { timeZone: options.timeZone, now, online: 'refuse' });

    const email = request.email.toLowerCase();
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MINUTES * 60_000);
    const [duplicate] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, event.id),
          eq(bookings.selectedSlot, request.slot),
          eq(sql`lower(${bookings.customerEmail})`, email),
          gt(bookings.createdAt, since),
          bookingHoldsSeatAt(now),
        ),
      )
      .limit(1);
    if (duplicate) return { booking: duplicate, duplicate: true };

    if (guest) await refuseTooManyWaiting(tx, guest, now);
    await refuseFullSlot(tx, event, request.slot, now);

    const [booking] = await tx
      .insert(bookings)
      .values({
        eventId: event.id,
        eventTitle: event.title,
        eventDate: event.eventDate,
        selectedSlot: request.slot,
        price: event.price,
        customerName: request.name,
        customerEmail: request.email,
        customerPhone: request.mobile,
        status: 'pending',
        ...(options.guestHold ? guestHoldColumns(options.guestHold, now) : {}),
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');
    await notifyBookingCreated(tx, booking);
    return { booking, duplicate: false };
  });
}
