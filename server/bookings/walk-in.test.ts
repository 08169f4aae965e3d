import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { WalkInInput } from '#app/lib/schemas/admin/walk-in.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, mailOutbox, paymentOrders } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { findCustomer, listCustomers } from './customers.ts';
import { createWalkIn } from './walk-in.ts';
import { walkInSlots } from './walk-in-slots.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const desk = { userId: 'desk-1', email: 'desk@example.org' };
const options = { timeZone: TIME_ZONE };

function walkIn(eventId: string, overrides: Partial<WalkInInput> = {}): WalkInInput {
  return { eventId, slot: '8:00 AM', customerName: 'Meera', customerPhone: '+91 98765 43210', paid: 'no', ...overrides };
}

async function mailsOf(bookingId: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId));
}

describe(`walk-ins at the desk (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('books a guest without an e-mail address: confirmed, no mail to the guest, a guest found by phone', async () => {
    const event = await createEvent(database.db, { title: 'Walk-in Hatha', eventDate: addDays(todayIn(TIME_ZONE), 3), slotCapacity: 5 });
    const first = await createWalkIn(database.db, desk, walkIn(event.id), options);
    const second = await createWalkIn(
      database.db,
      desk,
      walkIn(event.id, { customerName: 'Ravi', customerPhone: '+91 91234 56789' }),
      options,
    );
    const again = await createWalkIn(
      database.db,
      desk,
      walkIn(event.id, { customerName: 'Meera R', customerPhone: '098765 43210' }),
      options,
    );
    expect(first.booking).toMatchObject({ status: 'confirmed', customerEmail: null, eventTitle: 'Walk-in Hatha', price: 'Rs 500' });
    expect(first.paid).toBe(false);

    // Only the staff notice is queued: nothing goes to the guest, nor to the estate in the guest's place.
    const mails = await mailsOf(first.booking.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['staff-new-booking']);

    // Without an e-mail a guest is found by phone: one number however written is one guest, another number another.
    expect(again.booking.guestId).toBe(first.booking.guestId);
    expect(second.booking.guestId).not.toBe(first.booking.guestId);
    const page = await listCustomers(database.db);
    const keys = page.rows.map((row) => row.key);
    expect(keys).toContain(first.booking.guestId);
    expect(keys).toContain(second.booking.guestId);
    const found = await findCustomer(database.db, first.booking.guestId);
    expect(found?.customer).toMatchObject({ email: null, name: 'Meera', totalBookings: 2 });
    expect(found?.bookings.map((booking) => booking.id)).toEqual([again.booking.id, first.booking.id]);

    expect(await listAudit(database.db, 'booking', first.booking.id)).toHaveLength(1);
  });

  it('records a payment taken now, with its invoice, and mails a guest who gave an address', async () => {
    const event = await createEvent(database.db, { title: 'Walk-in Yin', eventDate: addDays(todayIn(TIME_ZONE), 3), slotCapacity: 5 });
    const { booking, paid } = await createWalkIn(
      database.db,
      desk,
      walkIn(event.id, { customerEmail: 'asha@example.org', paid: 'card' }),
      options,
    );
    expect(paid).toBe(true);
    const orders = await database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));
    // Who took it, for the day's cash-up.
    expect(orders).toMatchObject([
      { provider: 'offline', offlineMethod: 'card', state: 'paid', amountPaise: 50_000, recordedBy: desk.email },
    ]);
    const mails = await mailsOf(booking.id);
    expect(mails.map((mail) => [mail.kind, mail.to]).toSorted()).toEqual(
      [
        ['booking-confirmed', 'asha@example.org'],
        ['staff-new-booking', expect.any(String)],
      ].toSorted(),
    );
    const confirmation = mails.find((mail) => mail.kind === 'booking-confirmed');
    expect(confirmation?.attachments.some((attachment) => attachment.filename.endsWith('.pdf'))).toBe(true);
  });

  it('refuses a full slot and takes nothing', async () => {
    const event = await createEvent(database.db, { title: 'Walk-in Full', eventDate: addDays(todayIn(TIME_ZONE), 3), slotCapacity: 1 });
    await createWalkIn(database.db, desk, walkIn(event.id), options);
    const refused = await refusal(createWalkIn(database.db, desk, walkIn(event.id, { customerName: 'Late', paid: 'cash' }), options));
    expect(refused.status).toBe(409);
    const rows = await database.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it("offers the day's slots not yet begun, the next first", async () => {
    const day = '2030-03-04';
    // 10:00 on that day in India.
    const now = new Date('2030-03-04T04:30:00Z');
    const morning = await createEvent(database.db, {
      title: 'Morning',
      eventDate: day,
      timeSlots: ['7:00 AM', '4:00 PM'],
      slotCapacity: 2,
    });
    const noon = await createEvent(database.db, { title: 'Noon', eventDate: day, timeSlots: ['12:00 PM'], slotCapacity: 2 });
    const slots = await walkInSlots(database.db, day, { timeZone: TIME_ZONE, now });
    expect(slots.map((slot) => [slot.title, slot.slot, slot.left])).toEqual([
      ['Noon', '12:00 PM', 2],
      ['Morning', '4:00 PM', 2],
    ]);
    expect(slots[0]?.eventId).toBe(noon.id);
    expect(slots[1]?.eventId).toBe(morning.id);
  });
});
