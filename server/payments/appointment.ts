import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, GUEST_LEAD_MINUTES } from '#app/lib/appointment-messages.ts';
import { slotOfTime } from '#app/lib/class-times.ts';
import { todayIn, wallClockIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { eventHoldExpiry } from '../bookings/online-event.ts';
import type { Database } from '../db/client.ts';
import { bookings, type PaymentOrderDetails, paymentOrders, servicePractitioners, services } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { siteSettings } from '../site.ts';
import { nameAppointmentBooking, sessionPricePaise } from '../therapies/booking-details.ts';
import { bookHeld, takeAppointment } from '../therapies/take.ts';
import { zonedInstant } from '../zoned-time.ts';

// A therapy or consultation paid online: the checkout is priced from the service's row (its in-stay price
// when booked from a stay), holds the time in the same transaction as its payment order for
// EVENT_HOLD_MINUTES as an online class's seat, and its payment books the time for the booking it becomes;
// a payment that came after its hold lapsed takes the time again only if it is still free, else it is kept
// as the record of a payment for staff to refund, as the other kinds' late payments are.

type BookingRow = typeof bookings.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;
export type AppointmentOrderDetails = Extract<PaymentOrderDetails, { kind: 'appointment' }>;

/** What the browser may ask for: which service, when and with whom. Never an amount. */
export interface AppointmentRequest {
  serviceId: string;
  /** ISO instant of the start, one of the free times the page offered. */
  startsAt: string;
  /** The practitioner chosen; null, any free qualified one. */
  practitionerId: string | null;
  /** The stay it is booked from (its booking page, later): priced at the in-stay price, within the stay's days. */
  stayBookingId?: string | null;
}

const MINUTE = 60_000;

/** The stay an appointment is booked from: a confirmed stay, from its first day to the end of its last. */
export async function stayWindow(db: Database, stayBookingId: string, timeZone: string) {
  const [stay] = await db.select().from(bookings).where(eq(bookings.id, stayBookingId));
  if (!stay || stay.kind !== 'stay' || stay.status !== 'confirmed' || stay.details?.kind !== 'stay') {
    throw new Refusal(APPOINTMENT_MESSAGES.stayNotFound, 409);
  }
  const to = stay.selectedSlot.split(' to ')[1] ?? stay.eventDate;
  return { from: zonedInstant(stay.eventDate, 0, timeZone), to: zonedInstant(to, 24 * 60, timeZone) };
}

/**
 * The amount and the order's details for one session: the service's price (its in-stay price from a stay),
 * the service being offered online and paid online, and the practitioner asked for giving it. Whether the
 * time is free is asked under the locks as it is held (holdAppointmentTime), never here: an order asked
 * again with the same key must price the same.
 */
export async function priceAppointment(
  db: Database,
  request: AppointmentRequest,
  timeZone: string = siteSettings().timeZone,
): Promise<{ amountPaise: number; details: AppointmentOrderDetails }> {
  const [service] = await db.select().from(services).where(eq(services.id, request.serviceId));
  if (!service || !service.active || !service.bookableOnline) throw new Refusal(APPOINTMENT_MESSAGES.serviceGone, 409);
  if (service.paymentMode !== 'online') throw new Refusal(APPOINTMENT_MESSAGES.payAtEstate, 400);
  const startsAt = new Date(request.startsAt);
  if (Number.isNaN(startsAt.getTime())) throw new Refusal(APPOINTMENT_MESSAGES.badTime, 400);
  if (request.practitionerId) {
    const [gives] = await db
      .select({ id: servicePractitioners.practitionerId })
      .from(servicePractitioners)
      .where(and(eq(servicePractitioners.serviceId, service.id), eq(servicePractitioners.practitionerId, request.practitionerId)));
    if (!gives) throw new Refusal(THERAPY_MESSAGES.notQualified, 400);
  }
  const stayBookingId = request.stayBookingId ?? null;
  if (stayBookingId) await stayWindow(db, stayBookingId, timeZone);
  const pricePaise = sessionPricePaise(service, Boolean(stayBookingId));
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
  return {
    amountPaise: pricePaise,
    details: {
      kind: 'appointment',
      serviceId: service.id,
      serviceName: service.name,
      practitionerId: request.practitionerId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      durationMinutes: service.durationMinutes,
      pricePaise,
      stayBookingId,
      eventDate: todayIn(timeZone, startsAt),
      // As a class's slot is written ('10:30 AM'): the mail, the calendar file and the policy read it so.
      slot: slotOfTime(wallClockIn(timeZone, startsAt).slice(11)),
    },
  };
}

/**
 * Holds the time for a checkout just stored, inside its transaction: the engine locks the practitioners'
 * and rooms' rows, so of two checkouts for the last free time one holds it and the other is refused (409).
 */
export async function holdAppointmentTime(
  tx: Database,
  details: AppointmentOrderDetails,
  paymentOrderId: string,
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<void> {
  await takeAppointment(tx, {
    serviceId: details.serviceId,
    startsAt: new Date(details.startsAt),
    practitionerId: details.practitionerId,
    holder: { status: 'held', holdUntil: eventHoldExpiry(now), paymentOrderId },
    stayBookingId: details.stayBookingId,
    leadMinutes: GUEST_LEAD_MINUTES,
    window: details.stayBookingId ? await stayWindow(tx, details.stayBookingId, timeZone) : null,
    now,
    timeZone,
  });
}

/**
 * The paid checkout's time, booked for its booking, with who gives it written into the booking's details.
 * A hold still running is booked; a lapsed or released one is taken again when the time is still free.
 * Otherwise the booking is marked paid without a place: it takes no time, shows on staff's refund list
 * and tells the guest plainly.
 */
export async function placePaidAppointment(tx: Database, order: OrderRow, booking: BookingRow, now: Date): Promise<BookingRow> {
  const details = order.details.kind === 'appointment' ? order.details : null;
  if (!details) return booking;
  let practitionerId: string | null = null;
  try {
    const [booked] = await bookHeld(tx, order.id, booking.id, now);
    // A hold the failed attempt gave back: the time is taken again for the booking, when free.
    const row =
      booked ??
      (await takeAppointment(tx, {
        serviceId: details.serviceId,
        startsAt: new Date(details.startsAt),
        practitionerId: details.practitionerId,
        holder: { status: 'booked', bookingId: booking.id },
        stayBookingId: details.stayBookingId,
        // The guest paid for this start: no lead time is asked of it now.
        leadMinutes: 0,
        now,
      }));
    practitionerId = row.practitionerId;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
  }
  if (!practitionerId) {
    const [unplaced] = await tx
      .update(bookings)
      .set({ paidWithoutRoom: true, notes: APPOINTMENT_MESSAGES.staffNoTime, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!unplaced) throw new Error('the appointment paid without a time was not stored');
    return unplaced;
  }
  const named = await nameAppointmentBooking(
    tx,
    booking.id,
    {
      serviceId: details.serviceId,
      serviceName: details.serviceName,
      practitionerId,
      startsAt: details.startsAt,
      endsAt: details.endsAt,
      durationMinutes: details.durationMinutes,
      pricePaise: details.pricePaise,
      stayBookingId: details.stayBookingId,
    },
    { updatedAt: now },
  );
  return named ?? booking;
}
