import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { bookings, paymentOrders } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '../support/factories.ts';
import { startEventCheckout } from '../support/paid-orders.ts';

const REQUESTS = 200;
const CAPACITY = 20;
const CHECKOUTS = 60;
const serverUrl = process.env.TEST_DATABASE_URL;

// On PostgreSQL, two handles on one database stand for two app processes, each with its own pool.
let handles: DatabaseHandle[] = [];
let cleanup = async () => {};

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
});
afterAll(async () => {
  await cleanup();
});

describe(`seat race (${serverUrl ? 'postgres, two processes' : 'pglite'})`, () => {
  it(`sells exactly ${CAPACITY} seats to ${REQUESTS} simultaneous guests`, async () => {
    const event = await createEvent(handles[0]!.db, { slotCapacity: CAPACITY });
    const slot = event.timeSlots[0]!;

    const results = await Promise.allSettled(
      Array.from({ length: REQUESTS }, (_, i) =>
        createEventBooking(handles[i % handles.length]!.db, bookingRequest({ eventId: event.id, slot }), { timeZone: TIME_ZONE }),
      ),
    );

    const sold = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(sold.every((result) => !result.value.duplicate)).toBe(true);
    expect(sold).toHaveLength(CAPACITY);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(Refusal);
      expect(reason).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotFull });
    }
    expect(refused).toHaveLength(REQUESTS - CAPACITY);

    const rows = await handles[0]!.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.selectedSlot, slot)));
    expect(rows).toHaveLength(CAPACITY);
    expect(new Set(rows.map((row) => row.customerEmail)).size).toBe(CAPACITY);
  });

  it(`holds the last seat of a class paid online for one of ${CHECKOUTS} simultaneous checkouts`, async () => {
    const event = await createEvent(handles[0]!.db, { slotCapacity: 1, paymentMode: 'online', pricePaise: 60_000 });
    const slot = event.timeSlots[0]!;

    const results = await Promise.allSettled(
      Array.from({ length: CHECKOUTS }, (_, i) =>
        startEventCheckout(
          handles[i % handles.length]!.db,
          { eventId: event.id, slot },
          {
            name: `Guest ${i}`,
            email: `race-${i}-${event.id}@example.org`,
            phone: '+91 98765 43210',
          },
        ),
      ),
    );

    const held = results.filter((result) => result.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotFull });
    }
    const orders = await handles[0]!.db.select().from(paymentOrders).where(eq(paymentOrders.eventId, event.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.seatHeldUntil!.getTime()).toBeGreaterThan(Date.now());
  });
});
