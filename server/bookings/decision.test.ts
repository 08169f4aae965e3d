import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { listAudit } from '#server/audit/index.ts';
import { decidePendingBooking, listPendingBookings } from '#server/bookings/decision.ts';
import { createStaffBooking } from '#server/bookings/staff-stay.ts';
import { bookings, mailOutbox, roomHolds, roomTypes } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { bookingFormValues } from '#tests/support/booking-form.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createBooking } from './admin.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const desk = { userId: 'desk-1', email: 'desk@example.org', role: 'front-desk' };

const mailsTo = (to: string) => database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, to));

describe(`pending decisions (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lists the pending bookings soonest first with their total, and nothing else', async () => {
    const later = await createBooking(
      database.db,
      desk,
      bookingFormValues({ eventDate: '2031-05-02', customerEmail: 'later@example.org' }),
    );
    const sooner = await createBooking(
      database.db,
      desk,
      bookingFormValues({ eventDate: '2031-05-01', customerEmail: 'sooner@example.org' }),
    );
    await createBooking(database.db, desk, bookingFormValues({ eventDate: '2031-04-30', status: 'confirmed' }));
    const { rows, total } = await listPendingBookings(database.db);
    expect(total).toBe(rows.length);
    const ours = rows.filter((row) => [later.id, sooner.id].includes(row.id)).map((row) => row.id);
    expect(ours).toEqual([sooner.id, later.id]);
    expect(rows.every((row) => row.reference.startsWith('SKN-'))).toBe(true);
    expect((await listPendingBookings(database.db, 1)).rows).toHaveLength(1);
  });

  it('confirms in place with the mail and the audit entry of a staff status change', async () => {
    const email = 'confirm-me@example.org';
    const booking = await createBooking(database.db, desk, bookingFormValues({ customerEmail: email, notes: 'Window seat' }));
    const confirmed = await decidePendingBooking(database.db, desk, booking.id, 'confirmed');
    expect(confirmed).toMatchObject({ status: 'confirmed', notes: 'Window seat', customerEmail: email, eventTitle: booking.eventTitle });
    expect((await mailsTo(email)).map((mail) => mail.kind)).toContain('booking-confirmed');
    const history = await listAudit(database.db, 'booking', booking.id);
    expect(history[0]).toMatchObject({ actorEmail: desk.email, changes: { status: ['pending', 'confirmed'] } });
  });

  it('cancels in place, gives back the rooms of a stay and mails the guest', async () => {
    const [type] = await database.db.select().from(roomTypes).where(eq(roomTypes.active, true)).limit(1);
    const checkIn = addDays(todayIn(TIME_ZONE), 30);
    const email = 'cancel-me@example.org';
    const stay = await createStaffBooking(database.db, desk, {
      kind: 'stay',
      roomTypeId: type!.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 1,
      customerName: 'Asha Rao',
      customerEmail: email,
      customerPhone: '+91 98765 43210',
      status: 'pending',
    });
    const held = () =>
      database.db
        .select()
        .from(roomHolds)
        .where(and(eq(roomHolds.bookingId, stay.id), isNull(roomHolds.releasedAt)));
    expect(await held()).toHaveLength(1);
    expect(await decidePendingBooking(database.db, desk, stay.id, 'cancelled')).toMatchObject({ status: 'cancelled', kind: 'stay' });
    expect(await held()).toEqual([]);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toContain('booking-cancelled');
  });

  it('refuses a booking decided meanwhile and answers null for none', async () => {
    const booking = await createBooking(database.db, desk, bookingFormValues({ status: 'confirmed' }));
    const error = await decidePendingBooking(database.db, desk, booking.id, 'cancelled').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ status: 409, message: TODAY_MESSAGES.notPending('confirmed') });
    const [after] = await database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.status).toBe('confirmed');
    expect(await decidePendingBooking(database.db, desk, '00000000-0000-4000-8000-000000000002', 'confirmed')).toBeNull();
  });

  it('sends one mail when two desks confirm at once', async () => {
    const email = 'twice@example.org';
    const booking = await createBooking(database.db, desk, bookingFormValues({ customerEmail: email }));
    const results = await Promise.allSettled([
      decidePendingBooking(database.db, desk, booking.id, 'confirmed'),
      decidePendingBooking(database.db, desk, booking.id, 'confirmed'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
  });
});
