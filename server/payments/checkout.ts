import { and, eq, gt, sql } from 'drizzle-orm';
import { isIsoDate, todayIn } from '#app/lib/dates.ts';
import { type DepositPayment, type DepositTerms, depositTermsOf } from '#app/lib/deposit.ts';
import { CHECKOUT_MESSAGES, DEPOSIT_MESSAGES } from '#app/lib/payment-messages.ts';
import { RETREAT_QUOTE_MESSAGES } from '#app/lib/retreat-quote.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { refuseUnbookableDate } from '../bookings/booking-window.ts';
import { describeBooking } from '../bookings/describe.ts';
import { readManageToken } from '../bookings/manage-link.ts';
import { claimSeat, eventHoldExpiry, priceOnlineEvent } from '../bookings/online-event.ts';
import { type Occupancy, priceRetreat, priceRoomStay, priceStay } from '../bookings/pricing.ts';
import { lockDeparturePlaces, retreatToBook } from '../bookings/retreats.ts';
import type { Database } from '../db/client.ts';
import { bookings, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { withGst } from '../invoices/index.ts';
import { claimTrainingSeat, priceTraining, type TrainingRequest } from '../learning/enrol.ts';
import { discountOrder } from '../promo/order.ts';
import { releaseRedemptions } from '../promo/release.ts';
import { InvalidProviderResponse, type PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';
import { holdExpiry, refuseOversizedStay, roomsFor } from '../rooms/booking-rooms.ts';
import { releaseRooms, takeRooms } from '../rooms/inventory.ts';
import { siteSettings } from '../site.ts';
import { releaseHeld } from '../therapies/take.ts';
import { type AppointmentRequest, holdAppointmentTime, priceAppointment } from './appointment.ts';
import { depositRuleFor, depositStartOf } from './deposit-rule.ts';

// Starting a checkout: the amount priced on the server, the payment order stored with the seat or rooms
// it holds, then the provider's order. Confirming a paid order is confirm.ts; orders that end unpaid, unpaid.ts.

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
  | ({
      kind: 'retreat';
      /** The retreat's slug; none, the first retreat. */
      retreat?: string;
      occupancy: Occupancy;
      startDate: string;
      guests: number;
    } & CheckoutAttempt)
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
    } & CheckoutAttempt)
  /** An enrolment in a training batch: priced from the batch's row (server/learning/enrol.ts); no promo codes. */
  | ({ kind: 'training' } & TrainingRequest & CheckoutAttempt)
  /**
   * A therapy or consultation paid online: priced from its service's row (server/payments/appointment.ts),
   * its time held with the order; no promo codes. A stay's booking page may pass its stay (in-stay price).
   */
  | ({ kind: 'appointment' } & AppointmentRequest & CheckoutAttempt);

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
  /**
   * Pay in full (the default) or the deposit the rule in force offers: only the choice, as the terms and
   * so the amount are worked out here again, on the price after any discount.
   */
  payment?: DepositPayment;
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
    super(CHECKOUT_MESSAGES.duplicate(reference), 409);
    this.existing = existing;
    this.reference = reference;
  }
}

/** How far back a confirmed booking for the same dates makes the guest confirm that they want another. */
export const DUPLICATE_CHECK_HOURS = 24;

/**
 * Step 1 of the payment path: price what is booked, record a payment order, then ask the provider
 * for an order. The row is written first so that every provider order has a record to reconcile;
 * if the provider fails, the row is marked failed (never left 'created' without a provider order)
 * and the provider's typed error is rethrown for the route to turn into the guest's message.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  input: PaymentRequest,
  clock: { now?: Date } = {},
): Promise<StartedPayment> {
  const now = clock.now ?? new Date();
  const { amountPaise, details } = withGst(
    input.kind === 'event'
      ? await priceOnlineEvent(db, input, now)
      : input.kind === 'training'
        ? await priceTraining(db, input, now)
        : input.kind === 'appointment'
          ? await priceAppointment(db, input)
          : await price(db, input),
  );
  // Refused before anything is stored or held, as a guest may correct it (fewer nights or rooms).
  if (details.kind === 'stay') refuseOversizedStay(await roomsFor(db, details));
  const customer = {
    customerName: input.customer.name.trim(),
    customerEmail: input.customer.email.trim(),
    customerPhone: input.customer.phone.trim(),
    customerState: input.customer.state ?? null,
  };
  // An enrolment is priced at its deposit or whole fee already (priceTraining), the choice kept in its details.
  const payment = input.kind === 'training' ? 'full' : (input.payment ?? 'full');
  const asked = { amountPaise, details, customerEmail: customer.customerEmail, payment };
  const earlier = await resumeCheckout(db, provider, input.idempotencyKey, asked);
  if (earlier) return earlier;
  // The rule is read before the order is stored; its terms are worked out once the discount is known.
  const depositRule = payment === 'deposit' && details.kind !== 'training' ? await depositRuleFor(db, details) : null;
  const today = todayIn(siteSettings().timeZone, now);
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
        : details.kind === 'training'
          ? await claimTrainingSeat(tx, details, now)
          : {};
    // A fixed departure's places are counted under its row's lock, as an event's seats are.
    if (details.kind === 'retreat') await lockDeparturePlaces(tx, details.retreat, details.guests ?? 1);
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
    // An appointment's time is held under the engine's locks, for as long as an online class's seat.
    if (details.kind === 'appointment') await holdAppointmentTime(tx, details, stored.id, now);
    // An enrolment takes no code: its deposit and balance are the batch's own figures; nor does an
    // appointment (codes name stays, retreats and events).
    const charged =
      details.kind === 'training' || details.kind === 'appointment'
        ? amountPaise
        : await discountOrder(
            tx,
            { id: stored.id, amountPaise, customerEmail: customer.customerEmail, target: details.kind },
            input.promoCode,
            { now, expiresAt: heldUntil },
          );
    // A deposit is a share of the price after the discount; the order charges it and keeps its terms.
    let deposit: DepositTerms | null = null;
    if (depositRule && details.kind !== 'training') {
      deposit = depositTermsOf(depositRule, charged, depositStartOf(details), today);
      // The rule changed, or the due date came, since the dialog offered it: the guest chooses again.
      if (!deposit) throw new Refusal(DEPOSIT_MESSAGES.notOffered, 409);
      await tx
        .update(paymentOrders)
        .set({ amountPaise: deposit.depositPaise, details: { ...details, deposit }, updatedAt: new Date() })
        .where(eq(paymentOrders.id, stored.id));
    }
    const rooms = await roomsFor(tx, details);
    if (rooms) await takeRooms(tx, rooms, { paymentOrderId: stored.id, expiresAt: holdExpiry(new Date()) });
    return { ...stored, amountPaise: deposit ? deposit.depositPaise : charged };
  });
  // Another request with the same key stored its order between our look and our insert.
  if (!order) return (await resumeCheckout(db, provider, input.idempotencyKey, asked))!;
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
    await releaseHeld(db, order.id);
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
  asked: { amountPaise: number; details: PaymentOrderDetails; customerEmail: string; payment: DepositPayment },
): Promise<StartedPayment | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.idempotencyKey, idempotencyKey));
  if (!order) return null;
  // An order stores what it charges; with its discount (and a deposit's balance) added back it is the list
  // price asked again. Another choice of paying in full or a deposit is another checkout, refused as other details.
  const { deposit, ...bought } = order.details;
  const same =
    order.amountPaise + order.discountPaise + (deposit?.balancePaise ?? 0) === asked.amountPaise &&
    (order.customerEmail ?? '').toLowerCase() === asked.customerEmail.toLowerCase() &&
    canonical(bought as PaymentOrderDetails) === canonical(asked.details) &&
    Boolean(deposit) === (asked.payment === 'deposit');
  if (order.state === 'paid') {
    const [booking] = order.bookingId ? await db.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
    if (booking) return { state: 'paid', booking };
    throw new Refusal(CHECKOUT_MESSAGES.ended, 409);
  }
  if (!same) throw new Refusal(CHECKOUT_MESSAGES.otherDetails, 409);
  if (order.state !== 'created') throw new Refusal(CHECKOUT_MESSAGES.ended, 409);
  if (!order.providerOrderId) throw new Refusal(CHECKOUT_MESSAGES.preparing, 409);
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

/**
 * The amount comes from pricing.ts only, a retreat's figures from its row; the request's other fields are
 * copied one by one, never spread.
 */
async function price(db: Database, input: PaymentRequest): Promise<{ amountPaise: number; details: PaymentOrderDetails }> {
  if (input.kind === 'retreat') {
    if (typeof input.startDate !== 'string' || !isIsoDate(input.startDate)) {
      throw new Refusal(RETREAT_QUOTE_MESSAGES.startDate, 400);
    }
    refuseUnbookableDate('retreat', input.startDate);
    const { retreat, booked } = await retreatToBook(db, input);
    const quote = priceRetreat(input.occupancy, input.guests, retreat);
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
        retreat: booked,
      },
    };
  }
  if (input.kind === 'stay') {
    refuseUnbookableDate('stay', input.checkIn);
    if (typeof input.roomTypeId !== 'string' || !isRecordId(input.roomTypeId)) {
      // Dates and adults are judged first, as they are for every type, so their sentence comes before this one.
      priceStay(input);
      throw new Refusal(ROOM_MESSAGES.chooseRoom, 400);
    }
    const quote = await priceRoomStay(db, {
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adults: input.adults,
      roomTypeId: input.roomTypeId,
    });
    const promoCode = input.promoCode?.trim() || null;
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
        nightPaise: quote.perNight.map((each) => each.amountPaise),
      },
    };
  }
  throw new Refusal('Please choose what to book.', 400);
}
