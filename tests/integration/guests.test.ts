import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_MESSAGES, takenText } from '#app/lib/admin/guest-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { listAudit } from '#server/audit/index.ts';
import { createBooking } from '#server/bookings/admin.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { createWalkIn } from '#server/bookings/walk-in.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { bookingGuests, bookings, enquiries, guests, mailOutbox } from '#server/db/schema.ts';
import { GUEST_REFERENCES, mergeGuests, searchGuests } from '#server/guests/merge.ts';
import { findGuestProfile, updateGuestProfile } from '#server/guests/profile.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';

// Guests as people: every way a booking is inserted gives it a guest (the database's trigger), two
// inserts of one new address at once make one guest, and a merge moves everything and loses nothing.

const label = process.env.TEST_DATABASE_URL ? 'postgres, two processes' : 'pglite';
const desk = { userId: 'desk-1', email: 'desk@example.org' };
const options = { timeZone: TIME_ZONE };

let handles: DatabaseHandle[] = [];
let close = async () => {};
let db: Database;

beforeAll(async () => {
  ({ handles, close } = await createSharedTestDatabase());
  db = handles[0]!.db;
});
afterAll(async () => {
  await close();
});

async function guestOf(bookingId: string) {
  const [row] = await db
    .select({ guest: guests })
    .from(bookings)
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .where(eq(bookings.id, bookingId));
  return row!.guest;
}

function staffBooking(customerName: string, customerEmail: string | undefined, customerPhone: string) {
  return {
    eventTitle: 'Sound healing',
    eventDate: '2031-07-02',
    selectedSlot: '6:30 AM',
    price: 'Rs 1200',
    customerName,
    customerEmail,
    customerPhone,
    status: 'confirmed' as const,
    kind: 'event' as const,
  };
}

describe(`every booking has its guest (${label})`, () => {
  it('finds a guest by e-mail in any letter case, whichever way the booking was made', async () => {
    const event = await createEvent(db, { eventDate: addDays(todayIn(TIME_ZONE), 2), slotCapacity: 10 });
    const online = await createEventBooking(
      db,
      bookingRequest({ eventId: event.id, name: 'Asha Rao', email: 'Asha.Rao@Example.org' }),
      options,
    );
    const staff = await createBooking(db, desk, staffBooking('Asha R', 'asha.rao@EXAMPLE.ORG', '+91 90000 11111'));
    const walkIn = await createWalkIn(
      db,
      desk,
      {
        eventId: event.id,
        slot: '8:00 AM',
        customerName: 'Asha',
        customerPhone: '+91 90000 22222',
        customerEmail: 'ASHA.RAO@example.org',
        paid: 'no',
      },
      options,
    );
    const guest = await guestOf(online.booking.id);
    expect(guest).toMatchObject({ email: 'asha.rao@example.org' });
    expect((await guestOf(staff.id)).id).toBe(guest.id);
    expect((await guestOf(walkIn.booking.id)).id).toBe(guest.id);
    // Until staff edit the profile, its name and phone are the latest booking's.
    expect(await guestOf(walkIn.booking.id)).toMatchObject({ name: 'Asha', phone: '+91 90000 22222', phoneDigits: '9000022222' });
  });

  it('makes the booker the first guest of every booking, by the booking itself', async () => {
    const booking = await createBooking(db, desk, staffBooking('Mira Das', 'mira@example.org', '+91 90000 33333'));
    const rows = await db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, booking.id));
    expect(rows).toMatchObject([{ guestId: (await guestOf(booking.id)).id, position: 1 }]);
  });

  it('finds a walk-in without an e-mail by phone, and makes a new guest for a new number', async () => {
    const event = await createEvent(db, { eventDate: addDays(todayIn(TIME_ZONE), 2), slotCapacity: 10 });
    const walkIn = (customerName: string, customerPhone: string) =>
      createWalkIn(db, desk, { eventId: event.id, slot: '8:00 AM', customerName, customerPhone, paid: 'no' }, options);
    const first = await walkIn('Ravi', '+91 98111 22334');
    const again = await walkIn('Ravi K', '9811122334');
    const other = await walkIn('Zoe', '+44 7700 900123');
    expect((await guestOf(again.booking.id)).id).toBe((await guestOf(first.booking.id)).id);
    expect(await guestOf(first.booking.id)).toMatchObject({
      name: 'Ravi',
      email: null,
      phone: '+91 98111 22334',
      phoneDigits: '9811122334',
    });
    expect((await guestOf(other.booking.id)).id).not.toBe((await guestOf(first.booking.id)).id);
  });

  it('never changes a profile staff have edited when the guest books again', async () => {
    const first = await createBooking(db, desk, staffBooking('Meera', 'meera.keep@example.org', '+91 90000 33333'));
    const guest = await guestOf(first.id);
    await updateGuestProfile(db, desk, guest.id, {
      name: 'Meera Nair',
      email: 'meera.keep@example.org',
      phone: '+91 90000 33333',
      dateOfBirth: '1980-04-02',
      dietaryNeeds: 'Vegan',
      allergies: 'Peanuts',
      emergencyContact: 'Arun, +91 90000 44444',
      staffNotes: 'Prefers the garden room.',
    });
    const later = await createBooking(db, desk, staffBooking('M. N.', 'MEERA.KEEP@example.org', '+91 90000 55555'));
    expect(await guestOf(later.id)).toMatchObject({ id: guest.id, name: 'Meera Nair', phone: '+91 90000 33333', allergies: 'Peanuts' });
  });

  it('makes one guest of one new e-mail booked many times at once', async () => {
    const address = `race-${Date.now()}@example.org`;
    const inserts = Array.from({ length: 24 }, (_, index) =>
      handles[index % handles.length]!.db.insert(bookings)
        .values({
          eventTitle: 'Race',
          eventDate: '2031-01-01',
          selectedSlot: '8:00 AM',
          price: 'Rs 500',
          customerName: `Racer ${index}`,
          customerEmail: index % 2 ? address.toUpperCase() : address,
          customerPhone: '+91 90000 66666',
        })
        .returning({ guestId: bookings.guestId }),
    );
    const rows = (await Promise.all(inserts)).flat();
    expect(new Set(rows.map((row) => row.guestId)).size).toBe(1);
    const made = await db
      .select()
      .from(guests)
      .where(eq(sql`lower(${guests.email})`, address));
    expect(made).toHaveLength(1);
  });
});

describe(`a guest's profile (${label})`, () => {
  it('lists every booking and payment, and refuses an e-mail another guest has', async () => {
    const one = await createBooking(db, desk, staffBooking('Kiran', 'kiran@example.org', '+91 90000 77777'));
    const two = await createBooking(db, desk, staffBooking('Kiran', 'kiran@example.org', '+91 90000 77777'));
    await recordOfflinePayment(db, desk, { bookingId: one.id, method: 'cash' });
    await recordOfflinePayment(db, desk, { bookingId: two.id, method: 'upi', reference: 'UPI-1' });
    const guest = await guestOf(one.id);
    const profile = await findGuestProfile(db, guest.id);
    expect(profile?.bookings.map((booking) => booking.id).toSorted()).toEqual([one.id, two.id].toSorted());
    expect(profile?.payments.map((payment) => [payment.bookingId, payment.how, payment.amount])).toEqual([
      [one.id, 'Cash', '₹1,200'],
      [two.id, 'UPI', '₹1,200'],
    ]);

    const other = await guestOf((await createBooking(db, desk, staffBooking('Kiran S', 'kiran.s@example.org', '+91 90000 88888'))).id);
    const refused = await refusal(updateGuestProfile(db, desk, other.id, { ...blankProfile, name: 'Kiran S', email: 'KIRAN@example.org' }));
    expect(refused).toMatchObject({ status: 409, message: takenText('e-mail address', 'Kiran') });
  });
});

const blankProfile = {
  name: 'x',
  email: null,
  phone: null,
  dateOfBirth: null,
  dietaryNeeds: null,
  allergies: null,
  emergencyContact: null,
  staffNotes: null,
};

describe(`merging two guests (${label})`, () => {
  it('moves every booking and payment to the kept guest, fills its empty fields, joins the notes and deletes the duplicate', async () => {
    const kept = [
      await createBooking(db, desk, staffBooking('Dev Rao', 'dev@example.org', '+91 90001 00001')),
      await createBooking(db, desk, staffBooking('Dev Rao', 'dev@example.org', '+91 90001 00001')),
    ];
    const duplicate = [
      await createBooking(db, desk, staffBooking('Devendra Rao', 'devendra.r@example.org', '+91 90001 00002')),
      await createBooking(db, desk, staffBooking('Devendra', undefined, '+91 90001 00003')),
    ];
    for (const booking of [...kept, ...duplicate]) await recordOfflinePayment(db, desk, { bookingId: booking.id, method: 'cash' });
    const keptGuest = await guestOf(kept[0]!.id);
    const dupGuest = await guestOf(duplicate[0]!.id);
    const phoneGuest = await guestOf(duplicate[1]!.id);
    await updateGuestProfile(db, desk, keptGuest.id, {
      ...blankProfile,
      name: 'Dev Rao',
      email: 'dev@example.org',
      staffNotes: 'Kept notes.',
    });
    await db
      .update(guests)
      .set({ allergies: 'Shellfish', staffNotes: 'Duplicate notes.', dateOfBirth: '1975-01-01' })
      .where(eq(guests.id, dupGuest.id));

    await db.insert(mailOutbox).values({
      kind: 'booking-confirmed',
      to: 'Devendra.R@example.org',
      subject: 'Booked',
      html: '',
      text: '',
      bookingId: duplicate[0]!.id,
    });
    await db
      .insert(enquiries)
      .values({ name: 'Devendra', email: 'devendra.r@example.org', mobile: '+91 90001 00002', city: 'Pune', message: 'Rooms?' });
    expect((await searchGuests(db, 'devendra', keptGuest.id)).map((match) => match.id).toSorted()).toEqual(
      [dupGuest.id, phoneGuest.id].toSorted(),
    );
    expect((await searchGuests(db, '+91 90001 00003', keptGuest.id)).map((match) => match.id)).toEqual([phoneGuest.id]);
    const merged = await mergeGuests(db, desk, keptGuest.id, dupGuest.id);
    expect(merged?.moved).toBe(1);
    await mergeGuests(db, desk, keptGuest.id, phoneGuest.id);

    const profile = await findGuestProfile(db, keptGuest.id);
    expect(profile?.bookings.map((booking) => booking.id).toSorted()).toEqual(
      [...kept, ...duplicate].map((booking) => booking.id).toSorted(),
    );
    expect(profile?.payments).toHaveLength(4);
    // The mail and enquiries of the duplicate's address stay in sight.
    expect(profile?.mails.map((mail) => mail.subject)).toEqual(['Booked']);
    expect(profile?.enquiries.map((enquiry) => enquiry.message)).toEqual(['Rooms?']);
    expect(profile?.guest).toMatchObject({
      name: 'Dev Rao',
      email: 'dev@example.org',
      phone: '+91 90001 00002',
      allergies: 'Shellfish',
      dateOfBirth: '1975-01-01',
      // What the kept guest did not take over is kept in the notes.
      staffNotes:
        'Kept notes.\n\nDuplicate notes.\n\nMerged from Devendra Rao, devendra.r@example.org.\n\nMerged from Devendra, +91 90001 00003.',
    });
    expect(
      await db
        .select()
        .from(guests)
        .where(inArray(guests.id, [dupGuest.id, phoneGuest.id])),
    ).toEqual([]);
    // Each booking's booker (its first guest) followed the booking to the kept guest.
    const bookers = await db
      .select({ guestId: bookingGuests.guestId, position: bookingGuests.position })
      .from(bookingGuests)
      .where(
        inArray(
          bookingGuests.bookingId,
          [...kept, ...duplicate].map((booking) => booking.id),
        ),
      );
    expect(bookers).toEqual([...kept, ...duplicate].map(() => ({ guestId: keptGuest.id, position: 1 })));
    const history = await listAudit(db, 'guest', keptGuest.id);
    expect(history.filter((entry) => entry.changes.mergedFrom)).toHaveLength(2);
    expect(await listAudit(db, 'guest', dupGuest.id)).toMatchObject([{ action: 'delete' }]);

    // The kept guest's own address finds it, however written.
    const next = await createBooking(db, desk, staffBooking('D', 'DEV@example.org', '+91 90001 00009'));
    expect((await guestOf(next.id)).id).toBe(keptGuest.id);
  });

  it('refuses to merge a guest with themselves or with a guest that is gone, readably', async () => {
    const guest = await guestOf((await createBooking(db, desk, staffBooking('Solo', 'solo@example.org', '+91 90002 00001'))).id);
    expect(await refusal(mergeGuests(db, desk, guest.id, guest.id))).toMatchObject({ status: 400, message: GUEST_MESSAGES.mergeSelf });
    expect(await refusal(mergeGuests(db, desk, guest.id, crypto.randomUUID()))).toMatchObject({
      status: 404,
      message: GUEST_MESSAGES.mergeMissing,
    });
    expect(await mergeGuests(db, desk, crypto.randomUUID(), guest.id)).toBeNull();
  });

  it('moves every column that refers to a guest', async () => {
    const result = await db.execute(sql`
      select conrelid::regclass::text || '.' || a.attname as name
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'guests'::regclass`);
    const rows = ((result as { rows?: unknown }).rows ?? result) as { name: string }[];
    expect(rows.map((row) => row.name).toSorted()).toEqual(GUEST_REFERENCES.map((reference) => reference.name).toSorted());
  });
});
