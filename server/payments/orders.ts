import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { addDays, isIsoDate } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { promoNotAppliedNote, promoNote } from '#app/lib/promo.ts';
import { guestsText } from '#app/lib/retreat-quote.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { refuseUnbookableDate } from '../bookings/booking-window.ts';
import { readManageToken } from '../bookings/manage-link.ts';
import { claimSeat, eventHoldExpiry, placePaidSeat, priceOnlineEvent } from '../bookings/online-event.ts';
import { type Occupancy, priceRetreat, priceStay } from '../bookings/pricing.ts';
import type { Database } from '../db/client.ts';
import { type BookingDetails, bookings, calendarEvents, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { issueInvoice, withGst } from '../invoices/index.ts';
import { notifyBookingCreated } from '../mail/notify.ts';
import { discountOrder, type PaidDiscount, settlePaidDiscount } from '../promo/order.ts';
import { releaseRedemptions } from '../promo/release.ts';
import { InvalidProviderResponse, type PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';
import { holdExpiry, refuseOversizedStay, roomsFor } from '../rooms/booking-rooms.ts';
import { releaseRooms, settlePaidHold, takeRooms, withRooms } from '../rooms/inventory.ts';

export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
  /** The guest's state for the GST invoice's place of supply (app/lib/indian-states.ts); none means the estate's. */
  state?: string | null;
}

/**
 * What the browser may ask to pay for. There is deliberately no amount here: it is computed from
 * the prices of app/content, and an amount a tampered request carries is never read.
 */
export type PaymentRequest =
  | ({ kind: 'retreat'; occupancy: Occupancy; startDate: string; guests: number } & CheckoutAttempt)
  | ({
      kind: 'stay';
      checkIn: string;
      checkOut: string;
      adults: number;
      /** The room type the guest chose from the ones free for these dates. */
      roomTypeId?: string;
    } & CheckoutAttempt)
  | ({
      /** A calendar class paid online: priced from its event's row (server/bookings/online-event.ts). */
      kind: 'event';
      eventId: string;
      slot: string;
    } & CheckoutAttempt);

interface CheckoutAttempt {
  customer: PaymentCustomer;
  /** Made by the browser when its checkout dialog opens: the same key is the same order. */
  idempotencyKey: string;
  /** The guest was told of a confirmed booking for the same dates and wants another one. */
  allowDuplicate?: boolean;
  /** The tokens of the booking links the browser keeps: a duplicate is named only to a browser holding its link. */
  knownBookings?: readonly string[];
  /** A promo code or credit (server/promo): applied when the order is stored, refused with its sentence. */
  promoCode?: string | null;
}

type BookingRow = typeof bookings.$inferSelect;

/** What starting a payment gives: an order to pay, or the booking an earlier payment under the same key made. */
export type StartedPayment = ({ state: 'open' } & OpenOrder) | { state: 'paid'; booking: BookingRow };

interface OpenOrder {
  paymentOrderId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
  /** What the browser's checkout needs to open. */
  keyId: string;
}

/** The payment does not match the order it claims to pay (another amount or currency). */
export class PaymentMismatch extends Error {
  override name = 'PaymentMismatch';
}

export const CHECKOUT_REFUSALS = {
  preparing: 'Your payment is being prepared. Please wait a moment and try again.',
  ended: 'This checkout has ended. Please close it and start again.',
  otherDetails: 'This checkout was started for other details. Please close it and start again.',
  duplicate: (reference: string | null) =>
    reference
      ? `You already have a confirmed booking for these dates (reference ${reference}).`
      : 'You already have a confirmed booking for these dates.',
} as const;

/**
 * A confirmed booking of the same guest for the same thing and dates was made in the last day. Anyone who
 * knows a guest's e-mail and dates could ask, so its reference is named (`reference`) only when the
 * browser holds the booking's own link, as the browser that booked it does.
 */
export class DuplicateBooking extends Refusal {
  override name = 'DuplicateBooking';
  readonly existing: BookingRow;
  readonly reference: string | null;
  constructor(existing: BookingRow, { named }: { named: boolean }) {
    const reference = named ? existing.reference : null;
    super(CHECKOUT_REFUSALS.duplicate(reference), 409);
    this.existing = existing;
    this.reference = reference;
  }
}

/** How far back a confirmed booking for the same dates makes the guest confirm that they want another. */
export const DUPLICATE_CHECK_HOURS = 24;

/** No payment order carries this provider order id: the browser's answer names an order we never made. */
export class UnknownPaymentOrder extends Error {
  override name = 'UnknownPaymentOrder';
}

export const RETREAT_TITLE = 'Rejuvenation retreat (3 days)';
export const STAY_TITLE = 'Stay';
/** The retreat is 3 days and 2 nights: it ends two days after it starts. */
const RETREAT_LAST_DAY_OFFSET = 2;
/** Unpaid orders are abandoned after this long (the checkout itself times out after 900 s). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Step 1 of the payment path: price what is booked, record a payment order, then ask the provider
 * for an order. The row is written first so that every provider order has a record to reconcile;
 * if the provider fails, the row is marked failed (never left 'created' without a provider order)
 * and the provider's typed error is rethrown for the route to turn into SPEC §8's message.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  input: PaymentRequest,
  clock: { now?: Date } = {},
): Promise<StartedPayment> {
  const now = clock.now ?? new Date();
  const { amountPaise, details } = withGst(input.kind === 'event' ? await priceOnlineEvent(db, input, now) : price(input));
  // Refused before anything is stored or held, as a guest may correct it (fewer nights or rooms).
  if (details.kind === 'stay') refuseOversizedStay(await roomsFor(db, details));
  const customer = {
    customerName: input.customer.name.trim(),
    customerEmail: input.customer.email.trim(),
    customerPhone: input.customer.phone.trim(),
    customerState: input.customer.state ?? null,
  };
  const earlier = await resumeCheckout(db, provider, input.idempotencyKey, { amountPaise, details, customerEmail: customer.customerEmail });
  if (earlier) return earlier;
  if (!input.allowDuplicate) {
    const existing = await confirmedDuplicate(db, customer.customerEmail, details);
    if (existing) throw new DuplicateBooking(existing, { named: await holdsLinkTo(db, existing.id, input.knownBookings) });
  }
  // The order and its hold on the rooms are stored together or not at all: a guest refused for want of
  // rooms leaves nothing behind, and an order never exists without the rooms it sells.
  const order = await db.transaction(async (tx) => {
    // An online class's seat is held the same way: its event row locked, the seat counted, then the order stored.
    const seat =
      details.kind === 'event'
        ? await claimSeat(tx, details, { amountPaise, customerEmail: customer.customerEmail, idempotencyKey: input.idempotencyKey }, now)
        : {};
    const [stored] = await tx
      .insert(paymentOrders)
      .values({
        kind: details.kind,
        amountPaise,
        currency: 'INR',
        provider: provider.name,
        details,
        idempotencyKey: input.idempotencyKey,
        ...customer,
        ...seat,
      })
      .onConflictDoNothing({ target: paymentOrders.idempotencyKey })
      .returning({ id: paymentOrders.id });
    if (!stored) return null;
    // The code's use is the checkout's while it holds its seat or rooms, and lapses with them.
    const heldUntil = details.kind === 'event' ? eventHoldExpiry(now) : holdExpiry(now);
    const charged = await discountOrder(
      tx,
      { id: stored.id, amountPaise, customerEmail: customer.customerEmail, target: details.kind },
      input.promoCode,
      { now, expiresAt: heldUntil },
    );
    const rooms = await roomsFor(tx, details);
    if (rooms) await takeRooms(tx, rooms, { paymentOrderId: stored.id, expiresAt: holdExpiry(new Date()) });
    return { ...stored, amountPaise: charged };
  });
  // Another request with the same key stored its order between our look and our insert.
  if (!order)
    return (await resumeCheckout(db, provider, input.idempotencyKey, { amountPaise, details, customerEmail: customer.customerEmail }))!;
  // Its seat or rooms are held: fewer left on the public pages.
  clearPageCache();

  try {
    const created = await provider.createOrder({
      amountPaise: order.amountPaise,
      currency: 'INR',
      // Razorpay allows 40 characters; a uuid without its dashes is 32 and still finds our row.
      receipt: order.id.replaceAll('-', '').slice(0, 40),
      notes: { paymentOrderId: order.id, kind: details.kind },
    });
    // The guest must be charged exactly what we priced; anything else is not an order we can honour.
    if (created.amount !== order.amountPaise || created.currency !== 'INR') {
      throw new InvalidProviderResponse(
        `Provider order ${created.id} is for ${created.amount} ${created.currency}, not ${order.amountPaise} INR`,
      );
    }
    await db.update(paymentOrders).set({ providerOrderId: created.id, updatedAt: new Date() }).where(eq(paymentOrders.id, order.id));
    return {
      state: 'open',
      paymentOrderId: order.id,
      providerOrderId: created.id,
      amountPaise: order.amountPaise,
      currency: 'INR',
      keyId: provider.keyId,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await db
      .update(paymentOrders)
      .set({ state: 'failed', failureReason: reason.slice(0, 500), seatHeldUntil: null, updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'created')));
    await releaseRooms(db, { paymentOrderId: order.id });
    await releaseRedemptions(db, [order.id]);
    clearPageCache();
    throw error;
  }
}

/**
 * The order an earlier request with this key made: still open (the same provider order again), or paid
 * (its booking, and never a new provider order). Null when the key is new.
 */
async function resumeCheckout(
  db: Database,
  provider: PaymentProvider,
  idempotencyKey: string,
  asked: { amountPaise: number; details: PaymentOrderDetails; customerEmail: string },
): Promise<StartedPayment | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.idempotencyKey, idempotencyKey));
  if (!order) return null;
  // An order stores what it charges; with its discount added back it is the list price asked again.
  const same =
    order.amountPaise + order.discountPaise === asked.amountPaise &&
    (order.customerEmail ?? '').toLowerCase() === asked.customerEmail.toLowerCase() &&
    canonical(order.details) === canonical(asked.details);
  if (order.state === 'paid') {
    const [booking] = order.bookingId ? await db.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
    if (booking) return { state: 'paid', booking };
    throw new Refusal(CHECKOUT_REFUSALS.ended, 409);
  }
  if (!same) throw new Refusal(CHECKOUT_REFUSALS.otherDetails, 409);
  if (order.state !== 'created') throw new Refusal(CHECKOUT_REFUSALS.ended, 409);
  if (!order.providerOrderId) throw new Refusal(CHECKOUT_REFUSALS.preparing, 409);
  return {
    state: 'open',
    paymentOrderId: order.id,
    providerOrderId: order.providerOrderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    keyId: provider.keyId,
  };
}

/** JSON with sorted keys: jsonb gives keys back in its own order. */
function canonical(details: PaymentOrderDetails): string {
  return JSON.stringify(Object.fromEntries(Object.entries(details).sort(([a], [b]) => a.localeCompare(b))));
}

/** Whether one of the browser's booking-link tokens is this booking's (a forged or another booking's token is not). */
async function holdsLinkTo(db: Database, bookingId: string, tokens: readonly string[] = []): Promise<boolean> {
  for (const token of tokens) if ((await readManageToken(token, db)) === bookingId) return true;
  return false;
}

/** A confirmed booking of this e-mail for the same thing and dates, made in the last DUPLICATE_CHECK_HOURS. */
async function confirmedDuplicate(db: Database, email: string, details: PaymentOrderDetails): Promise<BookingRow | undefined> {
  const { kind, eventDate, selectedSlot } = describeBooking(details);
  const since = new Date(Date.now() - DUPLICATE_CHECK_HOURS * 3_600_000);
  const [existing] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(sql`lower(${bookings.customerEmail})`, email.toLowerCase()),
        eq(bookings.kind, kind),
        eq(bookings.eventDate, eventDate),
        eq(bookings.selectedSlot, selectedSlot),
        eq(bookings.status, 'confirmed'),
        gt(bookings.createdAt, since),
      ),
    )
    .limit(1);
  return existing;
}

/** The amount comes from pricing.ts only; the request's other fields are copied one by one, never spread. */
function price(input: PaymentRequest): { amountPaise: number; details: PaymentOrderDetails } {
  if (input.kind === 'retreat') {
    if (typeof input.startDate !== 'string' || !isIsoDate(input.startDate)) {
      throw new Refusal('Please choose a start date for the retreat.', 400);
    }
    refuseUnbookableDate('retreat', input.startDate);
    const quote = priceRetreat(input.occupancy, input.guests);
    const promoCode = input.promoCode?.trim() || null;
    return {
      amountPaise: quote.amountPaise,
      details: {
        kind: 'retreat',
        occupancy: quote.occupancy,
        startDate: input.startDate,
        guests: quote.guests,
        // Only when there is one, so that orders stored before codes applied to the retreat read the same.
        ...(promoCode ? { promoCode } : {}),
      },
    };
  }
  if (input.kind === 'stay') {
    refuseUnbookableDate('stay', input.checkIn);
    const quote = priceStay({ checkIn: input.checkIn, checkOut: input.checkOut, adults: input.adults });
    const promoCode = input.promoCode?.trim() || null;
    if (typeof input.roomTypeId !== 'string' || !isRecordId(input.roomTypeId)) throw new Refusal(ROOM_MESSAGES.chooseRoom, 400);
    return {
      amountPaise: quote.amountPaise,
      details: {
        kind: 'stay',
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        adults: quote.adults,
        nights: quote.nights,
        promoCode,
        roomTypeId: input.roomTypeId,
      },
    };
  }
  throw new Refusal('Please choose what to book.', 400);
}

export interface PaidOrderEvidence {
  providerOrderId: string;
  paymentId: string;
  /** What the provider says was paid, when it says (webhooks and reconciliation do; checkout does not). */
  amountPaise?: number;
  currency?: string;
}

/**
 * Steps 3 and 4 of the payment path, shared by the checkout answer, the webhook and reconciliation:
 * in one transaction, with the payment order's row locked so concurrent confirmations queue up,
 * mark the order paid and write its confirmed booking. Idempotent: an order already paid returns
 * its booking. A failed or expired order may still become paid (a later attempt on the same
 * provider order succeeded, or the payment arrived late); a paid order never changes again.
 */
export async function confirmPaidOrder(db: Database, evidence: PaidOrderEvidence) {
  const confirmed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, evidence.providerOrderId)).for('update');
    if (!order) throw new UnknownPaymentOrder(`No payment order for ${evidence.providerOrderId}`);

    if (order.state === 'paid') {
      const [booking] = order.bookingId ? await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
      if (booking) return { booking, alreadyConfirmed: true };
      // An administrator deleted the booking after payment (the link is then null): never recreate it silently.
      throw new Error(`Payment order ${order.id} is paid but its booking no longer exists`);
    }

    if (evidence.amountPaise !== undefined && evidence.amountPaise !== order.amountPaise) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is for ${evidence.amountPaise} paise, the order for ${order.amountPaise}`);
    }
    if (evidence.currency !== undefined && evidence.currency !== order.currency) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is in ${evidence.currency}, the order in ${order.currency}`);
    }

    const now = new Date();
    // Locks in the order a checkout takes them (the event's row, then the code's, then the room types'),
    // so that a payment and a checkout never wait on each other.
    if (order.kind === 'event' && order.eventId && order.discountPaise > 0)
      await tx.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, order.eventId)).for('update');
    const discount = await settlePaidDiscount(tx, order, now);
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...describePaidBooking(order.details, order.discountPaise, discount),
        // The order's own link to its event, which a deleted event has set null (the details keep its old id).
        eventId: order.eventId,
        price: priceText(order.amountPaise),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        customerState: order.customerState,
        status: 'confirmed',
        paymentId: evidence.paymentId,
        orderId: evidence.providerOrderId,
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');

    const placed = await nothingDueUnplaced(
      tx,
      order,
      order.kind === 'event' ? await placePaidSeat(tx, order, booking, now) : await placePaidBooking(tx, order.id, booking, now),
      now,
    );
    // The invoice is for the payment received: a discount not applied was not given.
    await issueInvoice(tx, { booking: placed, order: discount.applied ? order : { ...order, discountPaise: 0 } });
    await tx
      .update(paymentOrders)
      .set({ state: 'paid', paymentId: evidence.paymentId, bookingId: booking.id, paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id));
    await notifyBookingCreated(tx, placed);
    return { booking: placed, alreadyConfirmed: false };
  });
  // A paid seat or room may replace a hold that had lapsed.
  if (!confirmed.alreadyConfirmed) clearPageCache();
  return confirmed;
}

/**
 * The booking's facts with what became of its discount. Applied, its notes name the code and what it
 * took off. Not applied (paid late, after the code had gone to another booking), the booking keeps what
 * was paid as its price paid and records the discount as due, flagged for staff to collect or waive.
 */
function describePaidBooking(details: PaymentOrderDetails, discountPaise: number, discount: PaidDiscount) {
  if (discount.applied) return describeBooking(details, discountPaise);
  const described = describeBooking(details);
  return {
    ...described,
    notes: [described.notes, promoNotAppliedNote(discount.code, discount.duePaise)].filter(Boolean).join('; '),
    discountNotApplied: true,
    duePaise: discount.duePaise,
  };
}

/**
 * A payment that found no room or seat books nothing and is refunded whole: nothing is due from the
 * guest, and its code's use goes back to the code.
 */
async function nothingDueUnplaced(tx: Database, order: { id: string; discountPaise: number }, placed: BookingRow, now: Date) {
  if (!placed.paidWithoutRoom || order.discountPaise <= 0) return placed;
  await releaseRedemptions(tx, [order.id], now);
  if (!placed.discountNotApplied) return placed;
  const [cleared] = await tx
    .update(bookings)
    .set({ discountNotApplied: false, duePaise: 0, updatedAt: now })
    .where(eq(bookings.id, placed.id))
    .returning();
  return cleared ?? placed;
}

/**
 * The paid booking takes the rooms its checkout held. When the hold had lapsed and the rooms were sold
 * meanwhile, the booking is kept as a record of the payment but not confirmed: pending and marked
 * "paid, no room", for staff to refund and for the guest to be told plainly (never an overbooking).
 */
async function placePaidBooking(tx: Database, paymentOrderId: string, booking: BookingRow, now: Date): Promise<BookingRow> {
  const settled = await settlePaidHold(tx, paymentOrderId, booking.id, now);
  if (settled.outcome === 'none') return booking;
  if (settled.outcome === 'kept') return withRooms(tx, booking, settled.rooms);
  const [unplaced] = await tx
    .update(bookings)
    .set({ status: 'pending', paidWithoutRoom: true, notes: `${booking.notes ?? ''}; paid, no room: to be refunded`, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!unplaced) throw new Error('the booking paid without a room was not stored');
  return unplaced;
}

/**
 * The booking's title, date, slot, notes (SPEC §3 columns) and details for what was paid for; the notes
 * name the promo code and what it took off (issue #16 supersedes SPEC §5's code recorded without discount).
 */
export function describeBooking(details: PaymentOrderDetails, discountPaise = 0) {
  const promo = 'promoCode' in details && details.promoCode && discountPaise > 0 ? promoNote(details.promoCode, discountPaise) : null;
  if (details.kind === 'retreat') {
    const occupancy = details.occupancy === 'single' ? 'Single occupancy' : 'Double occupancy';
    const guests = details.guests ?? 1;
    const bookingDetails: BookingDetails = { kind: 'retreat', occupancy: details.occupancy, guests };
    return {
      kind: 'retreat' as const,
      eventTitle: RETREAT_TITLE,
      eventDate: details.startDate,
      selectedSlot: `${details.startDate} to ${addDays(details.startDate, RETREAT_LAST_DAY_OFFSET)}`,
      notes: [`Retreat package, ${occupancy.toLowerCase()}, ${guestsText(guests)}`, promo].filter(Boolean).join('; '),
      details: bookingDetails,
    };
  }
  if (details.kind === 'event') {
    return {
      kind: 'event' as const,
      eventId: details.eventId,
      eventTitle: details.title,
      eventDate: details.eventDate,
      selectedSlot: details.slot,
      notes: null,
      details: null,
    };
  }
  const parts = [`Adults: ${details.adults}`, `Nights: ${details.nights}`];
  if (promo) parts.push(promo);
  const bookingDetails: BookingDetails = { kind: 'stay', adults: details.adults, nights: details.nights, promoCode: details.promoCode };
  return {
    kind: 'stay' as const,
    eventTitle: STAY_TITLE,
    eventDate: details.checkIn,
    selectedSlot: `${details.checkIn} to ${details.checkOut}`,
    notes: parts.join('; '),
    details: bookingDetails,
  };
}

/**
 * Records a failed attempt (payment.failed, or a checkout the provider refused). Only an order still
 * 'created' changes, so a late or out-of-order failure never undoes a payment. True when it changed.
 */
export async function markOrderFailed(db: Database, providerOrderId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(paymentOrders)
    // A failed payment frees an online class's seat at once (a failed order holds none anyway; cleared for the record).
    .set({ state: 'failed', failureReason: reason.slice(0, 500), seatHeldUntil: null, updatedAt: new Date() })
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.state, 'created')))
    .returning({ id: paymentOrders.id });
  for (const { id } of changed) await releaseRooms(db, { paymentOrderId: id });
  await releaseRedemptions(
    db,
    changed.map(({ id }) => id),
  );
  // Its seat or rooms are for sale again.
  if (changed.length > 0) clearPageCache();
  return changed.length > 0;
}

/** Orders still unpaid 24 hours after they were created will not be paid: they become 'expired'. */
export async function expireAbandonedOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const expired = await db
    .update(paymentOrders)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(paymentOrders.state, 'created'), lt(paymentOrders.createdAt, cutoff)))
    .returning({ id: paymentOrders.id });
  await releaseRedemptions(
    db,
    expired.map(({ id }) => id),
  );
  return expired.length;
}

/**
 * A process that died between recording the order and storing the provider's order id leaves a row
 * 'created' with no provider order; nobody can pay it, so it is marked failed.
 */
export async function failOrphanedOrders(db: Database, olderThan: Date): Promise<number> {
  const failed = await db
    .update(paymentOrders)
    .set({ state: 'failed', failureReason: 'No provider order was created', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.state, 'created'), isNull(paymentOrders.providerOrderId), lt(paymentOrders.createdAt, olderThan)))
    .returning({ id: paymentOrders.id });
  await releaseRedemptions(
    db,
    failed.map(({ id }) => id),
  );
  return failed.length;
}
