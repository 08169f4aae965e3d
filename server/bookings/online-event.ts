import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { todayIn } from '#app/lib/dates.ts';
import { ONLINE_EVENT_MESSAGES } from '#app/lib/online-event.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { siteSettings } from '../site.ts';
import { slotHasStarted } from '../zoned-time.ts';
import { orderHoldsSeat, seatsInUse } from './event-seats.ts';

// A class paid online: its checkout is priced from the event's row alone, holds one seat of
// its slot for EVENT_HOLD_MINUTES while the guest pays, and its payment turns into a confirmed booking,
// or, when the hold had lapsed and the slot filled meanwhile, into a record for staff to refund.

type EventRow = typeof calendarEvents.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;
export type EventOrderDetails = Extract<PaymentOrderDetails, { kind: 'event' }>;

/** What the browser may ask for: which class and slot. Never a price: the event's row says it. */
export interface OnlineEventRequest {
  eventId: string;
  slot: string;
}

/** When a checkout opened at `now` stops holding its seat. */
export function eventHoldExpiry(now: Date): Date {
  return new Date(now.getTime() + config().EVENT_HOLD_MINUTES * 60_000);
}

/** The same refusals as an unpaid calendar booking (createEventBooking), and a class that is not (or no longer) paid online. */
function refuseUnbookable(event: EventRow | undefined, slot: string, now: Date, timeZone: string): asserts event is EventRow {
  if (!event) throw new Refusal(BOOKING_MESSAGES.eventNotFound, 404);
  if (event.cancelledAt) throw new Refusal(EVENT_CANCEL_MESSAGES.closed, 409);
  if (!event.timeSlots.includes(slot)) throw new Refusal(BOOKING_MESSAGES.slotNotOffered, 400);
  if (event.paymentMode !== 'online' || !event.pricePaise) throw new Refusal(ONLINE_EVENT_MESSAGES.changed, 409);
  if (event.eventDate < todayIn(timeZone, now)) throw new Refusal(BOOKING_MESSAGES.pastEvent, 400);
  if (slotHasStarted(event.eventDate, slot, now, timeZone)) throw new Refusal(BOOKING_MESSAGES.slotStarted, 409);
}

/** The amount and the order's details for one seat, read from the event's row (its price_paise only). */
export async function priceOnlineEvent(
  db: Database,
  request: OnlineEventRequest,
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<{ amountPaise: number; details: EventOrderDetails }> {
  if (!isRecordId(request.eventId)) throw new Refusal(BOOKING_MESSAGES.eventNotFound, 404);
  const slot = typeof request.slot === 'string' ? request.slot.trim() : '';
  const [event] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, request.eventId));
  refuseUnbookable(event, slot, now, timeZone);
  return {
    amountPaise: event.pricePaise!,
    details: { kind: 'event', eventId: event.id, eventDate: event.eventDate, slot, title: event.title },
  };
}

/**
 * Holds one seat for a checkout about to be stored, inside its transaction: the event's row is locked
 * as createEventBooking locks it, so checkouts and unpaid bookings of every process queue up on it and
 * the last seat goes to one of them only. Returns the order's hold columns; refuses a full slot.
 */
export async function claimSeat(
  tx: Database,
  details: EventOrderDetails,
  asked: { amountPaise: number; customerEmail: string; idempotencyKey: string },
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<{ eventId: string; selectedSlot: string; seatHeldUntil: Date }> {
  const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, details.eventId)).for('update');
  refuseUnbookable(event, details.slot, now, timeZone);
  if (event.pricePaise !== asked.amountPaise || event.title !== details.title || event.eventDate !== details.eventDate) {
    throw new Refusal(ONLINE_EVENT_MESSAGES.changed, 409);
  }
  // PAY pressed again after the guest closed the checkout: their new checkout takes the earlier one's seat
  // rather than a second one. An earlier order being confirmed at this moment (its row locked) is left alone.
  const earlier = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.eventId, event.id),
        eq(paymentOrders.selectedSlot, details.slot),
        orderHoldsSeat(now),
        eq(sql`lower(${paymentOrders.customerEmail})`, asked.customerEmail.toLowerCase()),
        ne(paymentOrders.idempotencyKey, asked.idempotencyKey),
      ),
    )
    .for('update', { skipLocked: true });
  if (earlier.length > 0) {
    await tx
      .update(paymentOrders)
      .set({ seatHeldUntil: now, updatedAt: now })
      .where(
        inArray(
          paymentOrders.id,
          earlier.map((order) => order.id),
        ),
      );
  }
  if ((await seatsInUse(tx, event.id, details.slot, now)) >= event.slotCapacity) throw new Refusal(BOOKING_MESSAGES.slotFull, 409);
  return { eventId: event.id, selectedSlot: details.slot, seatHeldUntil: eventHoldExpiry(now) };
}

/**
 * The paid booking of an online class keeps its seat when its hold still ran, or when a seat is free
 * anyway. Otherwise (the hold lapsed and the slot sold out, or staff removed the slot or the event) it
 * is kept as the record of a payment, not confirmed: pending and marked paid without a place, which
 * takes no seat, shows on staff's refund list and tells the guest plainly. Never an overbooking.
 */
export async function placePaidSeat(tx: Database, order: OrderRow, booking: BookingRow, now: Date): Promise<BookingRow> {
  const slot = order.selectedSlot ?? '';
  const [event] = order.eventId ? await tx.select().from(calendarEvents).where(eq(calendarEvents.id, order.eventId)).for('update') : [];
  // A date the estate cancelled has no seat left to give, whatever its hold said.
  if (event && !event.cancelledAt && event.timeSlots.includes(slot)) {
    const stillHeld = order.state === 'created' && order.seatHeldUntil !== null && order.seatHeldUntil > now;
    if (stillHeld) return booking;
    const others = await seatsInUse(tx, event.id, slot, now, { bookingId: booking.id, paymentOrderId: order.id });
    if (others < event.slotCapacity) return booking;
  }
  const [unplaced] = await tx
    .update(bookings)
    .set({
      status: 'pending',
      paidWithoutRoom: true,
      notes: 'Paid online after the last seat was taken: no seat, to be refunded',
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!unplaced) throw new Error('the booking paid without a seat was not stored');
  return unplaced;
}
