import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { chosenDay, loadToday } from '#server/admin/today.ts';
import { markAttendance } from '#server/bookings/attendance.ts';
import { dayRosters, dayRostersCsv, rosterCsvHeader } from '#server/bookings/roster.ts';
import { createStaffBooking } from '#server/bookings/staff-stay.ts';
import { bookings, type BookingStatus, mailOutbox, paymentOrders, roomTypes } from '#server/db/schema.ts';
import { parseCsv } from '#tests/support/csv-parse.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const desk = { userId: 'desk-1', email: 'desk@example.org' };
const NOW = new Date();
// A day of its own for each test, after today: nothing seeded or booked elsewhere falls on it.
let offset = 10;
const nextDay = () => addDays(todayIn(TIME_ZONE, NOW), (offset += 3));

async function book(eventId: string | null, day: string, slot: string, name: string, extra: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventId,
      eventTitle: 'Hatha',
      eventDate: day,
      selectedSlot: slot,
      price: 'Rs 500',
      customerName: name,
      customerEmail: `${name.toLowerCase().replaceAll(' ', '.')}@example.org`,
      customerPhone: '+91 98765 43210',
      status: 'confirmed' as BookingStatus,
      ...extra,
    })
    .returning();
  return row!;
}

describe(`today (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("lists the day's events by the clock, each slot's guests with status, payment and the door's record", async () => {
    const day = nextDay();
    const evening = await createEvent(database.db, { title: 'Sound bath', eventDate: day, timeSlots: ['6:00 PM'], slotCapacity: 12 });
    const morning = await createEvent(database.db, {
      title: 'Hatha',
      eventDate: day,
      timeSlots: ['11:00 AM', '7:00 AM'],
      slotCapacity: 10,
    });
    await createEvent(database.db, { title: 'Elsewhere', eventDate: addDays(day, 1) });
    const zara = await book(morning.id, day, '7:00 AM', 'Zara Khan', { paymentId: 'pay_1' });
    const asha = await book(morning.id, day, '7:00 AM', 'Asha Rao', { status: 'pending' });
    const gone = await book(morning.id, day, '7:00 AM', 'Anil Das', { status: 'cancelled' });
    const ravi = await book(morning.id, day, '11:00 AM', 'Ravi Iyer', { duePaise: 25_000 });
    await database.db.insert(paymentOrders).values({
      kind: 'event',
      amountPaise: 50_000,
      provider: 'demo',
      state: 'paid',
      details: { kind: 'event', eventId: morning.id, eventDate: day, slot: '11:00 AM', title: 'Hatha' },
      customerName: 'Ravi Iyer',
      customerEmail: 'ravi.iyer@example.org',
      customerPhone: '+91 98765 43210',
      bookingId: ravi.id,
      paidAt: NOW,
    });
    // Typed in by hand with no event, and one whose slot the event no longer offers.
    await book(null, day, '9:00 AM', 'Meera Nair', { eventTitle: 'Private yoga' });
    await book(morning.id, day, '5:00 AM', 'Early Bird');
    await book(evening.id, addDays(day, 1), '6:00 PM', 'Wrong Day', { eventId: null, eventTitle: 'Sound bath' });
    await markAttendance(database.db, desk, zara.id, 'checked_in', { timeZone: TIME_ZONE, now: new Date(`${day}T02:00:00Z`) });

    const rosters = await dayRosters(database.db, day, TIME_ZONE);
    expect(rosters.map((roster) => roster.title)).toEqual(['Hatha', 'Private yoga', 'Sound bath']);
    const [hatha, privateYoga, soundBath] = rosters;
    expect(hatha!.slots.map((slot) => [slot.slot, slot.booked, slot.capacity])).toEqual([
      ['5:00 AM', 1, null],
      ['7:00 AM', 2, 10],
      ['11:00 AM', 1, 10],
    ]);
    const seven = hatha!.slots[1]!;
    expect(seven.guests.map((guest) => [guest.customerName, guest.status, guest.paid])).toEqual([
      ['Zara Khan', 'confirmed', true],
      ['Asha Rao', 'pending', false],
      ['Anil Das', 'cancelled', false],
    ]);
    expect(seven.guests[0]).toMatchObject({ bookingId: zara.id, customerPhone: '+91 98765 43210', reference: zara.reference });
    expect(seven.guests[0]!.attendance).toMatchObject({ state: 'checked_in', byEmail: desk.email, recordedOn: day });
    expect(seven.guests.find((guest) => guest.bookingId === asha.id)!.attendance).toBeNull();
    expect(seven.guests.some((guest) => guest.bookingId === gone.id)).toBe(true);
    // Paid in part: the door sees the balance to collect, not "paid".
    expect(hatha!.slots[2]!.guests[0]).toMatchObject({ customerName: 'Ravi Iyer', paid: true, owed: '₹250' });
    expect(seven.guests[0]!.owed).toBeNull();
    expect(privateYoga).toMatchObject({ eventId: null, slots: [{ slot: '9:00 AM', capacity: null, booked: 1 }] });
    expect(soundBath).toMatchObject({ eventId: evening.id, slots: [{ slot: '6:00 PM', capacity: 12, booked: 0, guests: [] }] });
  });

  it('writes the rosters as a CSV that parses back to the same guests, quoted where needed', async () => {
    const day = nextDay();
    const event = await createEvent(database.db, { title: 'Breath, "slow" work', eventDate: day, timeSlots: ['8:00 AM'] });
    const guest = await book(event.id, day, '8:00 AM', 'Rao, Asha', { paymentId: 'pay_2' });
    await book(event.id, day, '8:00 AM', '=cmd()', { status: 'pending' });
    await markAttendance(database.db, desk, guest.id, 'no_show', { timeZone: TIME_ZONE, now: new Date(`${day}T05:00:00Z`) });

    const csv = await dayRostersCsv(database.db, day, TIME_ZONE, async () => new Map([[guest.id, 'Flagged']]));
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(rosterCsvHeader(TIME_ZONE));
    expect(header).toContain('attendance_at (Asia/Kolkata)');
    expect(rows).toHaveLength(2);
    const record = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(record).toMatchObject({
      event_date: day,
      event_title: 'Breath, "slow" work',
      selected_slot: '8:00 AM',
      reference: guest.reference,
      customer_name: 'Rao, Asha',
      customer_email: 'rao,.asha@example.org',
      status: 'confirmed',
      paid: 'yes',
      attendance: 'no_show',
      attendance_by: desk.email,
      // 05:00 UTC is 10:30 on the estate's clock.
      'attendance_at (Asia/Kolkata)': `${day} 10:30`,
      // The word the caller gives for the booking's health forms, and nothing else of them.
      health_forms: 'Flagged',
    });
    // A spreadsheet would run this as a formula: it is kept as text.
    expect(rows[1]![header!.indexOf('customer_name')]).toBe("'=cmd()");
    expect(rows[1]![header!.indexOf('paid')]).toBe('no');
    expect(parseCsv(await dayRostersCsv(database.db, addDays(day, 1000), TIME_ZONE, async () => new Map()))).toEqual([
      rosterCsvHeader(TIME_ZONE),
    ]);
  });

  it('brings together the day: rosters, arrivals and departures with room types, pending bookings, failed mail', async () => {
    const day = nextDay();
    const [type] = await database.db.select().from(roomTypes).limit(1);
    const stay = await createStaffBooking(database.db, desk, {
      kind: 'stay',
      roomTypeId: type!.id,
      checkIn: day,
      checkOut: addDays(day, 2),
      adults: 1,
      customerName: 'Kavya Menon',
      customerEmail: 'kavya@example.org',
      customerPhone: '+91 98765 43210',
      status: 'pending',
    });
    await database.db.insert(mailOutbox).values({
      kind: 'booking-confirmed',
      to: 'lost@example.org',
      subject: 'Your booking is confirmed',
      html: '<p>Hi</p>',
      text: 'Hi',
      state: 'failed',
      lastError: 'connection refused',
    });
    const view = await loadToday(database.db, day, { timeZone: TIME_ZONE, now: NOW });
    expect(view).toMatchObject({ day, today: todayIn(TIME_ZONE, NOW), previous: addDays(day, -1), next: addDays(day, 1) });
    expect(view.movements.arrivals).toEqual([expect.objectContaining({ bookingId: stay.id, typeName: type!.name, kind: 'stay' })]);
    expect(view.movements.departures).toEqual([]);
    const after = await loadToday(database.db, addDays(day, 2), { timeZone: TIME_ZONE, now: NOW });
    expect(after.movements.departures.map((line) => line.bookingId)).toEqual([stay.id]);
    expect(view.pending.rows.map((row) => row.id)).toContain(stay.id);
    expect(view.failedMails.total).toBeGreaterThanOrEqual(1);
    expect(view.failedMails.rows[0]).toMatchObject({ to: 'lost@example.org', lastError: 'connection refused' });
    expect(Array.isArray(view.needsAction)).toBe(true);
  });

  it('reads the day from the address, and today in the estate for anything else', () => {
    const now = new Date('2026-11-30T20:00:00Z');
    expect(chosenDay(new URLSearchParams('date=2026-02-14'), TIME_ZONE, now)).toBe('2026-02-14');
    for (const odd of ['', 'date=2026-02-30', 'date=tomorrow', 'date=2026-2-1']) {
      expect(chosenDay(new URLSearchParams(odd), TIME_ZONE, now)).toBe('2026-12-01');
    }
  });
});
