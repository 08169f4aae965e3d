import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { ClassInput } from '#app/lib/schemas/admin/class.ts';
import { type EventInput, ONLINE_PRICE_REQUIRED } from '#app/lib/schemas/admin/event.ts';
import { listAudit } from '#server/audit/index.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { createClass, deleteClass, listClasses, updateClass } from '#server/catalog/classes-admin.ts';
import { countEvents, createEvent, deleteEvent, findEvent, updateEvent } from '#server/catalog/events-admin.ts';
import { bookings } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, TIME_ZONE } from '#tests/support/factories.ts';
import { Refusal } from '../refusal.ts';

let database: TestDatabase;
const allUpcoming = { tab: 'upcoming', q: '', from: '', to: '', type: '', tag: '', page: 1 } as const;
const actor = { userId: 'user-1', email: 'owner@example.org' };

openTestDatabase((opened) => (database = opened));

const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Yin yoga',
  tag: 'POPULAR',
  price: 'Rs 500',
  duration: '60 min',
  eventDate: addDays(todayIn(TIME_ZONE), 3),
  description: 'With Meera Nair',
  timeSlots: ['7:30 AM', '9:00 AM'],
  expandedDescription: undefined,
  slotCapacity: 20,
  type: 'therapy',
  paymentMode: 'at-estate',
  staffConfirms: false,
  ...overrides,
});

const classInput = (overrides: Partial<ClassInput> = {}): ClassInput => ({
  title: 'Morning Hatha',
  instructor: 'Meera Nair',
  duration: '60 min',
  price: 'Rs 500',
  capacity: 15,
  schedule: 'Mon, Wed, Fri · 7:00 AM',
  weeklyTimes: [],
  weeksAhead: 8,
  startsOn: null,
  description: 'Gentle postures.',
  ...overrides,
});

describe(`admin events (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates, updates and deletes an event, recording each change with who made it', async () => {
    const created = await createEvent(database.db, actor, eventInput(), '/uploads/event-images/a.webp');
    expect(created).toMatchObject({ title: 'Yin yoga', slotCapacity: 20, type: 'therapy', imageUrl: '/uploads/event-images/a.webp' });

    // No new image chosen: the stored one stays.
    const updated = await updateEvent(database.db, actor, created.id, eventInput({ title: 'Yin yoga at dusk', slotCapacity: 12 }));
    expect(updated).toMatchObject({ title: 'Yin yoga at dusk', slotCapacity: 12, imageUrl: '/uploads/event-images/a.webp' });

    expect(await deleteEvent(database.db, actor, created.id)).not.toBeNull();
    expect(await findEvent(database.db, created.id)).toBeNull();

    const history = await listAudit(database.db, 'event', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(history.every((entry) => entry.actorEmail === actor.email)).toBe(true);
    expect(history[1]!.changes).toEqual({ title: ['Yin yoga', 'Yin yoga at dusk'], slotCapacity: [20, 12] });
  });

  it('answers null for an event that does not exist, and records nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await updateEvent(database.db, actor, missing, eventInput())).toBeNull();
    expect(await deleteEvent(database.db, actor, missing)).toBeNull();
    expect(await listAudit(database.db, 'event', missing)).toEqual([]);
  });

  it('refuses to remove a slot that holds bookings, but lets staff lower the seats below those booked', async () => {
    const event = await createEvent(database.db, actor, eventInput({ slotCapacity: 3 }));
    await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '9:00 AM' }), { timeZone: TIME_ZONE });
    await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '9:00 AM' }), { timeZone: TIME_ZONE });

    await expect(updateEvent(database.db, actor, event.id, eventInput({ timeSlots: ['7:30 AM'] }))).rejects.toThrow(Refusal);
    await expect(updateEvent(database.db, actor, event.id, eventInput({ timeSlots: ['7:30 AM'] }))).rejects.toThrow(
      'Time slots with bookings cannot be removed: 9:00 AM (2 bookings). Cancel or move those bookings first.',
    );
    expect((await findEvent(database.db, event.id))?.timeSlots).toEqual(['7:30 AM', '9:00 AM']);

    // The empty slot may go, and the seats may drop below the two already booked.
    const saved = await updateEvent(database.db, actor, event.id, eventInput({ timeSlots: ['9:00 AM'], slotCapacity: 1 }));
    expect(saved).toMatchObject({ timeSlots: ['9:00 AM'], slotCapacity: 1 });

    // Once its bookings are cancelled the slot may be removed.
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.eventId, event.id));
    expect(await updateEvent(database.db, actor, event.id, eventInput({ timeSlots: ['6:00 PM'] }))).toMatchObject({
      timeSlots: ['6:00 PM'],
    });
  });

  it('refuses to delete an event with a live booking, with a sentence, changing nothing', async () => {
    const event = await createEvent(database.db, actor, eventInput({ title: 'Sound bath' }));
    const request = bookingRequest({ eventId: event.id, slot: '7:30 AM' });
    await createEventBooking(database.db, request, { timeZone: TIME_ZONE });
    const refusal = await deleteEvent(database.db, actor, event.id).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, message: EVENT_CANCEL_MESSAGES.hasBookings });
    expect(await findEvent(database.db, event.id)).not.toBeNull();
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, request.email));
    expect(kept).toMatchObject({ eventId: event.id, status: 'pending' });
  });

  it('deleting an event whose bookings were all cancelled unpaid keeps them, with their title and no event', async () => {
    const event = await createEvent(database.db, actor, eventInput({ title: 'Sound bath' }));
    const request = bookingRequest({ eventId: event.id, slot: '7:30 AM' });
    const { booking } = await createEventBooking(database.db, request, { timeZone: TIME_ZONE });
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await deleteEvent(database.db, actor, event.id);
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, request.email));
    expect(kept).toMatchObject({ eventId: null, eventTitle: 'Sound bath', selectedSlot: '7:30 AM' });
  });

  it('stores an online event with its price in paise, and keeps the text price for display', async () => {
    const event = await createEvent(database.db, actor, eventInput({ paymentMode: 'online', priceRupees: 750, price: 'Rs 750' }));
    expect(event).toMatchObject({ paymentMode: 'online', pricePaise: 75_000, price: 'Rs 750' });
    const back = await updateEvent(database.db, actor, event.id, eventInput({ paymentMode: 'at-estate' }));
    expect(back).toMatchObject({ paymentMode: 'at-estate', pricePaise: null });
  });

  it('refuses an online event without a price, on the server, with a sentence naming the field', async () => {
    const before = await countEvents(database.db, allUpcoming, { today: todayIn(TIME_ZONE) });
    const refusal = await createEvent(database.db, actor, eventInput({ paymentMode: 'online' })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({
      status: 400,
      message: ONLINE_PRICE_REQUIRED,
      fieldErrors: { priceRupees: [ONLINE_PRICE_REQUIRED] },
    });
    expect(await countEvents(database.db, allUpcoming, { today: todayIn(TIME_ZONE) })).toBe(before);
    const event = await createEvent(database.db, actor, eventInput());
    await expect(updateEvent(database.db, actor, event.id, eventInput({ paymentMode: 'online' }))).rejects.toMatchObject({
      message: ONLINE_PRICE_REQUIRED,
    });
    expect(await findEvent(database.db, event.id)).toMatchObject({ paymentMode: 'at-estate' });
  });
});

describe(`admin classes (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates, updates and deletes a class, recording each change', async () => {
    const created = await createClass(database.db, actor, classInput());
    const updated = await updateClass(database.db, actor, created.id, classInput({ capacity: 30 }), '/uploads/class-images/b.webp');
    expect(updated?.row).toMatchObject({ capacity: 30, imageUrl: '/uploads/class-images/b.webp' });
    expect((await listClasses(database.db, { q: '', sort: 'created', page: 1 }, { limit: 1, offset: 0 }))[0]?.id).toBe(created.id);
    expect(await deleteClass(database.db, actor, created.id)).not.toBeNull();
    const history = await listAudit(database.db, 'class', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(history[1]!.changes).toEqual({ capacity: [15, 30], imageUrl: [null, '/uploads/class-images/b.webp'] });
  });

  it('answers null for a class that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    expect(await updateClass(database.db, actor, missing, classInput())).toBeNull();
    expect(await deleteClass(database.db, actor, missing)).toBeNull();
  });

  it('an update that changes nothing leaves no trace', async () => {
    const created = await createClass(database.db, actor, classInput({ title: 'Same' }));
    await updateClass(database.db, actor, created.id, classInput({ title: 'Same' }));
    expect((await listAudit(database.db, 'class', created.id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
