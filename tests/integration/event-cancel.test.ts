import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { REFUND_DUE_MESSAGES } from '#app/lib/admin/refund-due.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { bookingFormSchema } from '#app/lib/schemas/admin/booking.ts';
import { listAudit } from '#server/audit/index.ts';
import { updateBooking } from '#server/bookings/admin.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { seatsInUse, seatsTaken } from '#server/bookings/event-seats.ts';
import { guestBookingView } from '#server/bookings/guest-view.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { dayRosters } from '#server/bookings/roster.ts';
import { createStaffEventBooking } from '#server/bookings/staff-event.ts';
import { cancelEventAsEstate } from '#server/catalog/event-cancel.ts';
import { listCalendarCards } from '#server/catalog/events.ts';
import { deleteEvent } from '#server/catalog/events-admin.ts';
import { bookings, calendarEvents, mailOutbox, promoCodes, refunds, refundsDue } from '#server/db/schema.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { recordGivenBack, refundsDueOf } from '#server/refunds/due.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { REFUND_RECONCILE_AFTER_MS } from '#server/refunds/reconcile.ts';
import { Refusal } from '#server/refusal.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { startOpen } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { refundPosts } from '#tests/support/refunds.ts';

// The estate cancels an event with its bookings: every live booking cancelled, its seat free (counted,
// not read off the booking), every paid guest given all they paid exactly once (through Razorpay, as
// credit, or recorded to give back by hand), each guest mailed once, all of it in the history.

const KEYS = { keyId: 'rzp_test_eventcancel1', keySecret: 'fake-cancel-secret', webhookSecret: 'fake-cancel-webhook-secret' };
const STAFF = { userId: 'owner-1', email: 'owner@example.org' };
const SLOT = '8:00 AM';

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;
openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let guests = 0;
function guest() {
  guests += 1;
  return { name: `Cancel Guest ${guests}`, email: `cancel-${guests}-${crypto.randomUUID().slice(0, 8)}@example.org`, phone: '9876543210' };
}

/** A seat of a class paid online, paid through Razorpay (the fake) and confirmed. */
async function paidSeat(eventId: string) {
  const started = await startOpen(database.db, razorpay, { kind: 'event', eventId, slot: SLOT, customer: guest() });
  const { paymentId } = fake.capturePayment(started.providerOrderId);
  const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
  return { booking: booking!, paymentId, amountPaise: started.amountPaise };
}

/** A seat booked by staff, unpaid; with `cash`, paid at the desk. */
async function deskSeat(eventId: string, cash = false) {
  const customer = guest();
  const booking = await createStaffEventBooking(
    database.db,
    STAFF,
    {
      eventId,
      slot: SLOT,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      status: 'confirmed',
      notes: '',
    },
    { timeZone: TIME_ZONE },
  );
  if (cash) await recordOfflinePayment(database.db, STAFF, { bookingId: booking.id, method: 'cash' });
  return booking;
}

function onlineClass(overrides: Parameters<typeof createEvent>[1] = {}) {
  return createEvent(database.db, {
    title: 'Pranayama',
    paymentMode: 'online',
    pricePaise: 60_000,
    price: 'Rs 600',
    timeSlots: [SLOT],
    slotCapacity: 10,
    eventDate: addDays(todayIn(TIME_ZONE), 5),
    ...overrides,
  });
}

async function rowsOf(ids: string[]) {
  return database.db.select().from(bookings).where(inArray(bookings.id, ids));
}

async function guestMails(ids: string[]) {
  return database.db.select().from(mailOutbox).where(inArray(mailOutbox.bookingId, ids));
}

/** The mails of these bookings queued since `before` (a list of mails read earlier). */
async function mailsSince(ids: string[], before: { id: string }[]) {
  const seen = new Set(before.map((mail) => mail.id));
  return (await guestMails(ids)).filter((mail) => !seen.has(mail.id));
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a Refusal, got ${String(error)}`);
  return error;
}

describe(`the estate cancels an event (${engine})`, () => {
  it('cancels all N bookings, frees every seat, refunds the paid ones once and mails each guest once', async () => {
    const event = await onlineClass();
    const paid = [await paidSeat(event.id), await paidSeat(event.id)];
    const unpaid = await deskSeat(event.id);
    const cash = await deskSeat(event.id, true);
    const ids = [...paid.map((seat) => seat.booking.id), unpaid.id, cash.id];
    expect(await seatsInUse(database.db, event.id, SLOT, new Date())).toBe(4);
    const mailsBefore = await guestMails(ids);

    const outcome = await cancelEventAsEstate(
      database.db,
      razorpay,
      STAFF,
      { eventId: event.id, scope: 'this', reason: 'Our teacher is unwell.', giveBack: 'refund' },
      { timeZone: TIME_ZONE },
    );
    expect(outcome).toMatchObject({ bookings: 4, refunds: 2, credits: 0, dueByHandPaise: 60_000 });

    // Every booking cancelled by the estate, with the reason and what the guest gets.
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    for (const row of rows) expect(row.cancellation).toMatchObject({ by: 'estate', reason: 'Our teacher is unwell.' });
    expect(rows.find((row) => row.id === unpaid.id)!.cancellation!.terms).toBe(CANCELLATION_MESSAGES.estate.unpaid);
    expect(rows.find((row) => row.id === cash.id)!.cancellation!.terms).toBe(CANCELLATION_MESSAGES.estate.byHand('₹600'));

    // The seats, counted as the calendar and the booking check count them: all free.
    expect(await seatsInUse(database.db, event.id, SLOT, new Date())).toBe(0);
    expect((await seatsTaken(database.db, [event.id])).get(`${event.id}|${SLOT}`)).toBeUndefined();

    // Each paid guest: one refund of all they paid, asked of Razorpay once.
    for (const seat of paid) {
      const made = await database.db.select().from(refunds).where(eq(refunds.bookingId, seat.booking.id));
      expect(made).toEqual([expect.objectContaining({ amountPaise: seat.amountPaise, cause: `event-cancel:${seat.booking.id}` })]);
      expect(refundPosts(fake, seat.paymentId)).toHaveLength(1);
    }
    // The cash guest: the sum recorded for staff to give back by hand, never sent to Razorpay; the
    // dashboard lists it until staff record giving it back, once.
    expect(await database.db.select().from(refundsDue).where(eq(refundsDue.bookingId, cash.id))).toEqual([
      expect.objectContaining({ amountPaise: 60_000, paidOutAt: null }),
    ]);
    const handed = (items: Awaited<ReturnType<typeof loadNeedsAction>>) =>
      items.filter((item) => item.kind === 'give-back-by-hand' && item.bookingId === cash.id);
    expect(handed(await loadNeedsAction(database.db, 200))).toEqual([expect.objectContaining({ amount: '₹600' })]);
    expect(await recordGivenBack(database.db, STAFF, cash.id)).toBe(60_000);
    expect((await refusalOf(recordGivenBack(database.db, STAFF, cash.id))).message).toBe(REFUND_DUE_MESSAGES.nothingDue);
    expect(handed(await loadNeedsAction(database.db, 200))).toEqual([]);
    expect((await refundsDueOf(database.db, cash.id))[0]).toMatchObject({ paidOutBy: STAFF.email });

    // One cancellation mail per guest, nothing else queued by the cancellation itself but refund receipts.
    const mails = await mailsSince(ids, mailsBefore);
    const cancelMails = mails.filter((mail) => mail.kind === 'booking-cancelled');
    expect(cancelMails.map((mail) => mail.bookingId).sort()).toEqual([...ids].sort());
    expect(new Set(cancelMails.map((mail) => mail.to)).size).toBe(4);
    expect(cancelMails[0]!.text).toContain('Our teacher is unwell.');
    expect(mails.every((mail) => ['booking-cancelled', 'refund-processed'].includes(mail.kind))).toBe(true);

    // The event stays, marked cancelled: the calendar says so; Today has no roster for it.
    const [stored] = await database.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(stored!.cancelledAt).not.toBeNull();
    const cards = await listCalendarCards(database.db, event.eventDate, {}, { now: new Date(), timeZone: TIME_ZONE });
    expect(cards.find((card) => card.id === event.id)?.cancelled).toEqual({ reason: 'Our teacher is unwell.' });
    const rosters = await dayRosters(database.db, event.eventDate, TIME_ZONE);
    expect(rosters.filter((roster) => roster.eventId === event.id || roster.title === 'Pranayama')).toEqual([]);

    // The history: each booking and the event record who did it.
    for (const id of ids) {
      const [entry] = await listAudit(database.db, 'booking', id);
      expect(entry).toMatchObject({ action: 'update', actorEmail: STAFF.email });
      expect(entry!.changes.status).toEqual([expect.any(String), 'cancelled']);
    }
    expect((await listAudit(database.db, 'event', event.id))[0]).toMatchObject({ actorEmail: STAFF.email });

    // The guest's page says the estate cancelled it, and what comes back.
    const view = await guestBookingView(database.db, paid[0]!.booking.id, {
      timeZone: TIME_ZONE,
      estate: { siteName: 'Sukoon', contactEmail: 'namaste@example.org', publicUrl: 'https://sukoon.example.org', address: 'Pune' },
    });
    expect(view).toMatchObject({ status: 'cancelled', cancellation: { by: 'estate', terms: CANCELLATION_MESSAGES.estate.refund('₹600') } });

    // Once only: a second cancellation is refused and gives nothing again; nothing can be booked in it.
    const again = await refusalOf(
      cancelEventAsEstate(
        database.db,
        razorpay,
        STAFF,
        { eventId: event.id, scope: 'this', reason: 'Again', giveBack: 'refund' },
        { timeZone: TIME_ZONE },
      ),
    );
    expect(again.message).toBe(EVENT_CANCEL_MESSAGES.alreadyCancelled);
    for (const seat of paid) expect(refundPosts(fake, seat.paymentId)).toHaveLength(1);
    expect((await guestMails(ids)).filter((mail) => mail.kind === 'booking-cancelled')).toHaveLength(4);
    expect((await refusalOf(deskSeat(event.id))).message).toBe(EVENT_CANCEL_MESSAGES.closed);
    expect(
      (await refusalOf(startOpen(database.db, razorpay, { kind: 'event', eventId: event.id, slot: SLOT, customer: guest() }))).message,
    ).toBe(EVENT_CANCEL_MESSAGES.closed);
    // Staff cannot make a booking of the cancelled date live again through the record form.
    const [unpaidRow] = await rowsOf([unpaid.id]);
    const reinstate = bookingFormSchema.parse({ ...unpaidRow, status: 'confirmed', eventId: event.id, notes: '' });
    expect((await refusalOf(updateBooking(database.db, { ...STAFF, role: 'owner' }, unpaid.id, reinstate))).message).toBe(
      EVENT_CANCEL_MESSAGES.closed,
    );
    expect(await seatsInUse(database.db, event.id, SLOT, new Date())).toBe(0);
    // Kept for the record of the money: it cannot be deleted.
    expect((await refusalOf(deleteEvent(database.db, STAFF, event.id))).message).toBe(EVENT_CANCEL_MESSAGES.hasHistory);
  });

  it('survives Razorpay failing: the refunds stay pending and reconciliation sends each exactly once', async () => {
    const event = await onlineClass();
    const down = await paidSeat(event.id);
    const lost = await paidSeat(event.id);
    // Razorpay is down for the first refund, and loses its answer for the second (it made that refund).
    let calls = 0;
    const flaky: PaymentProvider = {
      ...razorpay,
      createRefund: (request) => {
        calls += 1;
        fake.setRefundOutage(calls === 1 ? 'down' : 'lost-answer');
        return razorpay.createRefund(request);
      },
    };
    const outcome = await cancelEventAsEstate(
      database.db,
      flaky,
      STAFF,
      { eventId: event.id, scope: 'this', reason: 'Flooded hall.', giveBack: 'refund' },
      { timeZone: TIME_ZONE },
    );
    fake.setRefundOutage(null);
    expect(outcome).toMatchObject({ bookings: 2, refunds: 2 });
    expect((await rowsOf([down.booking.id, lost.booking.id])).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    expect(await seatsInUse(database.db, event.id, SLOT, new Date())).toBe(0);
    for (const seat of [down, lost]) {
      expect(await database.db.select().from(refunds).where(eq(refunds.bookingId, seat.booking.id))).toEqual([
        expect.objectContaining({ state: 'pending', providerRefundId: null }),
      ]);
    }

    const later = new Date(Date.now() + REFUND_RECONCILE_AFTER_MS + 60_000);
    await reconcileOrders(database.db, razorpay, later);
    for (const seat of [down, lost]) {
      const atRazorpay = [...fake.refunds.values()].filter((refund) => refund.payment_id === seat.paymentId);
      expect(atRazorpay).toHaveLength(1);
      expect(atRazorpay[0]!.amount).toBe(seat.amountPaise);
      fake.settleRefund(atRazorpay[0]!.id, 'processed');
    }
    await reconcileOrders(database.db, razorpay, new Date(later.getTime() + REFUND_RECONCILE_AFTER_MS + 60_000));
    for (const seat of [down, lost]) {
      const [row] = await database.db.select().from(refunds).where(eq(refunds.bookingId, seat.booking.id));
      expect(row).toMatchObject({ state: 'processed' });
      expect([...fake.refunds.values()].filter((refund) => refund.payment_id === seat.paymentId)).toHaveLength(1);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, seat.booking.id), eq(mailOutbox.kind, 'booking-cancelled')));
      expect(mails).toHaveLength(1);
    }
  });

  it('two cancellations at once (a double click, two owners) cancel once and refund once', async () => {
    const event = await onlineClass();
    const seats = [await paidSeat(event.id), await paidSeat(event.id)];
    const request = { eventId: event.id, scope: 'this' as const, reason: 'Double click.', giveBack: 'refund' as const };
    const results = await Promise.allSettled([
      cancelEventAsEstate(database.db, razorpay, STAFF, request, { timeZone: TIME_ZONE }),
      cancelEventAsEstate(database.db, razorpay, STAFF, request, { timeZone: TIME_ZONE }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ message: EVENT_CANCEL_MESSAGES.alreadyCancelled });
    for (const seat of seats) {
      expect(await database.db.select().from(refunds).where(eq(refunds.bookingId, seat.booking.id))).toHaveLength(1);
      expect(refundPosts(fake, seat.paymentId)).toHaveLength(1);
    }
    const ids = seats.map((seat) => seat.booking.id);
    expect((await guestMails(ids)).filter((mail) => mail.kind === 'booking-cancelled')).toHaveLength(2);
  });

  it('gives full credit when staff choose it, its code in the one mail', async () => {
    const event = await onlineClass();
    const seat = await paidSeat(event.id);
    const before = await guestMails([seat.booking.id]);
    const outcome = await cancelEventAsEstate(
      database.db,
      razorpay,
      STAFF,
      { eventId: event.id, scope: 'this', reason: 'Storm warning.', giveBack: 'credit' },
      { timeZone: TIME_ZONE },
    );
    expect(outcome).toMatchObject({ bookings: 1, refunds: 0, credits: 1 });
    const [credit] = await database.db.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, seat.booking.id));
    expect(credit).toMatchObject({ kind: 'credit', amountPaise: seat.amountPaise, balancePaise: seat.amountPaise });
    expect(refundPosts(fake, seat.paymentId)).toHaveLength(0);
    const mails = await mailsSince([seat.booking.id], before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(credit!.code);
  });

  it('cancels this and the later dates of a series, leaving earlier dates and their guests alone', async () => {
    const seriesId = crypto.randomUUID();
    const today = todayIn(TIME_ZONE);
    const dates = [2, 9, 16].map((days) => addDays(today, days));
    const events = [];
    for (const eventDate of dates)
      events.push(await createEvent(database.db, { title: 'Weekly yoga', timeSlots: [SLOT], eventDate, seriesId }));
    const booked = [];
    for (const event of events) {
      booked.push(
        (await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: SLOT }), { timeZone: TIME_ZONE })).booking,
      );
    }
    const outcome = await cancelEventAsEstate(
      database.db,
      razorpay,
      STAFF,
      { eventId: events[1]!.id, scope: 'later', reason: 'The hall is being rebuilt.', giveBack: 'refund' },
      { timeZone: TIME_ZONE },
    );
    expect(outcome.events.map((event) => event.eventDate)).toEqual(dates.slice(1));
    expect(outcome.bookings).toBe(2);
    const taken = await seatsTaken(
      database.db,
      events.map((event) => event.id),
    );
    expect(events.map((event) => taken.get(`${event.id}|${SLOT}`) ?? 0)).toEqual([1, 0, 0]);
    const rows = await rowsOf(booked.map((booking) => booking.id));
    expect(booked.map((booking) => rows.find((row) => row.id === booking.id)!.status)).toEqual(['pending', 'cancelled', 'cancelled']);
  });

  it('refuses to cancel an event that is over, changing nothing', async () => {
    const past = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), -1), timeSlots: [SLOT] });
    const refusal = await refusalOf(
      cancelEventAsEstate(
        database.db,
        razorpay,
        STAFF,
        { eventId: past.id, scope: 'this', reason: 'Late', giveBack: 'refund' },
        { timeZone: TIME_ZONE },
      ),
    );
    expect(refusal.message).toBe(EVENT_CANCEL_MESSAGES.past);
    const [stored] = await database.db.select().from(calendarEvents).where(eq(calendarEvents.id, past.id));
    expect(stored!.cancelledAt).toBeNull();
  });
});
