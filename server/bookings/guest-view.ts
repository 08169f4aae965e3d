import { and, asc, eq } from 'drizzle-orm';
import { confirmationCopy } from '#app/content/booking-confirmation.ts';
import { type ArrivalNotes, arrivalNotes, retreatTimes, type StayArrival } from '#app/lib/arrival-notes.ts';
import { daysBetween, formatLongUsDate } from '#app/lib/dates.ts';
import { DEPOSIT_BOOKING_MESSAGES, termsPricePaise } from '#app/lib/deposit.ts';
import type { GuestBooked, GuestBookingView, GuestPayment } from '#app/lib/guest-booking.ts';
import { formatPaise, formatPriceText } from '#app/lib/money.ts';
import { PROMO_MESSAGES, promoLine } from '#app/lib/promo.ts';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import { TRAINING_MESSAGES } from '#app/lib/training-messages.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { bookings, type PaymentOrderDetails, paymentOrders, retreats } from '../db/schema.ts';
import { bookingSchedule, dateRange, zonedInstant } from '../mail/booking-times.ts';
import { cancellationMoney } from '../refunds/cancellation-money.ts';
import { figuresOf } from '../refunds/cancellation-policy.ts';
import { calendarOptions, type CalendarSettings, googleCalendarUrl } from './calendar-links.ts';

// What the guest's confirmation page may show: the booking's facts, what was paid or is
// owed, the ways to add it to a calendar, and the terms of cancelling now. The guest's contact details
// stay out of it, since a link can be forwarded.

export type { GuestBookingView };

type BookingRow = typeof bookings.$inferSelect;

export interface GuestViewOptions extends CalendarSettings {
  now?: Date;
}

/** From `bookings.details` where the booking has them (bookings from migration 0006 on), else from its columns. */
function bookedOf(row: BookingRow, duration: string | null): GuestBooked {
  if (row.kind === 'event') return { kind: 'event', date: row.eventDate, time: row.selectedSlot, duration };
  const range = dateRange(row.selectedSlot);
  const details = row.details;
  if (row.kind === 'appointment') {
    const booked = details?.kind === 'appointment' ? details : null;
    return {
      kind: 'appointment',
      date: row.eventDate,
      time: row.selectedSlot,
      duration,
      service: booked?.serviceName ?? row.eventTitle,
      practitioner: booked ? [booked.practitionerName, booked.practitionerTitle].filter(Boolean).join(', ') : null,
    };
  }
  if (row.kind === 'training') {
    return { kind: 'training', startDate: range?.from ?? row.eventDate, endDate: range?.to ?? null, application: applicationState(row) };
  }
  const held = details && 'room' in details ? details.room : undefined;
  const room = held && !row.paidWithoutRoom ? { typeName: held.typeName, rooms: held.rooms } : null;
  if (row.kind === 'retreat') {
    const retreat = details?.kind === 'retreat' ? details : null;
    return {
      kind: 'retreat',
      startDate: range?.from ?? row.eventDate,
      endDate: range?.to ?? null,
      occupancy: retreat?.occupancy ?? null,
      guests: retreat?.guests ?? null,
      room,
    };
  }
  const stay = details?.kind === 'stay' ? details : null;
  return {
    kind: 'stay',
    checkIn: range?.from ?? row.eventDate,
    checkOut: range?.to ?? null,
    nights: stay?.nights ?? (range ? Math.max(1, daysBetween(range.from, range.to)) : null),
    adults: stay?.adults ?? null,
    promoCode: stay?.promoCode ?? null,
    room,
  };
}

/** Where an enrolment's application stands, in the guest's words. */
function applicationState(row: BookingRow): string | null {
  if (row.paidWithoutRoom || row.cancellation) return null;
  if (row.status === 'pending') return TRAINING_MESSAGES.pending;
  return row.status === 'cancelled' ? TRAINING_MESSAGES.declined : TRAINING_MESSAGES.accepted;
}

/** The booked programme's times, else the stay page's; a booking from before retreats were records is the first one's. */
async function bookedRetreatTimes(db: Database, row: BookingRow, stay: StayArrival) {
  const retreatId = row.details?.kind === 'retreat' ? row.details.retreat?.id : undefined;
  const [retreat] = await db
    .select({ itinerary: retreats.itinerary })
    .from(retreats)
    .where(retreatId ? eq(retreats.id, retreatId) : eq(retreats.slug, FIRST_RETREAT_SLUG));
  return retreatTimes(retreat?.itinerary ?? [], stay);
}

/** When to arrive and what to bring, in the words and times published now. */
async function arrivalOf(db: Database, row: BookingRow): Promise<ArrivalNotes> {
  const [words, stay] = await Promise.all([publishedContent(db, 'arrival'), publishedContent(db, 'stay')]);
  if (row.kind !== 'retreat') return arrivalNotes({ kind: row.kind }, words, stay);
  return arrivalNotes({ kind: 'retreat', times: await bookedRetreatTimes(db, row, stay) }, words, stay);
}

/**
 * What the paid orders add up to when there are any (the booking's price, then what was due on top): what
 * the guest was charged, whatever the price text says now. The discount is the booking's own order's.
 */
async function paymentOf(db: Database, row: BookingRow): Promise<GuestPayment> {
  const orders = await db
    .select({
      amountPaise: paymentOrders.amountPaise,
      paymentId: paymentOrders.paymentId,
      discountPaise: paymentOrders.discountPaise,
      details: paymentOrders.details,
      purpose: paymentOrders.purpose,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, row.id), eq(paymentOrders.state, 'paid')))
    .orderBy(asc(paymentOrders.paidAt));
  const [first] = orders;
  if (first) {
    const own = orders.find((order) => order.purpose === 'booking') ?? first;
    return {
      state: 'paid',
      amount: formatPaise(orders.reduce((sum, order) => sum + order.amountPaise, 0)),
      paymentId: row.paymentId ?? own.paymentId,
      // A discount not applied (paid late, after the code went to another booking) is no discount: it is due.
      discount: row.discountNotApplied ? null : discountLine(own.details, own.discountPaise),
      deposit: row.depositTerms
        ? DEPOSIT_BOOKING_MESSAGES.depositPaid(formatPaise(row.depositTerms.depositPaise), formatPaise(termsPricePaise(row.depositTerms)))
        : null,
      // What is due after a paid booking was moved to something dearer is shown the same way, in its own words.
      due:
        row.duePaise > 0
          ? {
              amount: formatPaise(row.duePaise),
              text: row.discountNotApplied
                ? PROMO_MESSAGES.notApplied(row.duePaise)
                : row.depositTerms && row.balanceDueOn
                  ? DEPOSIT_BOOKING_MESSAGES.balanceDue(formatPaise(row.duePaise), row.balanceDueOn)
                  : confirmationCopy.payment.paid.dueText(formatPaise(row.duePaise)),
            }
          : null,
    };
  }
  const price = formatPriceText(row.price);
  if (row.paymentId) return { state: 'paid', amount: price, paymentId: row.paymentId };
  // A class or a therapy reserved unpaid is paid at the estate.
  return row.kind === 'event' || row.kind === 'appointment' ? { state: 'at-estate', amount: price } : { state: 'owed', amount: price };
}

/** 'Promo SPRING10: −Rs 1,368' when a code took something off what was paid. */
function discountLine(details: PaymentOrderDetails, discountPaise: number): string | null {
  const code = 'promoCode' in details ? details.promoCode : null;
  return code && discountPaise > 0 ? promoLine(code, discountPaise) : null;
}

/** '10:45 AM' in the estate's zone. */
function timeOfDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** Whether the booking is still ahead: a calendar entry for one that is over or cancelled helps nobody. */
function stillAhead(row: BookingRow, duration: string | null, options: GuestViewOptions): boolean {
  if (row.status !== 'pending' && row.status !== 'confirmed') return false;
  const schedule = bookingSchedule(row, { timeZone: options.timeZone, duration });
  const end = schedule.allDay ? zonedInstant(schedule.endDate, 0, options.timeZone) : schedule.end;
  return end.getTime() > (options.now ?? new Date()).getTime();
}

export async function guestBookingView(db: Database, bookingId: string, options: GuestViewOptions): Promise<GuestBookingView | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const calendar = await calendarOptions(db, row, options);
  // As the cancellation counts it: from the payment, what has gone back of it, and the dates it bought.
  const due = await cancellationMoney(db, row, { now: options.now ?? new Date(), timeZone: options.timeZone });
  const { quote } = due;
  // A reservation made without paying waits for the guest's mailed link until holdUntil, then lapses
  // (shown as cancelled at once, before the sweep marks it so).
  const now = options.now ?? new Date();
  const waiting = row.status === 'pending' && row.holdUntil !== null && row.holdUntil > now ? row.holdUntil : null;
  const lapsed =
    row.holdUntil !== null && row.holdUntil <= now && !row.cancellation && row.status !== 'confirmed' && row.status !== 'completed';
  return {
    reference: row.reference,
    kind: row.kind,
    title: row.eventTitle,
    name: row.customerName,
    status: lapsed ? 'cancelled' : row.status,
    awaitingLink: waiting ? { until: timeOfDay(waiting, options.timeZone) } : null,
    lapsed,
    paidWithoutRoom: row.paidWithoutRoom,
    booked: bookedOf(row, calendar.duration),
    arrival: await arrivalOf(db, row),
    payment: await paymentOf(db, row),
    // What is due on top of a payment is paid from this page, online, while the booking stands.
    payDue:
      row.duePaise > 0 && row.status === 'confirmed' && !row.paidWithoutRoom && !lapsed ? { amount: formatPaise(row.duePaise) } : null,
    // Nothing is booked for a payment that found no room: no calendar entry for it.
    calendar:
      !row.paidWithoutRoom && !lapsed && stillAhead(row, calendar.duration, options)
        ? { icsPath: `${calendar.path}/calendar.ics`, googleUrl: googleCalendarUrl(row, calendar) }
        : null,
    quote: { cancellable: quote.cancellable, outcome: quote.outcome, terms: quote.terms },
    choice:
      due.money && quote.outcome === 'refund-or-credit' && quote.creditValidUntil
        ? {
            refundPercent: figuresOf(row).retreat.refundPercent,
            refundAmount: formatPaise(due.refundPaise),
            creditAmount: formatPaise(due.creditPaise),
            creditUntil: formatLongUsDate(quote.creditValidUntil),
          }
        : null,
    cancellation: row.cancellation ?? null,
  };
}
