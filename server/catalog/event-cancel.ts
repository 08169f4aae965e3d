import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { EVENT_CANCEL_MESSAGES, type GiveBack } from '#app/lib/admin/event-cancel.ts';
import { addDays, formatLongUsDate, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { notifyEstateCancelled } from '../bookings/notify.ts';
import type { Database } from '../db/client.ts';
import { type BookingCancellation, bookings, calendarEvents, paymentOrders, refundsDue } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { logger } from '../logger.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { type BookingMoney, bookingMoney, type PaidOrder } from '../refunds/booking-money.ts';
import { figuresOf } from '../refunds/cancellation-policy.ts';
import { issueCredit } from '../refunds/credits.ts';
import { recordRefund, sendRefund } from '../refunds/start.ts';
import { Refusal } from '../refusal.ts';
import { lockThisAndLater } from './event-series.ts';
import type { CalendarEventRow } from './events-admin.ts';

// The estate cancels an event (or a series from a date). In one transaction, under the lock every
// booking and checkout of the event takes (its row, FOR UPDATE): each live booking is cancelled, which
// frees its seat (a cancelled booking holds none), open checkouts lose their hold, and the event is
// marked cancelled, keeping its row for the calendar and the history. Every guest is mailed once, with
// staff's reason and what they get back: all they paid online, as a refund or (staff's choice) credit;
// what they paid at the estate is recorded as due, for staff to give back by hand. Refunds are recorded
// pending under one cause per booking, and asked of the provider only after the commit, so an outage
// never undoes the cancellation: reconciliation sends what is still pending, never twice.

type BookingRow = typeof bookings.$inferSelect;

/** Bookings that still count for their guest: the estate's cancellation ends them. */
const LIVE_STATUSES = ['pending', 'confirmed'] as const;

export interface EventCancelRequest {
  eventId: string;
  scope: 'this' | 'later';
  reason: string;
  giveBack: GiveBack;
}

export interface EventCancelOutcome {
  events: CalendarEventRow[];
  bookings: number;
  refunds: number;
  credits: number;
  dueByHandPaise: number;
}

interface Settled {
  cancellation: BookingCancellation;
  /** The rows of the booking's one refund: one for each online payment it goes back to. */
  refundIds: string[];
  credit: boolean;
  dueByHandPaise: number;
}

/** The cause of the one refund, credit or sum due an estate cancellation gives a booking. */
export function estateCancelCause(bookingId: string): string {
  return `event-cancel:${bookingId}`;
}

/** The events a cancellation reaches, locked: this one, or it and the later ones of its series not yet over or cancelled. */
async function lockEvents(tx: Database, request: EventCancelRequest, today: string): Promise<CalendarEventRow[]> {
  const locked = await lockThisAndLater(tx, request.eventId);
  if (!locked) throw new Refusal(EVENT_CANCEL_MESSAGES.notFound, 404);
  const { pivot } = locked;
  if (pivot.cancelledAt) throw new Refusal(EVENT_CANCEL_MESSAGES.alreadyCancelled, 409);
  if (pivot.eventDate < today) throw new Refusal(EVENT_CANCEL_MESSAGES.past, 409);
  if (request.scope !== 'later') return [pivot];
  return locked.events.filter((event) => !event.cancelledAt && event.eventDate >= today);
}

/**
 * What was paid at the estate and is still to give back by hand: all of it, less any credit beyond the
 * online payments (a credit counts against what was paid online first).
 */
function leftByHand(money: BookingMoney, offline: PaidOrder[]): number {
  const offlinePaise = offline.reduce((sum, order) => sum + order.amountPaise, 0);
  const beyondOnline = Math.max(0, money.creditedPaise - (money.paidPaise - money.refundedPaise));
  return Math.max(0, offlinePaise - beyondOnline);
}

/** What the booking gets back, recorded in the caller's transaction (the refund is sent after it commits). */
async function giveBack(
  tx: Database,
  booking: BookingRow,
  request: EventCancelRequest,
  actor: AuditActor,
  moment: { now: Date; today: string },
): Promise<Settled> {
  const base = { by: 'estate' as const, at: moment.now.toISOString(), reason: request.reason };
  // Every paid order of the booking, the online ones locked as a refund locks them: all of it goes back.
  const money = await bookingMoney(tx, booking.id, { lock: true });
  const offline = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.state, 'paid'), eq(paymentOrders.provider, 'offline')))
    .orderBy(asc(paymentOrders.id))
    .for('update');
  const online = money.leftPaise;
  const byHand = leftByHand(money, offline);
  const nothing = { refundIds: [], credit: false, dueByHandPaise: 0 };
  if (online <= 0 && byHand <= 0) {
    const paid = money.orders.length > 0 || offline.length > 0;
    const terms = paid ? CANCELLATION_MESSAGES.estate.givenBackAlready : CANCELLATION_MESSAGES.estate.unpaid;
    return { ...nothing, cancellation: { ...base, outcome: 'none', terms } };
  }
  const lastOffline = offline.at(-1);
  if (byHand > 0 && lastOffline) {
    await tx
      .insert(refundsDue)
      .values({
        bookingId: booking.id,
        paymentOrderId: lastOffline.id,
        amountPaise: byHand,
        reason: `Event cancelled by the estate: ${request.reason}`,
        cause: estateCancelCause(booking.id),
        requestedBy: actor.email,
      })
      .onConflictDoNothing({ target: refundsDue.cause });
  }
  const handTerms = byHand > 0 ? CANCELLATION_MESSAGES.estate.byHand(formatPaise(byHand)) : '';
  const settled = (choice: 'refund' | 'credit', terms: string, given: { refundIds?: string[]; credit?: boolean } = {}): Settled => ({
    refundIds: given.refundIds ?? [],
    credit: given.credit ?? false,
    dueByHandPaise: byHand,
    cancellation: {
      ...base,
      outcome: choice === 'credit' ? 'credit' : 'refund-or-credit',
      choice,
      terms: [terms, handTerms].filter(Boolean).join(' '),
    },
  });
  if (online <= 0) return settled('refund', '');
  const amount = formatPaise(online);
  if (request.giveBack === 'credit') {
    const until = addDays(moment.today, figuresOf(booking).estate.creditValidDays);
    // The code goes in the cancellation mail itself: one message to the guest, not two.
    const { credit } = await issueCredit(tx, booking, { amountPaise: online, validUntil: until }, { mail: false });
    return settled('credit', CANCELLATION_MESSAGES.estate.credit(amount, credit.code, formatLongUsDate(until)), { credit: true });
  }
  // One refund of all that is left, split across the online payments it goes back to.
  const { refunds } = await recordRefund(tx, {
    bookingId: booking.id,
    amountPaise: online,
    reason: `Event cancelled by the estate: ${request.reason}`,
    cause: estateCancelCause(booking.id),
    actor,
  });
  return settled('refund', CANCELLATION_MESSAGES.estate.refund(amount), { refundIds: refunds.map((refund) => refund.id) });
}

/**
 * Cancels the event (scope 'this') or it and the later events of its series ('later') as the estate.
 * Refuses (a Refusal with a sentence) an event that is gone, over or cancelled already.
 */
export async function cancelEventAsEstate(
  db: Database,
  provider: PaymentProvider,
  actor: AuditActor,
  request: EventCancelRequest,
  options: { timeZone: string; now?: Date },
): Promise<EventCancelOutcome> {
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone, now);
  const result = await db.transaction(async (tx) => {
    const events = await lockEvents(tx, request, today);
    const ids = events.map((event) => event.id);
    // Checkouts still open for these events lose their seat: paid later, they are kept as paid without
    // a place, on staff's refund list, like any payment that comes after its seat is gone.
    await tx
      .update(paymentOrders)
      .set({ seatHeldUntil: now, updatedAt: now })
      .where(and(inArray(paymentOrders.eventId, ids), eq(paymentOrders.state, 'created'), gt(paymentOrders.seatHeldUntil, now)));
    const live = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.eventId, ids), inArray(bookings.status, LIVE_STATUSES)))
      .orderBy(asc(bookings.id))
      .for('update');
    const outcome: EventCancelOutcome = { events: [], bookings: 0, refunds: 0, credits: 0, dueByHandPaise: 0 };
    const refundIds: string[] = [];
    for (const before of live) {
      const settled = await giveBack(tx, before, request, actor, { now, today });
      const [after] = await tx
        .update(bookings)
        .set({ status: 'cancelled', cancellation: settled.cancellation, updatedAt: now })
        .where(eq(bookings.id, before.id))
        .returning();
      if (!after) throw new Error('a locked booking disappeared');
      await recordAudit(tx, { actor, entity: 'booking', entityId: after.id, action: 'update', before, after });
      await notifyEstateCancelled(tx, after);
      outcome.bookings += 1;
      if (settled.refundIds.length > 0) {
        refundIds.push(...settled.refundIds);
        outcome.refunds += 1;
      }
      if (settled.credit) outcome.credits += 1;
      outcome.dueByHandPaise += settled.dueByHandPaise;
    }
    for (const before of events) {
      const [after] = await tx
        .update(calendarEvents)
        .set({ cancelledAt: now, cancelReason: request.reason })
        .where(eq(calendarEvents.id, before.id))
        .returning();
      if (!after) throw new Error('a locked event disappeared');
      await recordAudit(tx, { actor, entity: 'event', entityId: after.id, action: 'update', before, after });
      outcome.events.push(after);
    }
    return { outcome, refundIds };
  });
  // The calendar shows the day's event as cancelled, and its seats are no longer for sale.
  clearPageCache();
  for (const refundId of result.refundIds) {
    try {
      await sendRefund(db, provider, refundId, now);
    } catch (error) {
      // The cancellation and its pending refund are committed; reconciliation sends the refund later.
      logger.error({ err: error, refundId }, 'the refund of an estate cancellation was not sent now');
    }
  }
  return result.outcome;
}
