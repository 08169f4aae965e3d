import type { OfflinePaymentMethod } from '#app/lib/enums.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { type AttendanceClock, markAttendance } from './attendance.ts';
import { recordOfflinePayment } from './offline-payment.ts';

// Check-in at the door, and the payment of a guest who pays as they arrive: both or neither, in one
// transaction, so a refused payment (paid already, cancelled) leaves the guest not checked in either.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export interface DoorPayment {
  method: OfflinePaymentMethod;
  reference?: string | undefined;
}

/** Null when there is no such booking; the refusals of markAttendance and recordOfflinePayment otherwise. */
export async function checkInGuest(db: Database, actor: Actor, bookingId: string, payment: DoorPayment | null, clock: AttendanceClock) {
  if (!payment) return markAttendance(db, actor, bookingId, 'checked_in', clock);
  return db.transaction(async (tx) => {
    const view = await markAttendance(tx, actor, bookingId, 'checked_in', clock);
    if (!view) return null;
    await recordOfflinePayment(tx, actor, { bookingId, method: payment.method, reference: payment.reference }, clock.now);
    return view;
  });
}
