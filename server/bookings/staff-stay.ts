import type { StaffBookingPreview } from '#app/lib/admin/rooms-view.ts';
import { priceText } from '#app/lib/money.ts';
import type { StaffBookingInput } from '#app/lib/schemas/admin/rooms.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings, type PaymentOrderDetails } from '../db/schema.ts';
import { roomsFor } from '../rooms/booking-rooms.ts';
import { loadStock, withHeldRooms } from '../rooms/inventory.ts';
import { freeRooms, nightsOf } from '../rooms/stock.ts';
import { refuseUnbookableDate } from './booking-window.ts';
import { describeBooking } from './describe.ts';
import { notifyBookingCreated } from './notify.ts';
import { priceRetreat, priceRoomStay } from './pricing.ts';
import { lockDeparturePlaces, retreatToBook } from './retreats.ts';

// A stay or the retreat booked by staff for a guest on the phone: the guest's own rules, in
// the guest's words. The same bookable dates, the same price, the same rooms taken under the type's lock
// (or ROOM_MESSAGES.noRooms), and the same mails; the booking, its rooms, its audit entry and its mails
// are written in one transaction, so none exists without the others.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type BookingRow = typeof bookings.$inferSelect;

/** What the booking is for and what it costs, by the functions the guest's checkout uses. */
async function quoteOf(db: Database, input: StaffBookingInput): Promise<{ details: PaymentOrderDetails; amountPaise: number }> {
  if (input.kind === 'stay') {
    refuseUnbookableDate('stay', input.checkIn);
    const quote = await priceRoomStay(db, input);
    const details: PaymentOrderDetails = {
      kind: 'stay',
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adults: quote.adults,
      nights: quote.nights,
      promoCode: null,
      roomTypeId: input.roomTypeId,
      nightPaise: quote.perNight.map((each) => each.amountPaise),
    };
    return { details, amountPaise: quote.amountPaise };
  }
  refuseUnbookableDate('retreat', input.startDate);
  // The retreat staff chose (the first on sale when the form names none), priced as the database holds it.
  const { retreat, booked } = await retreatToBook(db, input);
  const quote = priceRetreat(input.occupancy, input.guests, retreat);
  return {
    details: { kind: 'retreat', occupancy: input.occupancy, startDate: input.startDate, guests: quote.guests, retreat: booked },
    amountPaise: quote.amountPaise,
  };
}

/** Books the stay or retreat with its rooms, or refuses (400) as the guest's path would. */
export async function createStaffBooking(
  db: Database,
  actor: Actor,
  input: StaffBookingInput,
  now: Date = new Date(),
): Promise<BookingRow> {
  const { details, amountPaise } = await quoteOf(db, input);
  const described = describeBooking(details);
  const notes = [described.notes, `booked by ${actor.email}`, input.notes].filter(Boolean).join('; ');
  return db.transaction(async (tx) => {
    if (details.kind === 'retreat') await lockDeparturePlaces(tx, details.retreat, details.guests ?? 1);
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...described,
        notes,
        price: priceText(amountPaise),
        customerName: input.customerName,
        customerEmail: input.customerEmail ?? null,
        customerPhone: input.customerPhone,
        status: input.status,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');
    const rooms = await roomsFor(tx, details);
    const placed = rooms ? await withHeldRooms(tx, booking, rooms, now) : booking;
    await recordAudit(tx, { actor, entity: 'booking', entityId: placed.id, action: 'create', before: null, after: placed });
    await notifyBookingCreated(tx, placed);
    return placed;
  });
}

/**
 * What the booking would be, before staff create it: its price by the guest's rules, the rooms it needs
 * and how many are free on all its nights now. A preview: nothing is held, and creating it checks again
 * under the type's lock.
 */
export async function previewStaffBooking(db: Database, input: StaffBookingInput, now: Date = new Date()): Promise<StaffBookingPreview> {
  const { details, amountPaise } = await quoteOf(db, input);
  const rooms = await roomsFor(db, details);
  const price = priceText(amountPaise);
  if (!rooms) return { price, roomsNeeded: 0, roomsFree: 0, typeName: '', nights: 0, available: false };
  const stock = await loadStock(db, { from: rooms.checkIn, to: rooms.checkOut }, now, [rooms.roomTypeId]);
  const type = stock.types[0];
  const nights = nightsOf(rooms.checkIn, rooms.checkOut);
  const roomsFree = type ? freeRooms(type, nights, stock.holds, stock.closures) : 0;
  return {
    price,
    roomsNeeded: rooms.rooms,
    roomsFree,
    typeName: type?.name ?? '',
    nights: nights.length,
    available: roomsFree >= rooms.rooms,
  };
}
