import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PickerEventView } from '#app/lib/admin/booking-pickers.ts';
import { slotMinutes } from '#app/lib/events.ts';
import type { StaffEventBookingInput } from '#app/lib/schemas/admin/booking.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { slotHasStarted } from '../zoned-time.ts';
import { lockOpenSlot, refuseFullSlot } from './event-booking.ts';
import { seatsTaken } from './event-seats.ts';
import { notifyBookingCreated } from './notify.ts';

// A seat in an event booked by staff for a guest: picked by day, event and slot, never typed.
// The event's title, date, slot and price are read from the event here, and the seat is taken by the
// guest's own rules (lockOpenSlot, refuseFullSlot): the same refusals, the same count of seats.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

const byTime = (a: string, b: string) => (slotMinutes(a) ?? 0) - (slotMinutes(b) ?? 0);

/** The day's events with each slot's seats left at `now`, for the pickers. */
export async function eventsForPicker(db: Database, date: string, options: { timeZone: string; now?: Date }): Promise<PickerEventView[]> {
  const now = options.now ?? new Date();
  // A date the estate cancelled offers nothing to book.
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.eventDate, date), isNull(calendarEvents.cancelledAt)))
    .orderBy(asc(calendarEvents.title));
  const taken = await seatsTaken(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: row.price,
    slots: [...row.timeSlots].sort(byTime).map((slot) => ({
      slot,
      capacity: row.slotCapacity,
      left: Math.max(0, row.slotCapacity - (taken.get(`${row.id}|${slot}`) ?? 0)),
      started: slotHasStarted(row.eventDate, slot, now, options.timeZone),
    })),
  }));
}

/** Books one seat for the guest, or refuses as the guest's calendar would (full, started, past, no such slot). */
export async function createStaffEventBooking(
  db: Database,
  actor: Actor,
  input: StaffEventBookingInput,
  options: { timeZone: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const booking = await takeStaffSeat(tx, actor, input, options);
    await notifyBookingCreated(tx, booking);
    return booking;
  });
}

/**
 * The seat and its booking, with its line in the history, inside the caller's transaction; the mails
 * are the caller's, so one that records a payment first can send the confirmation with its invoice.
 */
export async function takeStaffSeat(tx: Database, actor: Actor, input: StaffEventBookingInput, options: { timeZone: string; now?: Date }) {
  const now = options.now ?? new Date();
  // Staff take a class paid online too: the guest pays at the desk, recorded with "Mark paid".
  const event = await lockOpenSlot(tx, input, { timeZone: options.timeZone, now, online: 'allow' });
  await refuseFullSlot(tx, event, input.slot, now);
  const [booking] = await tx
    .insert(bookings)
    .values({
      kind: 'event',
      eventId: event.id,
      eventTitle: event.title,
      eventDate: event.eventDate,
      selectedSlot: input.slot,
      price: event.price,
      customerName: input.customerName,
      customerEmail: input.customerEmail ?? null,
      customerPhone: input.customerPhone,
      status: input.status,
      notes: [`booked by ${actor.email}`, input.notes].filter(Boolean).join('; '),
      cancellationPolicy: await policyFiguresNow(tx),
    })
    .returning();
  if (!booking) throw new Error('booking was not stored');
  await recordAudit(tx, { actor, entity: 'booking', entityId: booking.id, action: 'create', before: null, after: booking });
  return booking;
}
