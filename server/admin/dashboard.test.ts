import { describe, expect, it } from 'vitest';
import { loadDashboard, loadMonthRevenue, loadUpcoming } from '#server/admin/dashboard.ts';
import { blogs, bookings, type BookingStatus, calendarEvents, classes, enquiries, mailOutbox, paymentOrders } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent } from '#tests/support/factories.ts';

const ZONE = 'Asia/Kolkata';
// 1 Dec 2026 01:30 in India, while it is still 30 Nov in UTC.
const NOW = new Date('2026-11-30T20:00:00Z');

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

let bookingNumber = 0;
function booking(eventDate: string, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  bookingNumber += 1;
  return {
    eventTitle: `Session ${bookingNumber}`,
    eventDate,
    selectedSlot: '8:00 AM',
    price: 'Rs 500.00',
    customerName: `Guest ${bookingNumber}`,
    customerEmail: `guest${bookingNumber}@example.org`,
    customerPhone: '+919876543210',
    status: 'confirmed' as BookingStatus,
    ...overrides,
  };
}

function paidOrder(amountPaise: number, paidAt: Date | null, state: 'paid' | 'created' | 'failed' = 'paid') {
  return {
    kind: 'stay' as const,
    amountPaise,
    provider: 'demo' as const,
    state,
    details: { kind: 'stay' as const, checkIn: '2026-12-10', checkOut: '2026-12-11', adults: 1, nights: 1, promoCode: null },
    customerName: 'Payer',
    customerEmail: 'payer@example.org',
    customerPhone: '+919876543210',
    paidAt,
  };
}

describe(`dashboard (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('counts each section by the database; guests are distinct e-mails whatever their case', async () => {
    const db = database.db;
    await createEvent(db);
    await createEvent(db, { title: 'Sound bath' });
    await db
      .insert(classes)
      .values({ title: 'Yin', description: 'd', instructor: 'i', duration: '60 min', price: 'Rs 500', capacity: 10, schedule: 'Mon' });
    await db.insert(blogs).values({ title: 'T', slug: 't', content: 'c', excerpt: 'e', author: 'a' });
    await db
      .insert(bookings)
      .values([
        booking('2026-12-05', { customerEmail: 'Asha@Example.org' }),
        booking('2026-12-06', { customerEmail: 'asha@example.org' }),
        booking('2026-12-07', { customerEmail: 'ravi@example.org', status: 'cancelled' }),
      ]);
    const base = { name: 'N', email: 'n@example.org', mobile: '+919876543210', city: 'Pune', message: 'Hello' };
    await db.insert(enquiries).values([base, base, { ...base, handledAt: new Date() }]);
    const mail = { kind: 'booking-received', to: 'asha@example.org', subject: 'S', html: '<p>h</p>', text: 't' };
    await db.insert(mailOutbox).values([{ ...mail, state: 'failed' }, { ...mail, state: 'sent' }, mail]);

    const { counts } = await loadDashboard(db, { timeZone: ZONE, now: NOW });
    expect(counts).toEqual({ events: 2, classes: 1, blogs: 1, bookings: 3, guests: 2, newEnquiries: 2, failedMail: 1 });
    await db.delete(bookings);
    await db.delete(calendarEvents);
  });

  it("lists the next eight bookings from the estate's today, by date and clock time, without cancelled ones", async () => {
    const db = database.db;
    await db
      .insert(bookings)
      .values([
        booking('2026-11-30', { eventTitle: 'Yesterday in India' }),
        booking('2026-12-01', { eventTitle: 'Today evening', selectedSlot: '5:00 PM' }),
        booking('2026-12-01', { eventTitle: 'Today morning', selectedSlot: '7:30 AM' }),
        booking('2026-12-01', { eventTitle: 'Today noon', selectedSlot: '12:00 PM' }),
        booking('2026-12-01', { eventTitle: 'Cancelled', status: 'cancelled' }),
        booking('2026-12-02', { eventTitle: 'Retreat', selectedSlot: '2026-12-02 to 2026-12-04', status: 'pending' }),
        booking('2026-12-02', { eventTitle: 'Odd slot 13:00 PM', selectedSlot: '13:00 PM' }),
        booking('2026-12-02', { eventTitle: 'Early', selectedSlot: '6:00 am' }),
        ...Array.from({ length: 5 }, (_, day) =>
          booking(`2026-12-${String(10 + day)}`, { eventTitle: `Later ${day}`, status: 'completed' }),
        ),
      ]);
    const upcoming = await loadUpcoming(db, '2026-12-01');
    expect(upcoming.map((row) => row.eventTitle)).toEqual([
      'Today morning',
      'Today noon',
      'Today evening',
      'Early',
      // Texts that are not a clock time come after the day's timed ones.
      expect.stringMatching(/^(Retreat|Odd slot 13:00 PM)$/),
      expect.stringMatching(/^(Retreat|Odd slot 13:00 PM)$/),
      'Later 0',
      'Later 1',
    ]);
    const dashboard = await loadDashboard(db, { timeZone: ZONE, now: NOW });
    expect(dashboard.upcoming[0]).toMatchObject({
      eventTitle: 'Today morning',
      eventDate: '2026-12-01',
      selectedSlot: '7:30 AM',
      status: 'confirmed',
    });
    await db.delete(bookings);
  });

  it("sums the orders paid in the estate's current month, in paise", async () => {
    const db = database.db;
    await db.insert(paymentOrders).values([
      paidOrder(2_125_000, new Date('2026-11-30T18:30:00Z')), // 1 Dec 00:00 in India: this month
      paidOrder(342_000, new Date('2026-12-31T18:29:59Z')), // 31 Dec 23:59:59 in India: this month
      paidOrder(100_050, new Date('2026-11-30T18:29:59Z')), // 30 Nov 23:59:59 in India: last month
      paidOrder(999_900, new Date('2026-12-31T18:30:00Z')), // 1 Jan: next month
      paidOrder(500_000, null, 'created'),
      paidOrder(700_000, new Date('2026-12-02T10:00:00Z'), 'failed'),
    ]);
    expect(await loadMonthRevenue(db, ZONE, NOW)).toEqual({ paise: 2_467_000, orders: 2, month: '2026-12-01' });
    // In UTC it is still November: only the order paid on 30 Nov 18:29:59 UTC counts.
    expect(await loadMonthRevenue(db, 'UTC', NOW)).toEqual({ paise: 2_125_000 + 100_050, orders: 2, month: '2026-11-01' });
    expect(await loadMonthRevenue(db, ZONE, new Date('2027-03-01T00:00:00Z'))).toEqual({ paise: 0, orders: 0, month: '2027-03-01' });
  });
});
