import type { WalkInInput } from '#app/lib/schemas/admin/walk-in.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { notifyBookingCreated } from './notify.ts';
import { recordOfflinePayment } from './offline-payment.ts';
import { takeStaffSeat } from './staff-event.ts';

// A guest at the door: a seat taken by the same rules as any staff booking (locks, full or started
// slots refused, a line in the history), confirmed at once since the guest is standing there, and paid
// now when they paid. All in one transaction: a refused payment leaves no seat taken. A guest who gave
// no e-mail address gets no mail (the outbox queues none without an address) and is a guest of their own.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export async function createWalkIn(db: Database, actor: Actor, input: WalkInInput, options: { timeZone: string; now?: Date }) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const booking = await takeStaffSeat(
      tx,
      actor,
      {
        eventId: input.eventId,
        slot: input.slot,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        status: 'confirmed',
        notes: 'walk-in',
      },
      { timeZone: options.timeZone, now },
    );
    const paid =
      input.paid === 'no'
        ? null
        : await recordOfflinePayment(tx, actor, { bookingId: booking.id, method: input.paid, reference: input.reference }, now);
    // After the payment, so a guest who gave an address gets the confirmation with its invoice.
    await notifyBookingCreated(tx, booking);
    return { booking, paid: paid !== null };
  });
}
