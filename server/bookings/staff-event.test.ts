import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { StaffEventBookingInput } from '#app/lib/schemas/admin/booking.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, invoices, paymentOrders } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { createDemoProvider } from '../provider/demo.ts';
import { refundPanel } from '../refunds/history.ts';
import { REFUND_MESSAGES } from '../refunds/messages.ts';
import { requestRefund } from '../refunds/start.ts';
import { exportBookingsCsv } from './admin.ts';
import { bookingPayments, recordOfflinePayment } from './offline-payment.ts';
import { createStaffEventBooking, eventsForPicker } from './staff-event.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
const options = { timeZone: TIME_ZONE };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let guests = 0;
function seat(eventId: string, overrides: Partial<StaffEventBookingInput> = {}): StaffEventBookingInput {
  guests += 1;
  return {
    eventId,
    slot: '8:00 AM',
    customerName: `Phone guest ${guests}`,
    customerEmail: `phone-${guests}@example.org`,
    customerPhone: '+91 98765 43210',
    status: 'pending',
    ...overrides,
  };
}

describe(`staff bookings with pickers (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("lists a day's events with each slot's seats left, in time order", async () => {
    const day = addDays(todayIn(TIME_ZONE), 30);
    const event = await createEvent(database.db, {
      title: 'Picker Yin',
      eventDate: day,
      timeSlots: ['5:00 PM', '7:30 AM'],
      slotCapacity: 3,
    });
    await createStaffEventBooking(database.db, actor, seat(event.id, { slot: '7:30 AM' }), options);
    const listed = await eventsForPicker(database.db, day, options);
    expect(listed).toEqual([
      {
        id: event.id,
        title: 'Picker Yin',
        price: 'Rs 500',
        slots: [
          { slot: '7:30 AM', capacity: 3, left: 2, started: false },
          { slot: '5:00 PM', capacity: 3, left: 3, started: false },
        ],
      },
    ]);
    expect(await eventsForPicker(database.db, addDays(day, 1), options)).toEqual([]);
  });

  it('takes the title, date and price from the event, never from the form, and records who booked', async () => {
    const event = await createEvent(database.db, { title: 'Sound healing', price: 'Rs 1200', eventDate: addDays(todayIn(TIME_ZONE), 31) });
    // Extra keys a tampered form might carry are not part of the input at all.
    const input = { ...seat(event.id, { notes: 'Called at 9' }), eventTitle: 'Free class', price: 'Rs 1', eventDate: '2020-01-01' };
    const booking = await createStaffEventBooking(database.db, actor, input, options);
    expect(booking).toMatchObject({
      kind: 'event',
      eventId: event.id,
      eventTitle: 'Sound healing',
      eventDate: event.eventDate,
      selectedSlot: '8:00 AM',
      price: 'Rs 1200',
      status: 'pending',
      notes: 'booked by owner@example.org; Called at 9',
    });
    expect((await listAudit(database.db, 'booking', booking.id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['create', 'owner@example.org'],
    ]);
  });

  it('refuses a full slot, a slot the event does not offer and a past event, as the guest is refused', async () => {
    const event = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), 32), slotCapacity: 1 });
    await createStaffEventBooking(database.db, actor, seat(event.id), options);
    const full = await refusal(createStaffEventBooking(database.db, actor, seat(event.id), options));
    expect([full.status, full.message]).toEqual([409, BOOKING_MESSAGES.slotFull]);
    const other = await refusal(createStaffEventBooking(database.db, actor, seat(event.id, { slot: '6:00 PM' }), options));
    expect([other.status, other.message]).toEqual([400, BOOKING_MESSAGES.slotNotOffered]);
    const past = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), -1) });
    const late = await refusal(createStaffEventBooking(database.db, actor, seat(past.id), options));
    expect([late.status, late.message]).toEqual([400, BOOKING_MESSAGES.pastEvent]);
    const seats = await database.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(seats).toHaveLength(1);
  });

  it('never sells more seats than the slot has when staff book at the same moment', async () => {
    const event = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), 33), slotCapacity: 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => createStaffEventBooking(database.db, actor, seat(event.id), options)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect((await eventsForPicker(database.db, event.eventDate, options))[0]!.slots[0]!.left).toBe(0);
  });
});

describe(`offline payments (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  async function unpaidBooking(price = 'Rs 1200') {
    const event = await createEvent(database.db, { price, eventDate: addDays(todayIn(TIME_ZONE), 40) });
    return createStaffEventBooking(database.db, actor, seat(event.id), options);
  }

  it('records the price as paid with its invoice and history, and counts it in the CSV', async () => {
    const booking = await unpaidBooking();
    const order = await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi', reference: 'UPI-4471' });
    expect(order).toMatchObject({ provider: 'offline', offlineMethod: 'upi', state: 'paid', amountPaise: 120_000, paymentId: 'UPI-4471' });
    expect(await bookingPayments(database.db, booking.id)).toMatchObject([
      { amount: '₹1,200', how: 'UPI', reference: 'UPI-4471', offline: true, balance: false },
    ]);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice).toMatchObject({ kind: 'invoice', document: { totalPaise: 120_000 } });
    const history = await listAudit(database.db, 'booking', booking.id);
    expect(history[0]).toMatchObject({ action: 'update', changes: { payment: [null, '₹1,200 paid by UPI, reference UPI-4471'] } });
    const csv = await exportBookingsCsv(database.db, parseBookingFilters(new URLSearchParams(`q=${booking.reference}`)), TIME_ZONE);
    expect(csv).toContain(',Rs 1200,1200.00,1200.00,');
  });

  it('is not refundable through the payment provider, and the refund panel does not offer it', async () => {
    const booking = await unpaidBooking();
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' });
    expect(await refundPanel(database.db, booking.id)).toBeNull();
    const refused = await refusal(
      requestRefund(database.db, createDemoProvider({ secret: 'test-secret' }), {
        bookingId: booking.id,
        amountPaise: 100,
        reason: 'test',
        cause: `t:${booking.id}`,
        actor,
      }),
    );
    expect([refused.status, refused.message]).toEqual([409, REFUND_MESSAGES.paidOffline]);
  });

  it('refuses a second payment, a cancelled booking and a price that is not an amount', async () => {
    const booking = await unpaidBooking();
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash', reference: 'R-1' });
    const twice = await refusal(recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' }));
    expect([twice.status, twice.message]).toEqual([409, OFFLINE_PAYMENT_MESSAGES.alreadyPaid]);
    expect(await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id))).toHaveLength(1);

    const cancelled = await unpaidBooking();
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    const refusedCancelled = await refusal(recordOfflinePayment(database.db, actor, { bookingId: cancelled.id, method: 'cash' }));
    expect(refusedCancelled.message).toBe(OFFLINE_PAYMENT_MESSAGES.cancelled);

    const free = await unpaidBooking('Donation');
    const unpriced = await refusal(recordOfflinePayment(database.db, actor, { bookingId: free.id, method: 'cash' }));
    expect(unpriced.message).toBe(OFFLINE_PAYMENT_MESSAGES.unpriced);
    expect(
      await recordOfflinePayment(database.db, actor, { bookingId: '00000000-0000-4000-8000-000000000000', method: 'cash' }),
    ).toBeNull();
  });
});
