import { and, asc, eq } from 'drizzle-orm';
import type { PolicyFigures } from '#app/content/cancellation-policy.ts';
import { BOOKABLE_DAYS_AHEAD, GUEST_APPOINTMENT_MESSAGES, GUEST_LEAD_MINUTES } from '#app/lib/appointment-messages.ts';
import { slotOfTime } from '#app/lib/class-times.ts';
import { addDays, formatLongUsWeekdayDate, todayIn, wallClockIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { managePath, readManageToken } from '../bookings/manage-link.ts';
import { notifyBookingMoved } from '../bookings/notify.ts';
import type { Database } from '../db/client.ts';
import { appointments, authUser, bookings, practitioners, services } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { figuresOf } from '../refunds/cancellation-policy.ts';
import { Refusal } from '../refusal.ts';
import { practitionerCredit, sessionDay, sessionPricePaise } from '../therapies/booking-details.ts';
import { bookableServices, type CatalogueService } from '../therapies/catalogue.ts';
import { listStarts } from '../therapies/schedule-data.ts';
import { moveAppointment } from '../therapies/take.ts';
import { stayWindow } from './appointment.ts';

// A guest's own booking page and their therapies: a staying guest adds one during their stay (the free
// times limited to the stay's days, paid through the same checkout as /therapies at the in-stay price), and
// a guest with an appointment changes its time free, as often and while as far ahead as the figures it was
// booked under allow (first: once, a day or more ahead). The server decides both: the page only offers what these functions would allow.

type BookingRow = typeof bookings.$inferSelect;
const HOUR = 3_600_000;

export interface OfferedTime {
  startsAt: string;
  label: string;
}

export interface StayTherapyQuery {
  service?: string | undefined;
  day?: string | undefined;
  practitioner?: string | undefined;
}

/** What the stay's page offers: the services bookable online, the stay's days still ahead, and the chosen one's free times. */
export interface StayTherapyOffer {
  firstDay: string;
  lastDay: string;
  services: (Omit<CatalogueService, 'pricePaise'> & { pricePaise: number })[];
  chosen: { serviceId: string; slug: string; day: string; practitionerId: string | null; times: OfferedTime[] } | null;
}

const checkOutOf = (stay: BookingRow) => stay.selectedSlot.split(' to ')[1] ?? stay.eventDate;

function timesOf(starts: { startsAt: Date }[], timeZone: string): OfferedTime[] {
  return starts.map((start) => ({
    startsAt: start.startsAt.toISOString(),
    label: slotOfTime(wallClockIn(timeZone, start.startsAt).slice(11)),
  }));
}

/**
 * The "add a therapy" section of a confirmed stay whose check-out day is still ahead; null for any other
 * booking. Each service is shown at its in-stay price, the one its checkout charges a stay.
 */
export async function stayTherapyOffer(
  db: Database,
  stay: BookingRow,
  query: StayTherapyQuery,
  options: { timeZone: string; now?: Date },
): Promise<StayTherapyOffer | null> {
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone, now);
  if (stay.kind !== 'stay' || stay.status !== 'confirmed' || stay.paidWithoutRoom || stay.details?.kind !== 'stay') return null;
  const lastDay = checkOutOf(stay);
  if (lastDay < today) return null;
  const firstDay = stay.eventDate > today ? stay.eventDate : today;
  // Paid online or at the estate: from a stay either may go on the stay's bill (stay-bill-appointment.ts).
  const offered = (await bookableServices(db)).map((service) => ({ ...service, pricePaise: sessionPricePaise(service, true) }));
  const service = offered.find((each) => each.slug === query.service);
  if (!service) return { firstDay, lastDay, services: offered, chosen: null };
  const day = query.day && query.day >= firstDay && query.day <= lastDay ? query.day : firstDay;
  const practitionerId = service.practitioners.some((person) => person.id === query.practitioner) ? query.practitioner! : null;
  const window = await stayWindow(db, stay.id, options.timeZone);
  const starts = await listStarts(db, {
    serviceId: service.id,
    day,
    leadMinutes: GUEST_LEAD_MINUTES,
    practitionerId,
    window,
    timeZone: options.timeZone,
    now,
  });
  return {
    firstDay,
    lastDay,
    services: offered,
    chosen: { serviceId: service.id, slug: service.slug, day, practitionerId, times: timesOf(starts, options.timeZone) },
  };
}

/**
 * The therapies booked during a stay, for its page: what, when and with whom, in the order they come, and
 * what each still owes (its booking's due: the in-stay price when it went on the stay's bill, 0 once paid).
 */
export async function stayTherapies(db: Database, stayBookingId: string, timeZone: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      service: services.name,
      startsAt: appointments.startsAt,
      practitioner: authUser.name,
      reference: bookings.reference,
      duePaise: bookings.duePaise,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(and(eq(appointments.stayBookingId, stayBookingId), eq(appointments.status, 'booked')))
    .orderBy(asc(appointments.startsAt));
  return Promise.all(
    rows.map(async (row) => ({
      service: row.service,
      practitioner: row.practitioner,
      reference: row.reference,
      duePaise: row.duePaise,
      path: await managePath(row.bookingId, db),
      when: `${formatLongUsWeekdayDate(todayIn(timeZone, row.startsAt))}, ${slotOfTime(wallClockIn(timeZone, row.startsAt).slice(11))}`,
    })),
  );
}

/** The appointment a booking holds, when it is a therapy still booked. */
async function bookedAppointment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.bookingId, bookingId), eq(appointments.status, 'booked')));
  return row ?? null;
}

/** Why a guest may not change the time now (the sentence), or null when they may: the booking's own figures decide. */
function rescheduleRefusal(
  appointment: { startsAt: Date; guestReschedules: number },
  figures: PolicyFigures['appointment'],
  now: Date,
): string | null {
  if (appointment.guestReschedules >= figures.freeReschedules) return GUEST_APPOINTMENT_MESSAGES.used(figures);
  if (appointment.startsAt.getTime() - now.getTime() < figures.rescheduleNoticeHours * HOUR)
    return GUEST_APPOINTMENT_MESSAGES.tooLate(figures);
  return null;
}

/** The "change time" section of an appointment's page: the free times of a day, or why it cannot move. */
export async function rescheduleOffer(
  db: Database,
  booking: BookingRow,
  query: { day?: string | undefined; practitioner?: string | undefined },
  options: { timeZone: string; now?: Date },
) {
  const now = options.now ?? new Date();
  if (booking.kind !== 'appointment' || booking.status !== 'confirmed') return null;
  const appointment = await bookedAppointment(db, booking.id);
  if (!appointment || appointment.endsAt <= now) return null;
  const figures = figuresOf(booking).appointment;
  const refusal = rescheduleRefusal(appointment, figures, now);
  const today = todayIn(options.timeZone, now);
  const stay = appointment.stayBookingId ? await stayBounds(db, appointment.stayBookingId, options.timeZone) : null;
  const firstDay = stay && stay.firstDay > today ? stay.firstDay : today;
  const lastDay = stay?.lastDay ?? addDays(today, BOOKABLE_DAYS_AHEAD);
  const day = query.day && query.day >= firstDay && query.day <= lastDay ? query.day : todayIn(options.timeZone, appointment.startsAt);
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, appointment.serviceId));
  const givers = (await bookableServices(db)).find((each) => each.id === appointment.serviceId)?.practitioners ?? [];
  const practitionerId = query.practitioner === '' ? null : (givers.find((person) => person.id === query.practitioner)?.id ?? null);
  const starts =
    refusal || !service
      ? []
      : await listStarts(db, {
          serviceId: service.id,
          day,
          leadMinutes: GUEST_LEAD_MINUTES,
          practitionerId,
          window: stay?.window ?? null,
          timeZone: options.timeZone,
          now,
        });
  return {
    refusal,
    intro: GUEST_APPOINTMENT_MESSAGES.changeIntro(figures),
    firstDay,
    lastDay,
    day,
    practitionerId,
    practitioners: givers,
    times: timesOf(starts, options.timeZone),
  };
}

async function stayBounds(db: Database, stayBookingId: string, timeZone: string) {
  const [stay] = await db.select().from(bookings).where(eq(bookings.id, stayBookingId));
  if (!stay) return null;
  try {
    return { firstDay: stay.eventDate, lastDay: checkOutOf(stay), window: await stayWindow(db, stay.id, timeZone) };
  } catch (error) {
    // A stay cancelled since: the appointment keeps to no window of it.
    if (error instanceof Refusal) return null;
    throw error;
  }
}

/**
 * Moves a guest's appointment to another free time of the same service, counted as one of their free
 * changes: refused, changing nothing, when it starts less than the booking's notice from now or the guest
 * has used every free change its figures give. The booking's date, time and practitioner follow, and the guest is mailed the new
 * time with a calendar file that replaces the old one.
 */
export async function rescheduleAsGuest(
  db: Database,
  bookingId: string,
  request: { startsAt: Date; practitionerId?: string | null },
  options: { timeZone: string; now?: Date },
): Promise<BookingRow> {
  const now = options.now ?? new Date();
  if (Number.isNaN(request.startsAt.getTime())) throw new Refusal(GUEST_APPOINTMENT_MESSAGES.notAppointment, 400);
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!before || before.kind !== 'appointment') throw new Refusal(GUEST_APPOINTMENT_MESSAGES.notAppointment, 400);
    if (before.status !== 'confirmed') throw new Refusal(THERAPY_MESSAGES.notChangeable, 409);
    const current = await bookedAppointment(tx, bookingId);
    if (!current) throw new Refusal(THERAPY_MESSAGES.notChangeable, 409);
    const refusal = rescheduleRefusal(current, figuresOf(before).appointment, now);
    if (refusal) throw new Refusal(refusal, 409);
    const stay = current.stayBookingId ? await stayBounds(tx, current.stayBookingId, options.timeZone) : null;
    const moved = await moveAppointment(tx, {
      appointmentId: current.id,
      startsAt: request.startsAt,
      practitionerId: request.practitionerId ?? null,
      byGuest: true,
      leadMinutes: GUEST_LEAD_MINUTES,
      window: stay?.window ?? null,
      now,
      timeZone: options.timeZone,
    });
    const details =
      before.details?.kind === 'appointment'
        ? {
            ...before.details,
            practitionerId: moved.practitionerId,
            ...(await practitionerCredit(tx, moved.practitionerId)),
            startsAt: moved.startsAt.toISOString(),
            endsAt: moved.endsAt.toISOString(),
          }
        : before.details;
    const [row] = await tx
      .update(bookings)
      .set({
        ...sessionDay(options.timeZone, moved.startsAt),
        details,
        updatedAt: now,
      })
      .where(eq(bookings.id, before.id))
      .returning();
    if (!row) throw new Error('the moved appointment booking was not stored');
    await notifyBookingMoved(tx, before, row, { duePaise: 0, refundDuePaise: 0 }, `guest-${now.getTime()}`);
    return row;
  });
  // The time it left is free again on /therapies.
  clearPageCache();
  return after;
}

/** Everything the booking page shows of a guest's therapies, by the kind of booking it is. */
export async function guestTherapies(db: Database, bookingId: string, query: StayTherapyQuery, options: { timeZone: string; now?: Date }) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { add: null, booked: [], change: null };
  if (booking.kind === 'stay') {
    return {
      add: await stayTherapyOffer(db, booking, query, options),
      booked: await stayTherapies(db, booking.id, options.timeZone),
      change: null,
    };
  }
  return { add: null, booked: [], change: await rescheduleOffer(db, booking, query, options) };
}

/**
 * /therapies opened from a stay's page: the page's token read back into the stay, and what it offers
 * (null for a token that names none, or a stay that offers nothing any more).
 */
export async function stayOfferForToken(db: Database, token: string, query: StayTherapyQuery, options: { timeZone: string; now?: Date }) {
  const stayBookingId = await readManageToken(token, db);
  if (!stayBookingId) return null;
  const [stay] = await db.select().from(bookings).where(eq(bookings.id, stayBookingId));
  const offer = stay ? await stayTherapyOffer(db, stay, query, options) : null;
  return offer ? { ...offer, reference: stay!.reference } : null;
}
