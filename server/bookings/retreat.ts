import { priceText } from '#app/lib/money.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { roomsFor } from '../rooms/booking-rooms.ts';
import { withHeldRooms } from '../rooms/inventory.ts';
import { refuseUnbookableDate } from './booking-window.ts';
import { describeBooking } from './describe.ts';
import { type GuestHold, guestHoldColumns, lockGuest, refuseTooManyWaiting } from './guest-hold.ts';
import { notifyBookingCreated } from './notify.ts';
import { type Occupancy, priceRetreat } from './pricing.ts';
import { lockDeparturePlaces, retreatToBook } from './retreats.ts';

/**
 * "Submit booking" without paying records the retreat as pending, for the estate to follow up.
 * Its start must be bookable (from tomorrow to the horizon), as for a paid one; otherwise a Refusal (400); so is a choice that cannot be priced (two guests in a single room).
 * The booking, its rooms and its mails are written in one transaction, so none exists without the others.
 * `guestHold`: asked for on the public retreat page, so the rooms are held only until the guest follows
 * the mailed link (server/bookings/guest-hold.ts), and the guest's waiting reservations are limited.
 */
export async function createUnpaidRetreatBooking(
  db: Database,
  input: { retreat?: string; occupancy: Occupancy; startDate: string; guests: number; name: string; email: string; mobile: string },
  options: { now?: Date; guestHold?: GuestHold } = {},
) {
  refuseUnbookableDate('retreat', input.startDate);
  const { retreat, booked } = await retreatToBook(db, input);
  const quote = priceRetreat(input.occupancy, input.guests, retreat);
  const order = { kind: 'retreat' as const, occupancy: input.occupancy, startDate: input.startDate, guests: quote.guests, retreat: booked };
  const described = describeBooking(order);
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    await lockDeparturePlaces(tx, booked, quote.guests);
    const guest = options.guestHold ? { email: input.email, hold: options.guestHold } : null;
    if (guest) {
      await lockGuest(tx, guest);
      await refuseTooManyWaiting(tx, guest, now);
    }
    const held = options.guestHold ? guestHoldColumns(options.guestHold, now) : null;
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...described,
        notes: `${described.notes}; not paid yet`,
        price: priceText(quote.amountPaise),
        customerName: input.name,
        customerEmail: input.email,
        customerPhone: input.mobile,
        status: 'pending',
        ...held,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');
    // Even unpaid, the retreat keeps its rooms (for as long as its hold lasts): staff follow up with a guest who has a place.
    const rooms = await roomsFor(tx, order);
    const placed = rooms ? await withHeldRooms(tx, booking, rooms, now, held?.holdUntil ?? null) : booking;
    await notifyBookingCreated(tx, placed);
    return placed;
  });
}
