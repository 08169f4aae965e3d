import { parseWithZod } from '@conform-to/zod/v4';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, GUEST_LEAD_MINUTES } from '#app/lib/appointment-messages.ts';
import { type BookedReply, BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { priceText } from '#app/lib/money.ts';
import { appointmentReservationSchema } from '#app/lib/schemas/therapies.ts';
import { type GuestHold, guestHoldColumns, lockGuest, refuseTooManyWaiting } from '../bookings/guest-hold.ts';
import { bookedReply } from '../bookings/manage-link.ts';
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
import { nameAppointmentBooking, sessionDay } from '../therapies/booking-details.ts';
import { takeAppointment } from '../therapies/take.ts';

// A therapy paid at the estate, reserved from the Therapies page (beside appointment.ts, its online checkout): a pending booking that holds its time
// only until the guest follows the link mailed to them (server/bookings/guest-hold.ts), as a class paid at
// the estate does. Following it confirms the booking and books the time; a hold not followed lapses, and
// the time is free again at once (the appointment is held until the booking's own hold lapses).

export interface AppointmentReservation {
  serviceId: string;
  startsAt: Date;
  practitionerId: string | null;
  name: string;
  email: string;
  mobile: string;
}

export async function reserveAppointment(
  database: Database,
  request: AppointmentReservation,
  options: { timeZone: string; guestHold: GuestHold; now?: Date },
) {
  const now = options.now ?? new Date();
  return database.transaction(async (tx) => {
    const guest = { email: request.email, hold: options.guestHold };
    await lockGuest(tx, guest);
    await refuseTooManyWaiting(tx, guest, now);
    const [service] = await tx.select().from(services).where(eq(services.id, request.serviceId));
    if (!service || !service.active || !service.bookableOnline) throw new Refusal(APPOINTMENT_MESSAGES.serviceGone, 409);
    if (service.paymentMode !== 'at-estate') throw new Refusal(APPOINTMENT_MESSAGES.payOnline, 400);
    const held = guestHoldColumns(options.guestHold, now);
    const endsAt = new Date(request.startsAt.getTime() + service.durationMinutes * 60_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        kind: 'appointment',
        eventTitle: service.name,
        ...sessionDay(options.timeZone, request.startsAt),
        price: priceText(service.pricePaise),
        customerName: request.name,
        customerEmail: request.email,
        customerPhone: request.mobile,
        status: 'pending',
        ...held,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('the reservation was not stored');
    // Held for as long as the booking waits for its link: every count of free times ignores it after that.
    const appointment = await takeAppointment(tx, {
      serviceId: service.id,
      startsAt: request.startsAt,
      practitionerId: request.practitionerId,
      holder: { status: 'held', holdUntil: held.holdUntil, paymentOrderId: null },
      leadMinutes: GUEST_LEAD_MINUTES,
      now,
      timeZone: options.timeZone,
    });
    await tx.update(appointments).set({ bookingId: booking.id }).where(eq(appointments.id, appointment.id));
    const named = await nameAppointmentBooking(tx, booking.id, {
      serviceId: service.id,
      serviceName: service.name,
      practitionerId: appointment.practitionerId,
      startsAt: request.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      durationMinutes: service.durationMinutes,
      pricePaise: service.pricePaise,
      stayBookingId: null,
    });
    await notifyBookingCreated(tx, named ?? booking);
    return named ?? booking;
  });
}

/**
 * The Therapies page's reservation form, as its action receives it: the booking made and its page, or
 * null for a bot's form (answered as people are, nothing stored). Throws a Refusal for a form to correct,
 * too many bookings (429) or a time that cannot be had (409).
 */
export async function reserveAppointmentFromForm(formData: FormData, ip: string): Promise<BookedReply | null> {
  const submission = parseWithZod(formData, { schema: appointmentReservationSchema });
  if (submission.status !== 'success') {
    const fieldErrors = (submission.error ?? {}) as Record<string, string[]>;
    throw new Refusal(Object.values(fieldErrors).flat().find(Boolean) ?? BOOKING_MESSAGES.failure, 400, { fieldErrors });
  }
  const { website, startsAt, practitionerId, ...guest } = submission.value;
  if (website) return null;
  const limit = await hitRateLimit(db(), bookingRateLimit(), ip);
  if (!limit.allowed) throw new Refusal(BOOKING_MESSAGES.tooMany, 429, { retryAfterSeconds: limit.retryAfterSeconds });
  const booking = await reserveAppointment(
    db(),
    { ...guest, startsAt: new Date(startsAt), practitionerId: practitionerId || null },
    { timeZone: siteSettings().timeZone, guestHold: { client: ip } },
  );
  // One time fewer on the page.
  clearPageCache();
  return bookedReply(booking);
}
