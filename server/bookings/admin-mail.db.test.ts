import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFormValues } from '#app/lib/schemas/admin/booking.ts';
import { createBooking, findBooking, updateBooking } from '#server/bookings/admin.ts';
import { listBookingMails } from '#server/bookings/admin-mail.ts';
import { notifyBookingCancelled, notifyBookingConfirmed } from '#server/bookings/notify.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { bookingFormValues } from '#tests/support/booking-form.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';

// The messages themselves belong to server/bookings/notify.ts and its tests; here only that a staff edit
// asks for the right one, inside its transaction, exactly when the box is ticked.
vi.mock('#server/bookings/notify.ts', () => ({
  notifyBookingConfirmed: vi.fn(async () => {}),
  notifyBookingCancelled: vi.fn(async () => {}),
}));

let database: TestDatabase;
const actor = { userId: 'staff-1', email: 'owner@example.org', role: 'owner' };

// Far enough ahead that the date stays in the future whenever the tests run.
const input = (overrides: Partial<BookingFormValues> = {}) => bookingFormValues({ eventDate: '2027-12-01', ...overrides });

openTestDatabase((opened) => (database = opened));
beforeEach(() => {
  vi.mocked(notifyBookingConfirmed).mockClear();
  vi.mocked(notifyBookingCancelled).mockClear();
});

describe(`staff status changes and the guest's mail (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('confirming or cancelling with the box ticked asks for the matching mail with the stored booking', async () => {
    const booking = await createBooking(database.db, actor, input());
    await updateBooking(database.db, actor, booking.id, input({ status: 'confirmed', emailGuest: true }));
    expect(notifyBookingConfirmed).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notifyBookingConfirmed).mock.calls[0]![1]).toMatchObject({ id: booking.id, status: 'confirmed' });

    await updateBooking(database.db, actor, booking.id, input({ status: 'cancelled', emailGuest: true }));
    expect(notifyBookingCancelled).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notifyBookingCancelled).mock.calls[0]!.slice(1)).toEqual([
      expect.objectContaining({ id: booking.id, status: 'cancelled' }),
      'staff',
    ]);
  });

  it('sends nothing with the box unticked, or when the status does not change', async () => {
    const booking = await createBooking(database.db, actor, input());
    await updateBooking(database.db, actor, booking.id, input({ status: 'confirmed' }));
    await updateBooking(database.db, actor, booking.id, input({ status: 'cancelled', emailGuest: false }));
    await updateBooking(database.db, actor, booking.id, input({ status: 'cancelled', emailGuest: true, notes: 'Called the guest' }));
    expect(notifyBookingConfirmed).not.toHaveBeenCalled();
    expect(notifyBookingCancelled).not.toHaveBeenCalled();
  });

  it('writes no change when queueing the mail fails: the edit and its mail share one transaction', async () => {
    const booking = await createBooking(database.db, actor, input());
    vi.mocked(notifyBookingConfirmed).mockRejectedValueOnce(new Error('outbox unavailable'));
    await expect(updateBooking(database.db, actor, booking.id, input({ status: 'confirmed', emailGuest: true }))).rejects.toThrow(
      'outbox unavailable',
    );
    expect((await findBooking(database.db, booking.id))!.status).toBe('pending');
  });

  it('lists the mails of a booking, newest first, with the time sent or else queued', async () => {
    const booking = await createBooking(database.db, actor, input());
    await enqueueMail(database.db, {
      kind: 'booking-received',
      to: 'asha@example.org',
      subject: 'We have your booking',
      html: '<p>Hi</p>',
      text: 'Hi',
      bookingId: booking.id,
    });
    await enqueueMail(database.db, {
      kind: 'staff-new-booking',
      to: 'staff@example.org',
      subject: 'New booking',
      html: '<p>New</p>',
      text: 'New',
      bookingId: booking.id,
    });
    await enqueueMail(database.db, { kind: 'other', to: 'x@example.org', subject: 'Not this one', html: '', text: '' });
    const mails = await listBookingMails(database.db, booking.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking-received', 'staff-new-booking']);
    expect(mails[0]).toMatchObject({ state: 'queued', sent: false });
    expect(Number.isNaN(Date.parse(mails[0]!.at))).toBe(false);
  });
});
