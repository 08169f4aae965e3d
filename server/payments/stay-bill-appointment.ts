import { parseWithZod } from '@conform-to/zod/v4';
import { and, eq, gt } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, GUEST_LEAD_MINUTES, STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { type BookedReply, BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { priceText } from '#app/lib/money.ts';
import { stayBillSchema } from '#app/lib/schemas/therapies.ts';
import { recordAudit } from '../audit/index.ts';
import { GUEST_ACTOR } from '../bookings/guest-cancel.ts';
import { readManageToken } from '../bookings/manage-link.ts';
import { notifyBookingCreated } from '../bookings/notify.ts';
import { bookingRateLimit } from '../bookings/rate-limits.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { db } from '../db/index.ts';
import { appointments, bookings, services } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../refusal.ts';
import { siteSettings } from '../site.ts';
import { nameAppointmentBooking, sessionDay, sessionPricePaise } from '../therapies/booking-details.ts';
import { takeAppointment } from '../therapies/take.ts';
import { stayWindow } from './appointment.ts';

// A therapy added to a stay's bill: a staying guest, proved by their stay page's token (no mailed link to
// follow), books a session at once without paying. It is a confirmed appointment booking of its own, linked
// to the stay, priced at the in-stay price, with that price recorded as due (bookings.due_paise) and no due
// date: nothing reminds or cancels it, the desk takes it at the estate (check-out) with "Mark paid" as any
// other booking's due. Online-paid and paid-at-the-estate services are both billable this way.

type BookingRow = typeof bookings.$inferSelect;

export interface StayBillRequest {
  /** The stay page's token: the only proof of who the guest is. */
  stayToken: string;
  serviceId: string;
  startsAt: Date;
  /** The practitioner chosen; null, any free qualified one. */
  practitionerId: string | null;
}

/**
 * Books the session for the stay named by the token and records its in-stay price as owed, in one
 * transaction: the stay's row is locked (a cancellation of the stay at the same moment comes first or
 * after), then the engine takes the time under its locks. Refuses, storing nothing: 404 a token that names
 * no stay, 409 a stay not confirmed, a service not offered or a time gone, 400 a time outside the stay.
 */
export async function addAppointmentToStayBill(
  database: Database,
  request: StayBillRequest,
  options: { timeZone: string; now?: Date },
): Promise<{ booking: BookingRow; stay: BookingRow }> {
  const now = options.now ?? new Date();
  if (Number.isNaN(request.startsAt.getTime())) throw new Refusal(APPOINTMENT_MESSAGES.badTime, 400);
  const stayId = await readManageToken(request.stayToken, database);
  if (!stayId) throw new Refusal(STAY_BILL_MESSAGES.noStay, 404);
  const result = await database.transaction(async (tx) => {
    const [stay] = await tx.select().from(bookings).where(eq(bookings.id, stayId)).for('update');
    if (!stay || stay.kind !== 'stay' || stay.paidWithoutRoom) throw new Refusal(STAY_BILL_MESSAGES.noStay, 404);
    // Confirmed, with its dates: otherwise the same sentence (stayWindow refuses it).
    const window = await stayWindow(tx, stay.id, options.timeZone);
    const [service] = await tx.select().from(services).where(eq(services.id, request.serviceId));
    if (!service || !service.active || !service.bookableOnline) throw new Refusal(APPOINTMENT_MESSAGES.serviceGone, 409);
    const pricePaise = sessionPricePaise(service, true);
    const endsAt = new Date(request.startsAt.getTime() + service.durationMinutes * 60_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        kind: 'appointment',
        eventTitle: service.name,
        ...sessionDay(options.timeZone, request.startsAt),
        price: priceText(pricePaise),
        // The stay's guest: the same person, their mail and their GST state.
        customerName: stay.customerName,
        customerEmail: stay.customerEmail,
        customerPhone: stay.customerPhone,
        customerState: stay.customerState,
        status: 'confirmed',
        duePaise: pricePaise,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('the appointment on the stay bill was not stored');
    const appointment = await takeAppointment(tx, {
      serviceId: service.id,
      startsAt: request.startsAt,
      practitionerId: request.practitionerId,
      holder: { status: 'booked', bookingId: booking.id },
      stayBookingId: stay.id,
      leadMinutes: GUEST_LEAD_MINUTES,
      window,
      now,
      timeZone: options.timeZone,
    });
    const named = await nameAppointmentBooking(tx, booking.id, {
      serviceId: service.id,
      serviceName: service.name,
      practitionerId: appointment.practitionerId,
      startsAt: request.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      durationMinutes: service.durationMinutes,
      pricePaise,
      stayBookingId: stay.id,
    });
    if (!named) throw new Error('the appointment on the stay bill was not named');
    await recordAudit(tx, { actor: GUEST_ACTOR, entity: 'booking', entityId: named.id, action: 'create', before: null, after: named });
    await notifyBookingCreated(tx, named);
    return { booking: named, stay };
  });
  // One time fewer on /therapies.
  clearPageCache();
  return result;
}

/**
 * /therapies' "add to my stay's bill" form, as its action receives it: the stay's page to go back to (where
 * the session is now listed with what it adds to the bill), or null for a bot's form (nothing stored).
 */
export async function addToStayBillFromForm(formData: FormData, ip: string): Promise<BookedReply | null> {
  const submission = parseWithZod(formData, { schema: stayBillSchema });
  if (submission.status !== 'success') {
    const fieldErrors = (submission.error ?? {}) as Record<string, string[]>;
    throw new Refusal(Object.values(fieldErrors).flat().find(Boolean) ?? BOOKING_MESSAGES.failure, 400, { fieldErrors });
  }
  const { website, stay, serviceId, startsAt, practitionerId } = submission.value;
  if (website) return null;
  const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
  if (!limit.allowed) throw new Refusal(BOOKING_MESSAGES.tooMany, 429, { retryAfterSeconds: limit.retryAfterSeconds });
  const { booking } = await addAppointmentToStayBill(
    db(),
    { stayToken: stay, serviceId, startsAt: new Date(startsAt), practitionerId: practitionerId || null },
    { timeZone: siteSettings().timeZone },
  );
  return { reference: booking.reference, url: `/booking/${stay}#stay-therapies-heading` };
}

/** What the desk reads of a stay's bill on a booking's details: a stay's therapies still owed, or the stay an appointment is billed to. */
export type StayBillView =
  { kind: 'stay'; owedPaise: number; count: number } | { kind: 'appointment'; owedPaise: number; stayReference: string };

/** The stay's-bill line of a booking's details, or null when it has none (nothing owed on a stay's bill). */
export async function stayBillView(database: Database, bookingId: string): Promise<StayBillView | null> {
  const [booking] = await database.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  if (booking.kind === 'stay') {
    const owed = await database
      .select({ duePaise: bookings.duePaise })
      .from(appointments)
      .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
      .where(
        and(
          eq(appointments.stayBookingId, booking.id),
          eq(appointments.status, 'booked'),
          eq(bookings.status, 'confirmed'),
          gt(bookings.duePaise, 0),
        ),
      );
    if (owed.length === 0) return null;
    return { kind: 'stay', owedPaise: owed.reduce((sum, row) => sum + row.duePaise, 0), count: owed.length };
  }
  const stayId = booking.details?.kind === 'appointment' ? booking.details.stayBookingId : null;
  if (!stayId || booking.duePaise <= 0) return null;
  const [stay] = await database.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, stayId));
  return stay ? { kind: 'appointment', owedPaise: booking.duePaise, stayReference: stay.reference } : null;
}
