import { eq } from 'drizzle-orm';
import type { ConfirmLinkOutcome, ConfirmLinkView } from '#app/lib/booking-confirm-link.ts';
import { recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { whenText } from '../mail/messages/booking-facts.ts';
import type { BookingRow } from '../mail/records.ts';
import { keepBookingRooms } from '../rooms/inventory.ts';
import { keepAppointments } from './appointment-release.ts';
import { readConfirmToken } from './confirm-link.ts';
import { GUEST_ACTOR } from './guest-cancel.ts';
import { lapseUnconfirmedBookings } from './guest-hold.ts';
import { managePath } from './manage-link.ts';
import { notifyGuestConfirmed } from './notify.ts';

// The guest follows the link mailed to them for a reservation made without paying. Opening the page
// only reads (mail scanners open links); pressing its button confirms: at once, or, for an event staff
// confirm themselves, by keeping the reservation for staff with nothing left to lapse.

type Outcome = Exclude<ConfirmLinkOutcome, 'ask'>;

/** What the link can still do for this booking at `now`: 'ask' while its button would confirm it. */
function outcomeOf(booking: BookingRow, now: Date): ConfirmLinkOutcome {
  if (booking.holdUntil === null) {
    if (booking.status === 'cancelled') return 'cancelled';
    return booking.status === 'pending' ? 'received' : 'confirmed';
  }
  if (booking.status === 'pending') return booking.holdUntil > now ? 'ask' : 'lapsed';
  // Cancelled while still waiting: by the guest from the booking's page, or by its lapse.
  if (booking.status === 'cancelled') return booking.cancellation ? 'cancelled' : 'lapsed';
  return 'confirmed';
}

async function bookingOf(db: Database, token: string, lock: boolean): Promise<BookingRow | null> {
  const bookingId = await readConfirmToken(token, db);
  if (!bookingId) return null;
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  return booking ?? null;
}

/** What the confirmation page shows before its button is pressed; it changes nothing. */
export async function confirmLinkState(db: Database, token: string, now: Date = new Date()): Promise<ConfirmLinkView> {
  const booking = await bookingOf(db, token, false);
  if (!booking) return { outcome: 'unknown', booking: null };
  return {
    outcome: outcomeOf(booking, now),
    booking: {
      reference: booking.reference,
      title: booking.eventTitle,
      when: whenText(booking),
      path: await managePath(booking.id, db),
    },
  };
}

/**
 * The button's press: confirms the reservation at once ('confirmed'), or keeps it for staff when its event
 * is set to staff confirm ('received'); its seat or rooms are then its own for good, and the guest's
 * confirmation and the staff notice are queued. A link followed after its hold lapsed confirms nothing
 * ('lapsed'); pressing again answers as the first press did, and sends nothing more.
 */
export async function confirmByGuestLink(db: Database, token: string, now: Date = new Date()): Promise<Outcome> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Locked, so that a double press, the lapse sweep or a staff edit at the same moment see the first change.
    const before = await bookingOf(tx, token, true);
    if (!before) return 'unknown';
    const state = outcomeOf(before, now);
    if (state !== 'ask') return state;
    const [event] = before.eventId
      ? await tx.select({ staffConfirms: calendarEvents.staffConfirms }).from(calendarEvents).where(eq(calendarEvents.id, before.eventId))
      : [];
    const [after] = await tx
      .update(bookings)
      .set({ status: event?.staffConfirms ? 'pending' : 'confirmed', holdUntil: null, holdClient: null, updatedAt: now })
      .where(eq(bookings.id, before.id))
      .returning();
    if (!after) throw new Error('the confirmed booking was not stored');
    await keepBookingRooms(tx, after.id, now);
    await keepAppointments(tx, after.id, now);
    await recordAudit(tx, { actor: GUEST_ACTOR, entity: 'booking', entityId: after.id, action: 'update', before, after });
    await notifyGuestConfirmed(tx, after);
    return after.status === 'confirmed' ? 'confirmed' : 'received';
  });
  // Followed too late: the record says so now rather than at the next sweep.
  if (outcome === 'lapsed') await lapseUnconfirmedBookings(db, now);
  return outcome;
}
