import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ONLINE_EVENT_MESSAGES, paidWithoutPlaceMessage } from '#app/lib/online-event.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { listCalendarCards } from '#server/catalog/events.ts';
import { config } from '#server/config.ts';
import { bookings, calendarEvents, mailOutbox, paymentOrders } from '#server/db/schema.ts';
import { type PaymentRequest, startPayment } from '#server/payments/checkout.ts';
import { markOrderFailed } from '#server/payments/unpaid.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { demoProvider, payDemoOrder, startEventCheckout } from '#tests/support/paid-orders.ts';
import { Refusal } from '../refusal.ts';
import { createEventBooking } from './event-booking.ts';
import { seatsInUse, seatsTaken } from './event-seats.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const HOLD_MS = config().EVENT_HOLD_MINUTES * 60_000;
let guests = 0;
const guest = () => {
  guests += 1;
  return { name: `Guest ${guests}`, email: `online-${guests}-${Date.now().toString(36)}@example.org`, phone: '+91 98765 43210' };
};

function onlineEvent(overrides: Parameters<typeof createEvent>[1] = {}) {
  return createEvent(database.db, { paymentMode: 'online', pricePaise: 60_000, price: 'Rs 600', title: 'Pranayama', ...overrides });
}

async function opened(started: Awaited<ReturnType<typeof startEventCheckout>>) {
  if (started.state !== 'open') throw new Error('expected an open checkout');
  const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, started.paymentOrderId));
  return { started, order: order! };
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`pricing a class paid online (${engine})`, () => {
  it("charges the event's price_paise, never an amount the request carries, and records the seat it holds", async () => {
    const event = await onlineEvent({ pricePaise: 75_000 });
    const now = new Date();
    const forged = { amountPaise: 100, amount: 1, price: 'Rs 1', title: 'Free', eventDate: '2000-01-01' };
    const started = await startPayment(
      database.db,
      demoProvider,
      {
        kind: 'event',
        eventId: event.id,
        slot: '8:00 AM',
        customer: guest(),
        idempotencyKey: crypto.randomUUID(),
        ...forged,
      } as PaymentRequest,
      { now },
    );
    const { order } = await opened(started);
    expect(order).toMatchObject({
      kind: 'event',
      amountPaise: 75_000,
      eventId: event.id,
      selectedSlot: '8:00 AM',
      details: { kind: 'event', eventId: event.id, eventDate: event.eventDate, slot: '8:00 AM', title: 'Pranayama' },
    });
    expect(order.seatHeldUntil?.getTime()).toBe(now.getTime() + HOLD_MS);
  });

  it('refuses what an unpaid booking refuses, and a class paid at the estate', async () => {
    const customer = guest();
    const past = await onlineEvent({ eventDate: addDays(todayIn(TIME_ZONE), -1) });
    const today = await onlineEvent({ eventDate: todayIn(TIME_ZONE), timeSlots: ['12:00 AM'] });
    const atEstate = await createEvent(database.db, { pricePaise: 50_000 });
    const online = await onlineEvent();
    const cases: [() => Promise<unknown>, number, string][] = [
      [
        () => startEventCheckout(database.db, { eventId: crypto.randomUUID(), slot: '8:00 AM' }, customer),
        404,
        BOOKING_MESSAGES.eventNotFound,
      ],
      [() => startEventCheckout(database.db, { eventId: 'not-an-id', slot: '8:00 AM' }, customer), 404, BOOKING_MESSAGES.eventNotFound],
      [() => startEventCheckout(database.db, { eventId: online.id, slot: '3:33 AM' }, customer), 400, BOOKING_MESSAGES.slotNotOffered],
      [() => startEventCheckout(database.db, { eventId: past.id, slot: '8:00 AM' }, customer), 400, BOOKING_MESSAGES.pastEvent],
      [() => startEventCheckout(database.db, { eventId: today.id, slot: '12:00 AM' }, customer), 409, BOOKING_MESSAGES.slotStarted],
      [() => startEventCheckout(database.db, { eventId: atEstate.id, slot: '8:00 AM' }, customer), 409, ONLINE_EVENT_MESSAGES.changed],
    ];
    for (const [attempt, status, message] of cases) expect(await refusalOf(attempt())).toMatchObject({ status, message });
    const stored = await database.db.select().from(paymentOrders).where(eq(paymentOrders.customerEmail, customer.email));
    expect(stored).toEqual([]);
  });

  it('an online class cannot be reserved unpaid through the calendar form', async () => {
    const event = await onlineEvent();
    const refused = await refusalOf(createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE }));
    expect(refused).toMatchObject({ status: 409, message: ONLINE_EVENT_MESSAGES.payOnline });
  });
});

describe(`seat holds (${engine})`, () => {
  it('a checkout holds its seat everywhere seats are counted, until the hold lapses', async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const now = new Date();
    await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest(), { now }));

    expect(await seatsInUse(database.db, event.id, '8:00 AM', now)).toBe(1);
    expect((await seatsTaken(database.db, [event.id], now)).get(`${event.id}|8:00 AM`)).toBe(1);
    const [card] = await listCalendarCards(database.db, event.eventDate, { search: 'Pranayama' }, { now, timeZone: TIME_ZONE });
    const cards = (await listCalendarCards(database.db, event.eventDate, {}, { now, timeZone: TIME_ZONE })).filter(
      (each) => each.id === event.id,
    );
    expect(card?.onlinePricePaise).toBe(60_000);
    expect(cards[0]?.slots).toEqual([
      { time: '8:00 AM', seatsLeft: 0, started: false },
      { time: '11:00 AM', seatsLeft: 1, started: false },
    ]);
    // The last seat is held: another guest is refused while the hold runs…
    const second = guest();
    const justBefore = new Date(now.getTime() + HOLD_MS - 1_000);
    expect(
      await refusalOf(startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, second, { now: justBefore })),
    ).toMatchObject({
      status: 409,
      message: BOOKING_MESSAGES.slotFull,
    });

    // …and gets it once the hold has lapsed.
    const after = new Date(now.getTime() + HOLD_MS + 1_000);
    expect(await seatsInUse(database.db, event.id, '8:00 AM', after)).toBe(0);
    const lapsed = (await listCalendarCards(database.db, event.eventDate, {}, { now: after, timeZone: TIME_ZONE })).find(
      (each) => each.id === event.id,
    );
    expect(lapsed?.slots[0]).toMatchObject({ time: '8:00 AM', seatsLeft: 1 });
    await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, second, { now: after }));
    expect(await seatsInUse(database.db, event.id, '8:00 AM', after)).toBe(1);
  });

  it('a failed payment frees its seat at once', async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const { started } = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest()));
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(1);

    expect(await markOrderFailed(database.db, started.providerOrderId, 'Payment declined')).toBe(true);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, started.paymentOrderId));
    expect(order).toMatchObject({ state: 'failed', seatHeldUntil: null });
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(0);
    await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest()));
  });

  it("the same guest pressing PAY again after closing the checkout takes their earlier checkout's seat, not a second", async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const customer = guest();
    const first = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, customer));
    const again = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, customer));
    expect(again.order.id).not.toBe(first.order.id);
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(1);
    // The same checkout asked twice (same key) is the same order and keeps its seat.
    const repeat = await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, customer, {
      idempotencyKey: again.order.idempotencyKey!,
    });
    expect(repeat).toMatchObject({ state: 'open', paymentOrderId: again.order.id });
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(1);
  });
});

describe(`paying for a class online (${engine})`, () => {
  it('a paid checkout is a confirmed booking of the event, mailed as confirmed with its .ics', async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const customer = guest();
    const { started } = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, customer));
    const { booking } = await payDemoOrder(database.db, started.providerOrderId);

    expect(booking).toMatchObject({
      kind: 'event',
      eventId: event.id,
      eventTitle: 'Pranayama',
      eventDate: event.eventDate,
      selectedSlot: '8:00 AM',
      status: 'confirmed',
      paidWithoutRoom: false,
      price: 'Rs 600.00',
    });
    expect(booking.paymentId).toBeTruthy();
    // The booking holds the seat now, the paid order no longer does: one seat in use, not two.
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(1);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const confirmed = mails.find((mail) => mail.kind === 'booking-confirmed');
    expect(confirmed?.subject).toMatch(/confirmed/i);
    expect(confirmed?.text).toContain('Pranayama');
    // The calendar file, and the class's receipt or tax invoice (server/invoices).
    expect(confirmed?.attachments).toEqual([
      expect.objectContaining({ contentType: expect.stringContaining('text/calendar') }),
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
    expect(confirmed?.attachments[0]?.content).toContain('SUMMARY');
  });

  it('a payment after its hold lapsed keeps a seat that is still free', async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const longAgo = new Date(Date.now() - HOLD_MS - 60_000);
    const { started } = await opened(
      await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest(), { now: longAgo }),
    );
    const { booking } = await payDemoOrder(database.db, started.providerOrderId);
    expect(booking).toMatchObject({ status: 'confirmed', paidWithoutRoom: false, eventId: event.id });
  });

  it('a payment after its hold lapsed and the slot sold out is kept for a refund, takes no seat and is never confirmed', async () => {
    const event = await onlineEvent({ slotCapacity: 1 });
    const late = guest();
    const longAgo = new Date(Date.now() - HOLD_MS - 60_000);
    const lateOrder = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, late, { now: longAgo }));
    const prompt = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest()));
    expect((await payDemoOrder(database.db, prompt.started.providerOrderId)).booking.status).toBe('confirmed');

    const { booking } = await payDemoOrder(database.db, lateOrder.started.providerOrderId);
    expect(booking).toMatchObject({ status: 'pending', paidWithoutRoom: true, eventId: event.id });
    expect(booking.notes).toMatch(/no seat, to be refunded/);
    expect(booking.paymentId).toBeTruthy();
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(1);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, late.email));
    expect(mails.map((mail) => mail.kind)).not.toContain('booking-confirmed');
    // The checkout and the guest's page say so in a seat's words, not a room's.
    expect(paidWithoutPlaceMessage(booking.kind)).toBe(ONLINE_EVENT_MESSAGES.paidWithoutSeat);
    // Should staff confirm it anyway (they found a mat), it takes its seat like any confirmed booking.
    await database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
    expect(await seatsInUse(database.db, event.id, '8:00 AM', new Date())).toBe(2);
  });

  it('a payment for an event deleted meanwhile is kept for a refund, with no event', async () => {
    const event = await onlineEvent();
    const { started } = await opened(await startEventCheckout(database.db, { eventId: event.id, slot: '8:00 AM' }, guest()));
    await database.db.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    const { booking } = await payDemoOrder(database.db, started.providerOrderId);
    expect(booking).toMatchObject({ status: 'pending', paidWithoutRoom: true, eventId: null, eventTitle: 'Pranayama' });
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.paidWithoutRoom).toBe(true);
  });
});
