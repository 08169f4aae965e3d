import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { stay } from '#app/content/stay.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { listAudit } from '#server/audit/index.ts';
import { createEventBooking, seatsTaken } from '#server/bookings/event-booking.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { manageLink, readManageToken } from '#server/bookings/manage-link.ts';
import { auditLog, bookings } from '#server/db/schema.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { bookingStartsAt } from '#server/refunds/cancellation-policy.ts';
import { Refusal } from '#server/refusal.ts';
import { createTestDatabase, openTestDatabase, type TestDatabase } from '../support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '../support/factories.ts';

let database: TestDatabase;
const demo = createDemoProvider({ secret: 'test-demo-secret' });
const HOUR = 3_600_000;

openTestDatabase((opened) => (database = opened));

async function bookingRow(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function auditCount(id: string) {
  return (await database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).length;
}

describe(`a guest cancels through the manage link (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('frees the seat, records the outcome and an audit entry, and refuses a second cancel changing nothing', async () => {
    const event = await createEvent(database.db, { slotCapacity: 1, timeSlots: ['7:30 AM'] });
    const booked = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), { timeZone: TIME_ZONE });
    await expect(
      createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), { timeZone: TIME_ZONE }),
    ).rejects.toThrow(new Refusal(BOOKING_MESSAGES.slotFull, 409));
    expect((await seatsTaken(database.db, [event.id])).get(`${event.id}|7:30 AM`)).toBe(1);

    // Three days ahead of the slot; nothing was paid, so nothing is owed and the guest is told so (the
    // workshop rule's credit, or its "non-refundable", is about money paid).
    const now = new Date(bookingStartsAt(booked.booking, TIME_ZONE, stay.checkInTime).getTime() - 72 * HOUR);
    const result = await cancelBookingAsGuest(database.db, booked.booking.id, { timeZone: TIME_ZONE, provider: demo, now });
    expect(result.ok).toBe(true);

    const cancelled = await bookingRow(booked.booking.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.updatedAt).toEqual(now);
    expect(cancelled.cancellation).toMatchObject({ by: 'guest', at: now.toISOString(), outcome: 'none' });
    expect(cancelled.cancellation!.terms).toBe(CANCELLATION_MESSAGES.nothingToRefund);

    const [entry] = await listAudit(database.db, 'booking', booked.booking.id);
    expect(entry).toMatchObject({ action: 'update', actorEmail: 'guest' });
    expect(entry!.changes.status).toEqual(['pending', 'cancelled']);
    const [raw] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, booked.booking.id));
    expect(raw!.actorId).toBeNull();

    // The seat is free again: the calendar counts it and another guest can take it.
    expect((await seatsTaken(database.db, [event.id])).get(`${event.id}|7:30 AM`)).toBeUndefined();
    const again = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), { timeZone: TIME_ZONE });
    expect(again.duplicate).toBe(false);

    const second = await cancelBookingAsGuest(database.db, booked.booking.id, {
      timeZone: TIME_ZONE,
      provider: demo,
      now: new Date(now.getTime() + HOUR),
    });
    expect(second).toEqual({ ok: false, reason: 'cancelled' });
    expect(await bookingRow(booked.booking.id)).toEqual(cancelled);
    expect(await auditCount(booked.booking.id)).toBe(1);
  });

  it('keeps what was promised: under 48 hours nothing is due', async () => {
    const event = await createEvent(database.db, { timeSlots: ['5:00 PM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '5:00 PM' }), {
      timeZone: TIME_ZONE,
    });
    const now = new Date(bookingStartsAt(booking, TIME_ZONE, stay.checkInTime).getTime() - 47 * HOUR);
    expect(await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo, now })).toMatchObject({
      ok: true,
      quote: { outcome: 'none' },
    });
    expect((await bookingRow(booking.id)).cancellation).toMatchObject({ outcome: 'none' });
  });

  it('refuses a booking that has begun or is completed, and an unknown one, changing nothing', async () => {
    const event = await createEvent(database.db, { timeSlots: ['8:00 AM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
      timeZone: TIME_ZONE,
    });
    const started = new Date(bookingStartsAt(booking, TIME_ZONE, stay.checkInTime).getTime() + 60_000);
    expect(await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo, now: started })).toEqual({
      ok: false,
      reason: 'started',
    });
    expect(await bookingRow(booking.id)).toEqual(booking);

    await database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    expect(await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo })).toEqual({
      ok: false,
      reason: 'completed',
    });
    expect((await bookingRow(booking.id)).status).toBe('completed');
    expect(await auditCount(booking.id)).toBe(0);

    expect(
      await cancelBookingAsGuest(database.db, '00000000-0000-4000-8000-000000000000', { timeZone: TIME_ZONE, provider: demo }),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('lets only one of two simultaneous cancels through', async () => {
    const event = await createEvent(database.db);
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    const results = await Promise.all([
      cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo }),
      cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'cancelled' });
    expect(await auditCount(booking.id)).toBe(1);
  });

  it('makes manage links that this database reads back, and no other', async () => {
    const event = await createEvent(database.db);
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    const link = await manageLink(booking.id, database.db);
    expect(link).toMatch(/^https?:\/\/[^/]+\/booking\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    const token = link.split('/booking/')[1]!;
    expect(await readManageToken(token, database.db)).toBe(booking.id);
    // Inside a transaction the same secret is found.
    expect(await database.db.transaction((tx) => readManageToken(token, tx))).toBe(booking.id);
    const swapped = token[30] === 'x' ? 'y' : 'x';
    expect(await readManageToken(`${token.slice(0, 30)}${swapped}${token.slice(31)}`, database.db)).toBeNull();

    const other = await createTestDatabase();
    try {
      expect(await readManageToken(token, other.db)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
