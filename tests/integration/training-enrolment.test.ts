import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatOrdinalDate, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { programmeSchema } from '#app/lib/schemas/admin/learning.ts';
import { TRAINING_MESSAGES } from '#app/lib/training.ts';
import { config } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { bookings, mailOutbox, paymentOrders, refunds } from '#server/db/schema.ts';
import { addBatch, createProgramme } from '#server/learning/admin.ts';
import { acceptApplication, declineApplication, listApplications } from '#server/learning/applications.ts';
import { batchSeatsTaken } from '#server/learning/enrol.ts';
import { startBalancePayment } from '#server/payments/balance.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import { Refusal } from '#server/refusal.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';

// Enrolling in a training batch online: never more enrolments than seats, however many guests pay at once
// through however many processes; the owner's Accept makes the balance due, Decline gives the deposit back whole.

const SECRET = 'training-test-secret';
const provider = createDemoProvider({ secret: SECRET });
const owner = { userId: 'owner-1', email: 'owner@example.org' };
const FEE_RUPEES = 85_000;
const ENROLMENTS = 30;
const serverUrl = process.env.TEST_DATABASE_URL;

let handles: DatabaseHandle[] = [];
let cleanup = async () => {};
let db: Database;
let guests = 0;

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
  db = handles[0]!.db;
});
afterAll(async () => {
  await cleanup();
});

/** A programme asking two questions, with one batch of `seats` seats starting in 60 days, its deposit 20 %, the balance due 30 days before. */
async function trainingBatch(seats: number) {
  guests += 1;
  const programme = await createProgramme(
    db,
    owner,
    programmeSchema.parse({
      title: `Teacher Training ${guests}`,
      slug: `training-${guests}-${crypto.randomUUID().slice(0, 8)}`,
      summary: 'Four weeks of practice and teaching.',
      highlights: 'Daily practice',
      questions: 'Your experience?\nYour city? [short] [optional]',
      active: true,
    }),
  );
  const startDate = addDays(todayIn(TIME_ZONE), 60);
  const batch = await addBatch(db, owner, {
    programmeId: programme.id,
    startDate,
    endDate: addDays(startDate, 25),
    feeRupees: FEE_RUPEES,
    seats,
    depositType: 'percent',
    depositPercent: 20,
    balanceDaysBefore: 30,
  });
  return { programme, batch: batch!, startDate };
}

function enrol(batchId: string, i: number, database = db, options: { payment?: 'deposit' | 'full'; now?: Date } = {}) {
  return startPayment(
    database,
    provider,
    {
      kind: 'training',
      batchId,
      payment: options.payment ?? 'deposit',
      answers: ['Five years of hatha yoga.', ''],
      idempotencyKey: crypto.randomUUID(),
      customer: { name: `Applicant ${i}`, email: `applicant-${i}@example.org`, phone: '+91 98765 43210' },
    },
    options.now ? { now: options.now } : {},
  );
}

async function pay(providerOrderId: string, database = db) {
  const { paymentId } = signDemoPayment(providerOrderId, SECRET);
  return confirmPaidOrder(database, { providerOrderId, paymentId });
}

async function paidApplication(batchId: string, i: number, payment: 'deposit' | 'full' = 'deposit') {
  const started = await enrol(batchId, i, db, { payment });
  if (started.state !== 'open') throw new Error('expected an open order');
  return { started, ...(await pay(started.providerOrderId)) };
}

const holdsSeat = (rows: (typeof bookings.$inferSelect)[]) => rows.filter((row) => row.status !== 'cancelled' && !row.paidWithoutRoom);

describe(`enrolling in a training batch (${serverUrl ? 'postgres, two processes' : 'pglite'})`, () => {
  it(`takes exactly the last seats of ${ENROLMENTS} simultaneous paid enrolments, and refuses the rest in words`, async () => {
    const { batch } = await trainingBatch(5);
    // Two seats taken already by earlier applicants.
    await paidApplication(batch.id, 1000);
    await paidApplication(batch.id, 1001);

    const results = await Promise.allSettled(
      Array.from({ length: ENROLMENTS }, async (_, i) => {
        const database = handles[i % handles.length]!.db;
        const started = await enrol(batch.id, i, database);
        if (started.state !== 'open') throw new Error('expected an open order');
        return pay(started.providerOrderId, database);
      }),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(ENROLMENTS - 3);
    for (const reason of refused) expect(reason).toMatchObject({ message: TRAINING_MESSAGES.batchFull, status: 409 });

    const rows = await db.select().from(bookings).where(eq(bookings.learningBatchId, batch.id));
    expect(holdsSeat(rows)).toHaveLength(5);
    expect(rows.every((row) => row.kind === 'training' && row.status === 'pending')).toBe(true);
    expect(await batchSeatsTaken(db, batch.id, new Date())).toBe(5);
  });

  it('records payments that arrive after their holds lapsed and the batch filled as paid without a seat, never a sixth seat', async () => {
    const { batch } = await trainingBatch(3);
    // Three checkouts opened long ago: their holds lapsed unpaid, freeing the seats for others.
    const long = new Date(Date.now() - (config().EVENT_HOLD_MINUTES + 5) * 60_000);
    const lapsed = await Promise.all([0, 1, 2].map((i) => enrol(batch.id, 2000 + i, db, { now: long })));
    const fresh = await Promise.all([0, 1, 2].map((i) => enrol(batch.id, 3000 + i)));
    const open = [...lapsed, ...fresh].map((started) => (started.state === 'open' ? started.providerOrderId : ''));

    // All six are paid at once, through both processes.
    const confirmed = await Promise.all(open.map((id, i) => pay(id, handles[i % handles.length]!.db)));
    expect(confirmed.filter(({ booking }) => !booking.paidWithoutRoom)).toHaveLength(3);
    const late = confirmed.filter(({ booking }) => booking.paidWithoutRoom);
    expect(late).toHaveLength(3);
    expect(late.every(({ booking }) => booking.status === 'pending')).toBe(true);
    expect(await batchSeatsTaken(db, batch.id, new Date())).toBe(3);
    // A paid-without-seat enrolment is no application to decide.
    await expect(acceptApplication(db, owner, late[0]!.booking.id)).rejects.toMatchObject({ message: TRAINING_MESSAGES.notApplication });
  });

  it('charges the deposit, keeps the answers, and on Accept makes the balance due by the terms’ date and mails the guest', async () => {
    const { batch, startDate } = await trainingBatch(4);
    const { started, booking } = await paidApplication(batch.id, 4000);
    expect(started.state === 'open' && started.amountPaise).toBe(FEE_RUPEES * 20);
    // The booking costs the fee; the application was paid with its deposit.
    expect(booking).toMatchObject({
      kind: 'training',
      status: 'pending',
      duePaise: 0,
      learningBatchId: batch.id,
      price: priceText(FEE_RUPEES * 100),
    });
    expect(booking.details).toMatchObject({
      kind: 'training',
      payment: 'deposit',
      answers: [
        { question: 'Your experience?', answer: 'Five years of hatha yoga.' },
        { question: 'Your city?', answer: '' },
      ],
    });
    expect((await listApplications(db)).find((application) => application.id === booking.id)).toMatchObject({
      paid: priceText(FEE_RUPEES * 20),
    });

    const accepted = await acceptApplication(db, owner, booking.id);
    expect(accepted).toMatchObject({
      status: 'confirmed',
      duePaise: FEE_RUPEES * 80,
      balanceDueOn: addDays(startDate, -30),
      depositTerms: { depositPaise: FEE_RUPEES * 20, balancePaise: FEE_RUPEES * 80, nonRefundable: false },
    });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'application-accepted')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(TRAINING_MESSAGES.balanceDue('₹68,000', formatOrdinalDate(addDays(startDate, -30))));
    // Deciding twice is refused in words, never a second decision.
    await expect(acceptApplication(db, owner, booking.id)).rejects.toBeInstanceOf(Refusal);

    // The balance is paid from the booking's page: an order for exactly what is due.
    const balance = await startBalancePayment(db, provider, booking.id);
    expect(balance.amountPaise).toBe(FEE_RUPEES * 80);
    const settled = await pay(balance.providerOrderId);
    expect(settled.booking.duePaise).toBe(0);
  });

  it('on Decline cancels the application, frees its seat and refunds the deposit in full, once', async () => {
    const { batch } = await trainingBatch(1);
    const { booking } = await paidApplication(batch.id, 5000);
    await expect(enrol(batch.id, 5001)).rejects.toMatchObject({ message: TRAINING_MESSAGES.batchFull });

    const [declined, again] = await Promise.allSettled([
      declineApplication(db, provider, owner, booking.id),
      declineApplication(handles[handles.length - 1]!.db, provider, owner, booking.id),
    ]);
    const decided = [declined, again].filter((result) => result.status === 'fulfilled');
    expect(decided).toHaveLength(1);
    const given = await db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountPaise: FEE_RUPEES * 20, state: 'processed' });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: 'cancelled' });
    const [paid] = await db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));
    expect(paid!.amountPaise).toBe(FEE_RUPEES * 20);

    // Its seat is free again.
    expect(await batchSeatsTaken(db, batch.id, new Date())).toBe(0);
    expect((await enrol(batch.id, 5002)).state).toBe('open');
  });

  it('charges the whole fee when the guest chooses it, and leaves nothing due on Accept', async () => {
    const { batch } = await trainingBatch(2);
    const { started, booking } = await paidApplication(batch.id, 6000, 'full');
    expect(started.state === 'open' && started.amountPaise).toBe(FEE_RUPEES * 100);
    const accepted = await acceptApplication(db, owner, booking.id);
    expect(accepted).toMatchObject({ status: 'confirmed', duePaise: 0, balanceDueOn: null, depositTerms: null });
  });

  it('refuses an application missing a required answer in its words, before anything is held', async () => {
    const { batch } = await trainingBatch(2);
    const missing = startPayment(db, provider, {
      kind: 'training',
      batchId: batch.id,
      payment: 'deposit',
      answers: ['  '],
      idempotencyKey: crypto.randomUUID(),
      customer: { name: 'Asha', email: 'asha@example.org', phone: '+91 98765 43210' },
    });
    await expect(missing).rejects.toMatchObject({ message: TRAINING_MESSAGES.answerRequired('Your experience?'), status: 400 });
    expect(await batchSeatsTaken(db, batch.id, new Date())).toBe(0);
  });
});
