import { and, count, eq, gte, isNotNull, ne } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import { depositTermsOf } from '#app/lib/deposit.ts';
import { readAnswers, TRAINING_MESSAGES, type TrainingOffer, type TrainingPayment } from '#app/lib/training.ts';
import { bookingHoldsSeatAt, orderHoldsSeat, type SeatExclusions } from '../bookings/event-seats.ts';
import { eventHoldExpiry } from '../bookings/online-event.ts';
import type { Database } from '../db/client.ts';
import { bookings, learningBatches, learningProgrammes, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { siteSettings } from '../site.ts';

// Enrolling in a training batch online: the checkout is priced from the batch's row (its fee, and the
// deposit its rule offers today), holds one of its seats while the guest pays, and its payment becomes an
// application (a pending booking) that keeps the seat, or, when the hold had lapsed and the last seat went
// meanwhile, a record of the payment for staff to refund, as a class paid online does.

// The batch's row is the lock every seat count queues on. It is taken 'for no key update', which still
// queues checkouts and confirmations on one another but not on the foreign-key check of a booking or
// order being written for the batch: a confirmation writes its booking (which names the batch) before it
// counts, and two of them upgrading that check's lock to a full one would wait on each other for ever.

type BatchRow = typeof learningBatches.$inferSelect;
type ProgrammeRow = typeof learningProgrammes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;
export type TrainingOrderDetails = Extract<PaymentOrderDetails, { kind: 'training' }>;

/** What the browser may ask for: which batch, how to pay, and the answers in the questions' order. Never an amount. */
export interface TrainingRequest {
  batchId: string;
  payment: TrainingPayment;
  answers: readonly string[];
}

/** A batch that takes enrolments online: its programme shown, a fee and seats set, and not yet begun. */
function isEnrollable(batch: BatchRow, programme: ProgrammeRow, today: string): batch is BatchRow & { feePaise: number; seats: number } {
  return programme.active && batch.feePaise !== null && batch.seats !== null && batch.startDate >= today;
}

async function batchWithProgramme(db: Database, batchId: string, lock: boolean) {
  const query = db
    .select({ batch: learningBatches, programme: learningProgrammes })
    .from(learningBatches)
    .innerJoin(learningProgrammes, eq(learningProgrammes.id, learningBatches.programmeId))
    .where(eq(learningBatches.id, batchId));
  const [row] = lock ? await query.for('no key update', { of: learningBatches }) : await query;
  return row ?? null;
}

/** The fee and the deposit a batch offers a guest enrolling today; null when it takes no enrolments online. */
export function offerOf(batch: BatchRow, today: string): TrainingOffer | null {
  if (batch.feePaise === null || batch.seats === null || batch.startDate < today) return null;
  return {
    batchId: batch.id,
    feePaise: batch.feePaise,
    deposit: depositTermsOf(batch.depositRule, batch.feePaise, batch.startDate, today),
  };
}

/**
 * The amount and the order's details for one seat: the deposit the batch's rule offers today when the guest
 * chose it and one applies, else the whole fee. The answers are checked against the programme's questions now.
 */
export async function priceTraining(
  db: Database,
  request: TrainingRequest,
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<{ amountPaise: number; details: TrainingOrderDetails }> {
  const found = await batchWithProgramme(db, request.batchId, false);
  const today = todayIn(timeZone, now);
  if (!found || !isEnrollable(found.batch, found.programme, today)) throw new Refusal(TRAINING_MESSAGES.batchGone, 409);
  const { batch, programme } = found;
  const read = readAnswers(programme.questions, request.answers);
  if ('error' in read) throw new Refusal(read.error, 400);
  const offered = depositTermsOf(batch.depositRule, batch.feePaise, batch.startDate, today);
  const terms = request.payment === 'deposit' ? offered : null;
  return {
    amountPaise: terms ? terms.depositPaise : batch.feePaise,
    details: {
      kind: 'training',
      programmeId: programme.id,
      batchId: batch.id,
      title: programme.title,
      startDate: batch.startDate,
      endDate: batch.endDate,
      feePaise: batch.feePaise,
      payment: terms ? 'deposit' : 'full',
      terms,
      answers: read.answers,
    },
  };
}

/** Seats of a batch taken at `now`: its applications and enrolments not cancelled, and the checkouts still holding one. */
export async function batchSeatsTaken(db: Database, batchId: string, now: Date, except: SeatExclusions = {}): Promise<number> {
  const [booked] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(eq(bookings.learningBatchId, batchId), bookingHoldsSeatAt(now), except.bookingId ? ne(bookings.id, except.bookingId) : undefined),
    );
  const [held] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.learningBatchId, batchId),
        eq(paymentOrders.purpose, 'booking'),
        orderHoldsSeat(now),
        except.paymentOrderId ? ne(paymentOrders.id, except.paymentOrderId) : undefined,
      ),
    );
  return (booked?.n ?? 0) + (held?.n ?? 0);
}

/**
 * Holds one seat for a checkout about to be stored, inside its transaction: the batch's row is locked, so
 * checkouts of every process queue on it and the last seat goes to one of them only. Refuses a full batch,
 * and one whose fee or dates changed since it was priced.
 */
export async function claimTrainingSeat(
  tx: Database,
  details: TrainingOrderDetails,
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<{ learningBatchId: string; seatHeldUntil: Date }> {
  const found = await batchWithProgramme(tx, details.batchId, true);
  if (!found || !isEnrollable(found.batch, found.programme, todayIn(timeZone, now))) throw new Refusal(TRAINING_MESSAGES.batchGone, 409);
  const { batch } = found;
  if (batch.feePaise !== details.feePaise || batch.startDate !== details.startDate) throw new Refusal(TRAINING_MESSAGES.batchGone, 409);
  if ((await batchSeatsTaken(tx, batch.id, now)) >= batch.seats) throw new Refusal(TRAINING_MESSAGES.batchFull, 409);
  return { learningBatchId: batch.id, seatHeldUntil: eventHoldExpiry(now) };
}

/**
 * The paid enrolment keeps its seat when its hold still ran, or when a seat is free anyway. Otherwise (the
 * hold lapsed and the batch filled, or staff removed the batch) it is kept as the record of a payment:
 * marked paid without a place, which takes no seat, shows on staff's refund list and tells the guest plainly.
 */
export async function placePaidEnrolment(tx: Database, order: OrderRow, booking: BookingRow, now: Date): Promise<BookingRow> {
  const [batch] = order.learningBatchId
    ? await tx.select().from(learningBatches).where(eq(learningBatches.id, order.learningBatchId)).for('no key update')
    : [];
  if (batch?.seats != null) {
    const stillHeld = order.state === 'created' && order.seatHeldUntil !== null && order.seatHeldUntil > now;
    if (stillHeld) return booking;
    const others = await batchSeatsTaken(tx, batch.id, now, { bookingId: booking.id, paymentOrderId: order.id });
    if (others < batch.seats) return booking;
  }
  const [unplaced] = await tx
    .update(bookings)
    .set({ paidWithoutRoom: true, notes: TRAINING_MESSAGES.staffNoSeat, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!unplaced) throw new Error('the enrolment paid without a seat was not stored');
  return unplaced;
}

/** What /learning offers of each batch that takes enrolments online: the fee and deposit of one made today, and the seats left. */
export async function enrolmentOffers(
  db: Database,
  now: Date,
  timeZone: string = siteSettings().timeZone,
): Promise<Map<string, TrainingOffer & { seatsLeft: number }>> {
  const today = todayIn(timeZone, now);
  const rows = await db
    .select({ batch: learningBatches })
    .from(learningBatches)
    .innerJoin(learningProgrammes, eq(learningProgrammes.id, learningBatches.programmeId))
    .where(
      and(
        eq(learningProgrammes.active, true),
        gte(learningBatches.startDate, today),
        isNotNull(learningBatches.feePaise),
        isNotNull(learningBatches.seats),
      ),
    );
  const offers = new Map<string, TrainingOffer & { seatsLeft: number }>();
  for (const { batch } of rows) {
    const offer = offerOf(batch, today);
    if (!offer || batch.seats === null) continue;
    offers.set(batch.id, { ...offer, seatsLeft: Math.max(0, batch.seats - (await batchSeatsTaken(db, batch.id, now))) });
  }
  return offers;
}
