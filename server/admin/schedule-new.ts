import { and, asc, eq } from 'drizzle-orm';
import { type NewAppointmentChoices, type NewAppointmentGuest, SCHEDULE_MESSAGES } from '#app/lib/admin/schedule.ts';
import { todayIn, wallClockIn } from '#app/lib/dates.ts';
import { formatPaise, priceText } from '#app/lib/money.ts';
import type { ScheduleCreateInput } from '#app/lib/schemas/admin/schedule.ts';
import { can, refusedText } from '#app/lib/staff-roles.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyBookingCreated } from '../bookings/notify.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings, guests, services } from '../db/schema.ts';
import { searchGuests } from '../guests/merge.ts';
import { stayWindow } from '../payments/appointment.ts';
import { Refusal } from '../refusal.ts';
import { nameAppointmentBooking, sessionDay, sessionPricePaise } from '../therapies/booking-details.ts';
import { listStarts } from '../therapies/schedule-data.ts';
import { takeAppointment } from '../therapies/take.ts';
import { givers } from './schedule.ts';

// A session the front desk books for a guest from the Schedule screen: the guest found among the profiles
// (or a new one, found or made by the bookings' own trigger as any booking's guest is), any active service
// (those not offered online too), and a free start by the engine's rules without the online lead time.
// It is confirmed at once (staff made it: no mailed link to follow) and paid at the estate, its price
// owed until the desk records the payment, as for the other bookings staff make.

type Actor = { userId: string; email: string; role: string };
type BookingRow = typeof bookings.$inferSelect;

export interface NewAppointmentQuery {
  query: string;
  guestId: string | null;
  serviceId: string | null;
  practitionerId: string | null;
  day: string | null;
  timeZone: string;
  now?: Date;
}

const checkOutOf = (stay: Pick<BookingRow, 'selectedSlot' | 'eventDate'>) => stay.selectedSlot.split(' to ')[1] ?? stay.eventDate;

async function guestOf(db: Database, id: string): Promise<NewAppointmentGuest | null> {
  const [row] = await db
    .select({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone })
    .from(guests)
    .where(eq(guests.id, id));
  return row ?? null;
}

/** The guest's confirmed stays whose last day is today or later, to add a session to. */
async function staysAhead(db: Database, guestId: string, today: string) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      title: bookings.eventTitle,
      eventDate: bookings.eventDate,
      selectedSlot: bookings.selectedSlot,
    })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.kind, 'stay'), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.eventDate));
  return rows
    .filter((row) => checkOutOf(row) >= today)
    .map((row) => ({ id: row.id, label: `${row.reference} · ${row.title}, ${row.eventDate} to ${checkOutOf(row)}` }));
}

/** What the New appointment dialog offers for its address's choices; see NewAppointmentChoices. */
export async function newAppointmentChoices(db: Database, input: NewAppointmentQuery): Promise<NewAppointmentChoices> {
  const now = input.now ?? new Date();
  const today = todayIn(input.timeZone, now);
  const query = input.query.trim().slice(0, 100);
  const matches = query ? (await searchGuests(db, query, null)).map(({ bookings: _count, ...guest }) => guest) : [];
  const guest = input.guestId ? await guestOf(db, input.guestId) : null;
  const offered = await db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.sortOrder), asc(services.name));
  const service = offered.find((row) => row.id === input.serviceId) ?? null;
  const people = service ? await givers(db, service.id) : [];
  const practitionerId = people.some((person) => person.id === input.practitionerId) ? input.practitionerId : null;
  // Never a day gone by: its times are all in the past.
  const day = input.day && input.day >= today ? input.day : today;
  const starts = service
    ? await listStarts(db, { serviceId: service.id, day, leadMinutes: 0, practitionerId, timeZone: input.timeZone, now })
    : [];
  return {
    query,
    matches,
    guest,
    stays: guest ? await staysAhead(db, guest.id, today) : [],
    services: offered.map((row) => ({
      id: row.id,
      label: `${row.name} (${row.durationMinutes} min, ${formatPaise(row.pricePaise)})${row.bookableOnline ? '' : ' · staff only'}`,
    })),
    serviceId: service?.id ?? null,
    practitioners: people,
    practitionerId,
    day,
    firstDay: today,
    starts: starts.map((start) => ({
      startsAt: start.startsAt.toISOString(),
      label: wallClockIn(input.timeZone, start.startsAt).slice(11),
    })),
  };
}

/** Who the booking is for: the profile chosen, or the new guest's details (their profile found or made on insert). */
async function customerOf(tx: Database, input: ScheduleCreateInput) {
  if (input.guestId) {
    const guest = await guestOf(tx, input.guestId);
    if (!guest) throw new Refusal(SCHEDULE_MESSAGES.unknownGuest, 404);
    return { guestId: guest.id, customerName: guest.name, customerEmail: guest.email, customerPhone: guest.phone ?? '' };
  }
  if (!input.customerName || !(input.customerEmail || input.customerPhone)) throw new Refusal(SCHEDULE_MESSAGES.guestNeeded, 400);
  return { customerName: input.customerName, customerEmail: input.customerEmail ?? null, customerPhone: input.customerPhone ?? '' };
}

/**
 * Books the session for the guest in one transaction: the booking (confirmed, its price owed), its time
 * taken under the engine's locks, both audited, and the guest's confirmation with its calendar file
 * queued. A time gone meanwhile (409), a practitioner not giving the service (400) or an unknown guest or
 * service (404) leaves nothing stored. Only a role that manages the schedule may (403 otherwise).
 */
export async function createStaffAppointment(
  db: Database,
  actor: Actor,
  input: ScheduleCreateInput,
  options: { timeZone: string; now?: Date },
): Promise<BookingRow> {
  if (!can(actor.role, 'schedule:manage')) throw new Refusal(refusedText, 403);
  const now = options.now ?? new Date();
  const startsAt = new Date(input.startsAt);
  return db.transaction(async (tx) => {
    const [service] = await tx.select().from(services).where(eq(services.id, input.serviceId));
    if (!service || !service.active) throw new Refusal(THERAPY_MESSAGES.unknownService, 404);
    const customer = await customerOf(tx, input);
    let window: { from: Date; to: Date } | null = null;
    if (input.stayBookingId) {
      const [stay] = await tx.select({ guestId: bookings.guestId }).from(bookings).where(eq(bookings.id, input.stayBookingId));
      if (!stay || !('guestId' in customer) || stay.guestId !== customer.guestId) throw new Refusal(SCHEDULE_MESSAGES.stayNotTheirs, 400);
      window = await stayWindow(tx, input.stayBookingId, options.timeZone);
    }
    // A session added to a stay is charged as the stay's own page charges it.
    const pricePaise = sessionPricePaise(service, Boolean(input.stayBookingId));
    const [booking] = await tx
      .insert(bookings)
      .values({
        kind: 'appointment',
        eventTitle: service.name,
        ...sessionDay(options.timeZone, startsAt),
        price: priceText(pricePaise),
        ...customer,
        status: 'confirmed',
        notes: `booked by ${actor.email}`,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('the appointment booking was not stored');
    // Staff are not held to the online lead time; the engine still refuses a start already past.
    const appointment = await takeAppointment(tx, {
      serviceId: service.id,
      startsAt,
      practitionerId: input.practitionerId ?? null,
      holder: { status: 'booked', bookingId: booking.id },
      stayBookingId: input.stayBookingId ?? null,
      leadMinutes: 0,
      window,
      now,
      timeZone: options.timeZone,
    });
    const named = await nameAppointmentBooking(tx, booking.id, {
      serviceId: service.id,
      serviceName: service.name,
      practitionerId: appointment.practitionerId,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      durationMinutes: service.durationMinutes,
      pricePaise,
      stayBookingId: input.stayBookingId ?? null,
    });
    await recordAudit(tx, { actor, entity: 'booking', entityId: booking.id, action: 'create', before: null, after: named! });
    await recordAudit(tx, { actor, entity: 'appointment', entityId: appointment.id, action: 'create', before: null, after: appointment });
    await notifyBookingCreated(tx, named!);
    return named!;
  });
}
