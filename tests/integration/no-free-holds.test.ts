import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { bookFromCalendarForm } from '#server/bookings/calendar-form.ts';
import { createEventBooking, seatsTaken } from '#server/bookings/event-booking.ts';
import { bookUnpaidRetreatForm } from '#server/bookings/unpaid-retreat-form.ts';
import { config } from '#server/config.ts';
import { bookings, mailOutbox, roomHolds, roomTypes } from '#server/db/schema.ts';
import { startPayment } from '#server/payments/checkout.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { loadStock } from '#server/rooms/inventory.ts';
import { freeRooms, nightsOf } from '#server/rooms/stock.ts';
import { roomTypeColumns } from '#server/rooms/unit-count.ts';
import { singleton } from '#server/singleton.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { roomTypeId } from '#tests/support/paid-orders.ts';
import { refusal } from '#tests/support/refusal.ts';

// "No free holds": a reservation nobody pays for holds its seat or rooms only until the guest follows
// the link mailed to them, for UNCONFIRMED_HOLD_MINUTES; each e-mail address and each client may have
// only a few such holds at once; an anonymous stay checkout is capped in room-nights; and a mail to an
// address nobody has confirmed carries nothing the requester typed but a short first name.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));
beforeAll(() => {
  // The forms' functions use the app's database, as the routes call them.
  singleton('database', () => database);
});

const provider = createDemoProvider({ secret: 'no-free-holds-secret' });
const HOLD_MS = () => config().UNCONFIRMED_HOLD_MINUTES * 60_000;
const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
let clients = 0;
/** A client address of its own for each request, unless a test names one. */
const nextClient = () => `198.51.100.${(clients += 1)}`;
let addresses = 0;
const nextEmail = () => `guest-${(addresses += 1)}@example.org`;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

function calendarForm(eventId: string, slot: string, guest: { name?: string; email?: string } = {}) {
  return form({ eventId, slot, name: guest.name ?? 'Asha Rao', email: guest.email ?? nextEmail(), mobile: '+91 98765 43210', website: '' });
}

function retreatForm(startDate: string, guest: { name?: string; email?: string; occupancy?: string; guests?: string } = {}) {
  return form({
    intent: 'unpaid',
    occupancy: guest.occupancy ?? 'double',
    guests: guest.guests ?? '2',
    startDate,
    name: guest.name ?? 'Ravi Iyer',
    email: guest.email ?? nextEmail(),
    mobile: '+91 98765 43210',
    website: '',
  });
}

async function bookingByEmail(email: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, email));
  if (!row) throw new Error(`no booking for ${email}`);
  return row;
}

async function mailsTo(email: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** The confirmation link's token, as the guest finds it in the one mail they were sent. */
async function mailedToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = mails.map((mail) => /\/booking\/confirm\/([\w.-]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return link;
}

async function freeRetreatRooms(startDate: string, at: Date): Promise<number> {
  const [type] = await database.db.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.forRetreat, true));
  const stock = await loadStock(database.db, { from: startDate, to: addDays(startDate, 2) }, at, [type!.id]);
  return freeRooms(type!, nightsOf(startDate, addDays(startDate, 2)), stock.holds, stock.closures);
}

async function count(table: 'payment_orders' | 'room_holds'): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe(`no free holds (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('an unconfirmed calendar reservation frees its seat when its hold lapses', async () => {
    const event = await createEvent(database.db, { eventDate: inDays(10), timeSlots: ['9:00 AM'], slotCapacity: 1 });
    const email = nextEmail();
    const started = new Date();
    await bookFromCalendarForm(calendarForm(event.id, '9:00 AM', { email }), nextClient());
    const booking = await bookingByEmail(email);
    expect(booking.status).toBe('pending');

    const seat = async (at: Date) => (await seatsTaken(database.db, [event.id], at)).get(`${event.id}|9:00 AM`) ?? 0;
    expect(await seat(new Date(started.getTime() + HOLD_MS() - 60_000))).toBe(1);
    // Lapsed, and before any sweep has run: the seat is for sale again.
    const lapsed = new Date(started.getTime() + HOLD_MS() + 60_000);
    expect(await seat(lapsed)).toBe(0);
    const other = await createEventBooking(
      database.db,
      { eventId: event.id, slot: '9:00 AM', name: 'Meera Nair', email: nextEmail(), mobile: '+91 98765 43210' },
      { timeZone: TIME_ZONE, now: lapsed },
    );
    expect(other.booking.status).toBe('pending');

    // The timed sweep marks the lapsed reservation cancelled; it never mails the unconfirmed address again.
    await reconcileOrders(database.db, provider, lapsed);
    expect((await bookingByEmail(email)).status).toBe('cancelled');
    expect(await seat(lapsed)).toBe(1);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it('an unconfirmed retreat reservation frees its rooms when its hold lapses', async () => {
    const startDate = inDays(40);
    const email = nextEmail();
    const before = await freeRetreatRooms(startDate, new Date());
    const started = new Date();
    await bookUnpaidRetreatForm(retreatForm(startDate, { email }), nextClient());
    const booking = await bookingByEmail(email);
    expect(booking.status).toBe('pending');

    expect(await freeRetreatRooms(startDate, new Date(started.getTime() + HOLD_MS() - 60_000))).toBe(before - 1);
    const lapsed = new Date(started.getTime() + HOLD_MS() + 60_000);
    expect(await freeRetreatRooms(startDate, lapsed)).toBe(before);

    await reconcileOrders(database.db, provider, lapsed);
    expect((await bookingByEmail(email)).status).toBe('cancelled');
    const holds = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(holds.length).toBe(1);
    expect(holds[0]!.releasedAt).not.toBeNull();
    expect(await freeRetreatRooms(startDate, lapsed)).toBe(before);
  });

  it('following the mail link confirms the reservation at once', async () => {
    const { confirmByGuestLink, confirmLinkState } = await import('#server/bookings/guest-confirm.ts');
    const event = await createEvent(database.db, { eventDate: inDays(11), timeSlots: ['7:30 AM'], slotCapacity: 5 });
    const email = nextEmail();
    const reply = await bookFromCalendarForm(calendarForm(event.id, '7:30 AM', { email }), nextClient());
    const token = await mailedToken(email);
    // The browser's answer leads to the booking's page, never to its confirmation: only the mailbox has that.
    expect(reply?.url).toBeTruthy();
    expect(reply!.url).not.toContain(token);

    // Opening the link (as a mail scanner does) changes nothing.
    expect((await confirmLinkState(database.db, token)).outcome).toBe('ask');
    expect((await bookingByEmail(email)).status).toBe('pending');

    expect(await confirmByGuestLink(database.db, token)).toBe('confirmed');
    const confirmed = await bookingByEmail(email);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.holdUntil).toBeNull();
    const kinds = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, confirmed.id))).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['booking-confirm-request', 'booking-confirmed', 'staff-new-booking']);
    // Pressed again: the same answer, and nothing sent twice.
    expect(await confirmByGuestLink(database.db, token)).toBe('confirmed');
    expect((await confirmLinkState(database.db, token)).outcome).toBe('confirmed');

    // A confirmed reservation keeps its seat for good: no lapse, no sweep takes it.
    const later = new Date(Date.now() + HOLD_MS() * 3);
    await reconcileOrders(database.db, provider, later);
    expect((await bookingByEmail(email)).status).toBe('confirmed');
    expect((await seatsTaken(database.db, [event.id], later)).get(`${event.id}|7:30 AM`)).toBe(1);

    // The retreat's rooms are kept too.
    const startDate = inDays(45);
    const retreatEmail = nextEmail();
    await bookUnpaidRetreatForm(retreatForm(startDate, { email: retreatEmail }), nextClient());
    expect(await confirmByGuestLink(database.db, await mailedToken(retreatEmail))).toBe('confirmed');
    const free = await freeRetreatRooms(startDate, later);
    await reconcileOrders(database.db, provider, later);
    expect(await freeRetreatRooms(startDate, later)).toBe(free);
    expect((await bookingByEmail(retreatEmail)).status).toBe('confirmed');

    // A link followed too late confirms nothing; an altered one names nothing.
    const lateEmail = nextEmail();
    await bookFromCalendarForm(calendarForm(event.id, '7:30 AM', { email: lateEmail }), nextClient());
    const lateToken = await mailedToken(lateEmail);
    const tooLate = new Date(Date.now() + HOLD_MS() + 60_000);
    expect((await confirmLinkState(database.db, lateToken, tooLate)).outcome).toBe('lapsed');
    expect(await confirmByGuestLink(database.db, lateToken, tooLate)).toBe('lapsed');
    expect((await bookingByEmail(lateEmail)).status).toBe('cancelled');
    const altered = `${lateToken.slice(0, -2)}${lateToken.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await confirmByGuestLink(database.db, altered)).toBe('unknown');
    // The booking page's own link is not a confirmation link.
    expect(await confirmByGuestLink(database.db, reply!.url.split('/').pop()!)).toBe('unknown');
  });

  it('a guest-confirmed reservation of an event set to staff confirm waits for staff, its seat kept', async () => {
    const { confirmByGuestLink } = await import('#server/bookings/guest-confirm.ts');
    const event = await createEvent(database.db, { eventDate: inDays(12), timeSlots: ['6:00 PM'], slotCapacity: 1, staffConfirms: true });
    const email = nextEmail();
    await bookFromCalendarForm(calendarForm(event.id, '6:00 PM', { email }), nextClient());
    expect(await confirmByGuestLink(database.db, await mailedToken(email))).toBe('received');
    const booking = await bookingByEmail(email);
    expect(booking.status).toBe('pending');
    expect(booking.holdUntil).toBeNull();
    const later = new Date(Date.now() + HOLD_MS() * 3);
    await reconcileOrders(database.db, provider, later);
    expect((await bookingByEmail(email)).status).toBe('pending');
    expect((await seatsTaken(database.db, [event.id], later)).get(`${event.id}|6:00 PM`)).toBe(1);
  });

  it('staff confirming a reservation still waiting for its link take it over: it no longer lapses, its rooms kept', async () => {
    const { decidePendingBooking } = await import('#server/bookings/decision.ts');
    const desk = { userId: 'desk-1', email: 'desk@example.org', role: 'front-desk' as const };
    const startDate = inDays(47);
    const email = nextEmail();
    await bookUnpaidRetreatForm(retreatForm(startDate, { email }), nextClient());
    const waiting = await bookingByEmail(email);
    expect(await decidePendingBooking(database.db, desk, waiting.id, 'confirmed')).toMatchObject({ status: 'confirmed' });
    expect((await bookingByEmail(email)).holdUntil).toBeNull();
    const later = new Date(Date.now() + HOLD_MS() * 3);
    const free = await freeRetreatRooms(startDate, new Date());
    await reconcileOrders(database.db, provider, later);
    expect((await bookingByEmail(email)).status).toBe('confirmed');
    expect(await freeRetreatRooms(startDate, later)).toBe(free);
    // Now the address is the estate's to write to: the confirmation greets the guest by the name they gave.
    const confirmation = (await mailsTo(email)).find((mail) => mail.kind === 'booking-confirmed');
    expect(confirmation?.text).toContain('Dear Ravi Iyer,');
  });

  it('unconfirmed reservations are limited per e-mail and per client', async () => {
    const limit = config().UNCONFIRMED_HOLD_LIMIT;
    const slots = Array.from({ length: limit + 3 }, (_, i) => `${i + 6}:00 AM`);
    const event = await createEvent(database.db, { eventDate: inDays(13), timeSlots: slots, slotCapacity: 50 });

    // One address from many clients: a calendar seat and a retreat count alike.
    const email = nextEmail();
    for (let i = 0; i < limit - 1; i += 1) await bookFromCalendarForm(calendarForm(event.id, slots[i]!, { email }), nextClient());
    await bookUnpaidRetreatForm(retreatForm(inDays(50), { email }), nextClient());
    const byEmail = await refusal(bookFromCalendarForm(calendarForm(event.id, slots[limit]!, { email }), nextClient()));
    expect(byEmail.status).toBe(429);
    expect(byEmail.message).toBe(BOOKING_MESSAGES.unconfirmedLimit);
    expect(byEmail.retryAfterSeconds).toBeGreaterThan(0);
    const retreatRefused = await refusal(bookUnpaidRetreatForm(retreatForm(inDays(51), { email: email.toUpperCase() }), nextClient()));
    expect(retreatRefused.status).toBe(429);

    // Confirming one gives its place back.
    const { confirmByGuestLink } = await import('#server/bookings/guest-confirm.ts');
    expect(await confirmByGuestLink(database.db, await mailedToken(email))).toBe('confirmed');
    await bookFromCalendarForm(calendarForm(event.id, slots[limit]!, { email }), nextClient());

    // One client under many addresses.
    const client = nextClient();
    for (let i = 0; i < limit; i += 1) await bookFromCalendarForm(calendarForm(event.id, slots[i]!), client);
    const byClient = await refusal(bookFromCalendarForm(calendarForm(event.id, slots[limit + 1]!), client));
    expect(byClient.status).toBe(429);
    expect(byClient.message).toBe(BOOKING_MESSAGES.unconfirmedLimit);
    // Nothing was held for the refused ones.
    const held = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.selectedSlot, slots[limit + 1]!)));
    expect(held[0]!.n).toBe(0);

    // Lapsed holds no longer count, even before the sweep.
    await database.db
      .update(bookings)
      .set({ holdUntil: new Date(Date.now() - 1_000) })
      .where(eq(bookings.holdClient, client));
    await bookFromCalendarForm(calendarForm(event.id, slots[limit + 1]!), client);
  });

  it('an anonymous stay checkout over the room-nights cap is refused and holds nothing', async () => {
    const cap = config().MAX_ONLINE_ROOM_NIGHTS;
    const checkIn = inDays(60);
    const roomTypeIdOf = await roomTypeId(database.db, 'Garden Room');
    const customer = { name: 'Ravi Iyer', email: nextEmail(), phone: '+91 98765 43210' };
    const orders = await count('payment_orders');
    const holds = await count('room_holds');
    // 6 adults in rooms of two take 3 rooms; 30 nights of them is 90 room-nights.
    const over = await refusal(
      startPayment(database.db, provider, {
        kind: 'stay',
        checkIn,
        checkOut: addDays(checkIn, 30),
        adults: 6,
        roomTypeId: roomTypeIdOf,
        customer,
        idempotencyKey: crypto.randomUUID(),
        allowDuplicate: true,
      }),
    );
    expect(over.status).toBe(400);
    expect(over.message).toBe(ROOM_MESSAGES.tooManyRoomNights(cap));
    expect(await count('payment_orders')).toBe(orders);
    expect(await count('room_holds')).toBe(holds);

    // The longest stay in two rooms fits the default cap.
    const fits = await startPayment(database.db, provider, {
      kind: 'stay',
      checkIn,
      checkOut: addDays(checkIn, 30),
      adults: 4,
      roomTypeId: roomTypeIdOf,
      customer,
      idempotencyKey: crypto.randomUUID(),
      allowDuplicate: true,
    });
    expect(fits.state).toBe('open');
    expect(await count('room_holds')).toBe(holds + 1);
  });

  it('mail to an unconfirmed address carries only a capped first name', async () => {
    const event = await createEvent(database.db, { eventDate: inDays(14), timeSlots: ['10:00 AM'] });
    const spam = 'Asha <a href="https://win.example">Claim your prize</a> at https://win.example/now';
    const email = nextEmail();
    await bookFromCalendarForm(calendarForm(event.id, '10:00 AM', { email, name: spam }), nextClient());
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.kind).toBe('booking-confirm-request');
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('win.example');
      expect(part).not.toContain('prize');
      expect(part).not.toContain('Claim');
    }
    expect(mail!.text).toContain('Dear Asha,');

    // A "first name" that is a link, markup, or longer than any name gets the plain greeting.
    for (const name of ['https://win.example Asha', '<b>Win</b> now', 'W'.repeat(40), 'win.example']) {
      const other = nextEmail();
      await bookUnpaidRetreatForm(retreatForm(inDays(55), { email: other, name }), nextClient());
      const [sent, ...more] = await mailsTo(other);
      expect(more).toEqual([]);
      expect(sent!.text).toContain('Dear guest,');
      for (const part of [sent!.text, sent!.html]) {
        expect(part).not.toContain('win.example');
        expect(part).not.toContain('<b>');
        expect(part).not.toContain('W'.repeat(31));
      }
    }
  });
});
