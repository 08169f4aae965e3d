import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retreatPackage } from '#app/content/retreat.ts';
import { RETREAT_ADMIN_MESSAGES } from '#app/lib/admin/retreat-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { RETREAT_MESSAGES } from '#app/lib/retreat-view.ts';
import { retreatSchema } from '#app/lib/schemas/admin/retreat.ts';
import { listAudit } from '#server/audit/index.ts';
import { guestBookingView } from '#server/bookings/guest-view.ts';
import { moveStayBooking } from '#server/bookings/move-stay.ts';
import { priceRetreat } from '#server/bookings/pricing.ts';
import { createUnpaidRetreatBooking } from '#server/bookings/retreat.ts';
import { findRetreat, listRetreats, staffRetreatChoices } from '#server/bookings/retreats.ts';
import { addDeparture, createRetreat, removeDeparture, updateRetreat } from '#server/bookings/retreats-admin.ts';
import { createStaffBooking } from '#server/bookings/staff-stay.ts';
import { bookings, retreats, roomHolds } from '#server/db/schema.ts';
import { seedRetreatsIfNew } from '#server/first-content.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { Refusal } from '#server/refusal.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { startOpen } from '#tests/support/paid-orders.ts';

// The retreats as the owner keeps them: the first one seeded as the site always sold it, a longer one
// holding its own nights of rooms, fixed departures that fill, and prices that change only new bookings.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const owner = { userId: 'owner-1', email: 'owner@example.org' };
const guest = { name: 'Meena Pillai', email: 'meena@example.org', mobile: '+91 98765 43210' };

/** The owner's form for a retreat, as the screen posts it. */
function retreatForm(overrides: Record<string, string> = {}) {
  // As Conform hands the parsed form to the schema: a ticked box is true.
  return retreatSchema.parse({
    title: 'Five-Day Silent Retreat',
    slug: 'silent',
    summary: 'Five days of silence, yoga and walks by the river.',
    cardText: 'Five quiet days by the river.',
    description: 'Silence from the first evening.\n\nWalks and yoga each day.',
    nights: '4',
    programmeRupees: '30000',
    doubleRupees: '2000',
    singleRupees: '3000',
    itinerary: 'Arrive\n12:00 PM | Check-in\n\nSilence\n7:00 AM | Yoga',
    instructors: 'Meera Nair | Yoga teacher | Teaches with patience.',
    highlights: 'Silence\nYoga',
    facilities: 'Yoga hall',
    inclusions: 'Meals',
    exclusions: 'Travel',
    photo: '',
    active: true,
    ...overrides,
  });
}

const isRefusal = (status: number, message: string) => expect.objectContaining({ status, message });
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? { status: error.status, message: error.message } : error),
  );

describe(`retreats (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('starts every database with the first retreat, once, at the figures the site has always charged', async () => {
    expect(await seedRetreatsIfNew(database.db)).toBe(false);
    const all = await listRetreats(database.db);
    expect(all.map((retreat) => retreat.slug)).toEqual(['package']);
    const first = (await findRetreat(database.db, 'package'))!;
    expect(first).toMatchObject({ title: retreatPackage.title, nights: 2, days: 3, programmeRupees: 16250, departures: [] });
    expect(first.occupancies.map((option) => [option.id, option.nightlyRupees, option.maxGuests])).toEqual([
      ['double', 2500, 2],
      ['single', 3500, 1],
    ]);
    expect(priceRetreat('double', 1, first).perPersonRupees).toBe(21250);
    expect(priceRetreat('single', 1, first).perPersonRupees).toBe(23250);
  });

  it('books a retreat of 4 nights for its 4 nights of rooms, ending on day 5, at its own price', async () => {
    await createRetreat(database.db, owner, retreatForm());
    const startDate = addDays(todayIn(TIME_ZONE), 10);
    const booking = await createUnpaidRetreatBooking(database.db, {
      ...guest,
      retreat: 'silent',
      occupancy: 'double',
      guests: 2,
      startDate,
    });
    expect(booking).toMatchObject({
      eventTitle: 'Five-Day Silent Retreat',
      selectedSlot: `${startDate} to ${addDays(startDate, 4)}`,
      price: priceText((30000 + 2000 * 4) * 2 * 100),
      details: { kind: 'retreat', guests: 2, retreat: { slug: 'silent', nights: 4 } },
    });
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(hold).toMatchObject({ checkIn: startDate, checkOut: addDays(startDate, 4), rooms: 1 });
  });

  it('refuses a booking a departure has no places left for, and keeps a departure with guests', async () => {
    const retreat = await createRetreat(database.db, owner, retreatForm({ slug: 'group', title: 'Group Retreat' }));
    const startDate = addDays(todayIn(TIME_ZONE), 20);
    const departure = (await addDeparture(database.db, owner, retreat.id, { startDate, places: 3 }))!;
    const book = (guests: number, date = startDate) =>
      createUnpaidRetreatBooking(database.db, { ...guest, retreat: 'group', occupancy: 'double', guests, startDate: date });

    expect(await refusalOf(book(1, addDays(startDate, 1)))).toEqual(isRefusal(400, RETREAT_MESSAGES.chooseDeparture));
    await book(2);
    expect(await refusalOf(book(2))).toEqual(isRefusal(409, RETREAT_MESSAGES.full(1)));
    await book(1);
    expect(await refusalOf(book(1))).toEqual(isRefusal(409, RETREAT_MESSAGES.full(0)));
    expect((await findRetreat(database.db, 'group'))!.departures).toEqual([{ id: departure.id, startDate, places: 3, placesLeft: 0 }]);

    expect(await refusalOf(removeDeparture(database.db, owner, departure.id))).toEqual(
      isRefusal(409, RETREAT_ADMIN_MESSAGES.departureBooked(3)),
    );
    const history = await listAudit(database.db, 'retreat', retreat.id);
    expect(history.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('counts a checkout in progress against its departure, and frees the place of a reservation that lapsed', async () => {
    const retreat = await createRetreat(database.db, owner, retreatForm({ slug: 'small', title: 'Small Retreat' }));
    const startDate = addDays(todayIn(TIME_ZONE), 25);
    await addDeparture(database.db, owner, retreat.id, { startDate, places: 2 });
    const customer = { name: guest.name, email: 'asha@example.org', phone: guest.mobile };
    const provider = createDemoProvider({ secret: 'retreats-secret' });
    const order = { kind: 'retreat' as const, retreat: 'small', occupancy: 'single' as const, guests: 1, startDate, customer };
    // The price is the retreat's own, whatever the browser might send.
    expect((await startOpen(database.db, provider, order)).amountPaise).toBe((30000 + 3000 * 4) * 100);

    const now = new Date();
    const reserved = await createUnpaidRetreatBooking(
      database.db,
      { ...guest, retreat: 'small', occupancy: 'single', guests: 1, startDate },
      { now, guestHold: { client: '203.0.113.9' } },
    );
    expect(await refusalOf(startOpen(database.db, provider, order))).toEqual(isRefusal(409, RETREAT_MESSAGES.full(0)));
    // Its link not followed in time, the reservation gives its place back.
    await database.db
      .update(bookings)
      .set({ holdUntil: new Date(now.getTime() - 1000) })
      .where(eq(bookings.id, reserved.id));
    expect((await findRetreat(database.db, 'small'))!.departures[0]).toMatchObject({ places: 2, placesLeft: 1 });
  });

  it('moves a booking to another departure of its retreat for its own nights, and refuses a date that is none', async () => {
    const retreat = await createRetreat(database.db, owner, retreatForm({ slug: 'moving', title: 'Moving Retreat' }));
    const first = addDays(todayIn(TIME_ZONE), 60);
    const second = addDays(first, 14);
    await addDeparture(database.db, owner, retreat.id, { startDate: first, places: 4 });
    const later = (await addDeparture(database.db, owner, retreat.id, { startDate: second, places: 4 }))!;
    const booking = await createUnpaidRetreatBooking(database.db, {
      ...guest,
      retreat: 'moving',
      occupancy: 'double',
      guests: 2,
      startDate: first,
    });

    expect(await refusalOf(moveStayBooking(database.db, owner, { bookingId: booking.id, checkIn: addDays(first, 1) }))).toEqual(
      isRefusal(400, RETREAT_MESSAGES.chooseDeparture),
    );
    const { booking: moved } = await moveStayBooking(database.db, owner, { bookingId: booking.id, checkIn: second });
    expect(moved).toMatchObject({ selectedSlot: `${second} to ${addDays(second, 4)}`, price: booking.price });
    expect(moved.details).toMatchObject({ retreat: { slug: 'moving', nights: 4, departureId: later.id } });
    const departures = (await findRetreat(database.db, 'moving'))!.departures;
    expect(departures.map((departure) => departure.placesLeft)).toEqual([4, 2]);
  });

  it('books the retreat staff chose on the phone, on its departure and for its own nights', async () => {
    const retreat = await createRetreat(database.db, owner, retreatForm({ slug: 'phoned', title: 'Phoned Retreat' }));
    const startDate = addDays(todayIn(TIME_ZONE), 40);
    const departure = (await addDeparture(database.db, owner, retreat.id, { startDate, places: 2 }))!;
    expect((await staffRetreatChoices(database.db)).find((choice) => choice.slug === 'phoned')).toEqual({
      slug: 'phoned',
      title: 'Phoned Retreat',
      nights: 4,
      departures: [{ startDate, placesLeft: 2 }],
    });
    const phoned = { kind: 'retreat' as const, retreat: 'phoned', occupancy: 'double' as const, guests: 2, startDate };
    const contact = { customerName: guest.name, customerEmail: guest.email, customerPhone: guest.mobile, status: 'confirmed' as const };

    expect(await refusalOf(createStaffBooking(database.db, owner, { ...phoned, ...contact, startDate: addDays(startDate, 1) }))).toEqual(
      isRefusal(400, RETREAT_MESSAGES.chooseDeparture),
    );
    const booking = await createStaffBooking(database.db, owner, { ...phoned, ...contact });
    expect(booking.price).toBe(priceText((30000 + 2000 * 4) * 2 * 100));
    expect(booking.details).toMatchObject({ retreat: { slug: 'phoned', nights: 4, departureId: departure.id } });
    const [hold] = await database.db.select().from(roomHolds).where(eq(roomHolds.bookingId, booking.id));
    expect(hold).toMatchObject({ checkIn: startDate, checkOut: addDays(startDate, 4) });
    // Its two places taken, the departure is no longer offered to staff either.
    expect((await staffRetreatChoices(database.db)).find((choice) => choice.slug === 'phoned')!.departures).toEqual([]);
  });

  it('tells a guest the check-in and check-out times of the programme they booked', async () => {
    await createRetreat(
      database.db,
      owner,
      retreatForm({ slug: 'late', title: 'Late Retreat', itinerary: 'Arrive\n2:30 PM | Check-in\n\nLeave\n10:00 AM | Check-out' }),
    );
    const startDate = addDays(todayIn(TIME_ZONE), 45);
    const booking = await createUnpaidRetreatBooking(database.db, { ...guest, retreat: 'late', occupancy: 'single', guests: 1, startDate });
    const estate = { siteName: 'Sukoon', contactEmail: 'namaste@example.org', publicUrl: 'https://example.org', address: 'Pune' };
    const view = await guestBookingView(database.db, booking.id, { timeZone: TIME_ZONE, estate });
    expect(view!.booked).toMatchObject({ kind: 'retreat' });
    const when = view!.arrival.when.join(' ');
    expect(when).toContain('2:30 PM');
    expect(when).toContain('10:00 AM');
  });

  it('prices new bookings at a changed fee and leaves the bookings already made at theirs', async () => {
    const startDate = addDays(todayIn(TIME_ZONE), 30);
    const before = await createUnpaidRetreatBooking(database.db, { ...guest, occupancy: 'single', guests: 1, startDate });
    expect(before.price).toBe(priceText(23250 * 100));
    const [first] = await database.db.select().from(retreats).where(eq(retreats.slug, 'package'));
    await updateRetreat(
      database.db,
      owner,
      first!.id,
      retreatForm({
        slug: 'package',
        title: first!.title,
        nights: '2',
        programmeRupees: '18000',
        doubleRupees: '2500',
        singleRupees: '3500',
      }),
    );
    const after = await createUnpaidRetreatBooking(database.db, {
      ...guest,
      email: 'ravi@example.org',
      occupancy: 'single',
      guests: 1,
      startDate,
    });
    expect(after.price).toBe(priceText((18000 + 3500 * 2) * 100));
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(kept!.price).toBe(priceText(23250 * 100));
  });
});
