import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ReportRange } from '#app/lib/admin/report-range.ts';
import type { AppointmentsReport, AppointmentTally } from '#app/lib/admin/reports-view.ts';
import type { Database } from '../../db/client.ts';
import { appointments, authUser, paymentOrders, practitioners, refunds, refundsDue, services } from '../../db/schema.ts';
import { rangeInstants } from './buckets.ts';

// The range's therapy sessions, counted by the day they were for (the estate's days), per service and per
// practitioner: how many are still booked, done, missed and cancelled, and the money their bookings took.
// The money is what the payment records say (paid orders, less processed refunds and money given back by
// hand), whenever it moved, never a price: a session whose booking was paid and then cancelled without a
// refund still brought its money in. A booking of several sessions shares its money equally among them.

const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;

interface Money {
  paid: number;
  refunded: number;
}

/** `amount` split into `parts` whole paise, the odd paise to the first parts, so the shares add up. */
function shareOf(amount: number, parts: number, index: number): number {
  const base = Math.trunc(amount / parts);
  const rest = amount - base * parts;
  return base + (index < Math.abs(rest) ? Math.sign(rest) : 0);
}

function emptyTally(key: string, name: string): AppointmentTally {
  return { key, name, booked: 0, done: 0, noShows: 0, cancelled: 0, paidPaise: 0, refundedPaise: 0, netPaise: 0 };
}

export async function appointmentsReport(db: Database, range: ReportRange, timeZone: string): Promise<AppointmentsReport> {
  const { start, end } = rangeInstants(range, timeZone);
  // A held time is a checkout still open; cancelled without a booking, one that lapsed: neither was an appointment.
  const counted = and(
    gte(appointments.startsAt, start),
    lt(appointments.startsAt, end),
    ne(appointments.status, 'held'),
    or(isNotNull(appointments.bookingId), ne(appointments.status, 'cancelled')),
  );
  const bookingsInRange = db
    .select({ id: appointments.bookingId })
    .from(appointments)
    .where(and(counted, isNotNull(appointments.bookingId)));
  const [sessions, siblings, paid, refunded, givenBack] = await Promise.all([
    db
      .select({
        id: appointments.id,
        status: appointments.status,
        bookingId: appointments.bookingId,
        serviceId: appointments.serviceId,
        serviceName: services.name,
        practitionerId: appointments.practitionerId,
        practitionerName: authUser.name,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
      .innerJoin(authUser, eq(authUser.id, practitioners.userId))
      .where(counted),
    // Every session of those bookings, in and out of the range, in one order: each one's share is fixed.
    db
      .select({ id: appointments.id, bookingId: appointments.bookingId })
      .from(appointments)
      .where(and(inArray(appointments.bookingId, bookingsInRange), ne(appointments.status, 'held')))
      .orderBy(asc(appointments.startsAt), asc(appointments.id)),
    db
      .select({ bookingId: paymentOrders.bookingId, paise: total(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.state, 'paid'), inArray(paymentOrders.bookingId, bookingsInRange)))
      .groupBy(paymentOrders.bookingId),
    db
      .select({ bookingId: refunds.bookingId, paise: total(refunds.amountPaise) })
      .from(refunds)
      .where(and(eq(refunds.state, 'processed'), inArray(refunds.bookingId, bookingsInRange)))
      .groupBy(refunds.bookingId),
    db
      .select({ bookingId: refundsDue.bookingId, paise: total(refundsDue.amountPaise) })
      .from(refundsDue)
      .where(and(isNotNull(refundsDue.paidOutAt), inArray(refundsDue.bookingId, bookingsInRange)))
      .groupBy(refundsDue.bookingId),
  ]);

  const money = new Map<string, Money>();
  const moneyOf = (bookingId: string) => money.get(bookingId) ?? money.set(bookingId, { paid: 0, refunded: 0 }).get(bookingId)!;
  for (const row of paid) moneyOf(row.bookingId!).paid += Number(row.paise);
  for (const row of [...refunded, ...givenBack]) moneyOf(row.bookingId!).refunded += Number(row.paise);

  const sessionsOf = new Map<string, string[]>();
  for (const row of siblings) sessionsOf.set(row.bookingId!, [...(sessionsOf.get(row.bookingId!) ?? []), row.id]);

  const byService = new Map<string, AppointmentTally>();
  const byPractitioner = new Map<string, AppointmentTally>();
  for (const session of sessions) {
    const tallies = [
      byService.get(session.serviceId) ??
        byService.set(session.serviceId, emptyTally(session.serviceId, session.serviceName)).get(session.serviceId)!,
      byPractitioner.get(session.practitionerId) ??
        byPractitioner
          .set(session.practitionerId, emptyTally(session.practitionerId, session.practitionerName))
          .get(session.practitionerId)!,
    ];
    const shares = session.bookingId ? sessionsOf.get(session.bookingId) : undefined;
    const booking = session.bookingId ? money.get(session.bookingId) : undefined;
    const index = shares?.indexOf(session.id) ?? -1;
    const paidShare = booking && shares && index >= 0 ? shareOf(booking.paid, shares.length, index) : 0;
    const refundedShare = booking && shares && index >= 0 ? shareOf(booking.refunded, shares.length, index) : 0;
    for (const tally of tallies) {
      if (session.status === 'booked') tally.booked += 1;
      else if (session.status === 'done') tally.done += 1;
      else if (session.status === 'no-show') tally.noShows += 1;
      else if (session.status === 'cancelled') tally.cancelled += 1;
      tally.paidPaise += paidShare;
      tally.refundedPaise += refundedShare;
      tally.netPaise += paidShare - refundedShare;
    }
  }
  const sorted = (tallies: Map<string, AppointmentTally>) =>
    [...tallies.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.key < b.key ? -1 : 1));
  return { byService: sorted(byService), byPractitioner: sorted(byPractitioner) };
}
