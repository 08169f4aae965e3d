import type { Database } from '../db/client.ts';
import type { bookings } from '../db/schema.ts';
import { cancellationMoney } from './cancellation-money.ts';

// What staff are offered to give back, as the cancellation policy reads it: what a guest cancelling
// would get now, or, for a booking already cancelled, what the policy gave at the moment it was
// cancelled. Staff may give more or less (up to what is left of the online payments); the suggestion only
// stops the full amount being the default.

type BookingRow = typeof bookings.$inferSelect;

export interface SuggestedMoney {
  /** The policy's refund; 0 when it gives none (a class gives credit; a late cancellation gives nothing). */
  refundPaise: number;
  /** The policy's credit: all that is left of the online payments when it gives one, else 0. */
  creditPaise: number;
  /** The last day such a credit may be used; null when the policy gives none. */
  creditValidUntil: string | null;
}

export async function suggestedMoney(db: Database, booking: BookingRow, options: { now: Date; timeZone: string }): Promise<SuggestedMoney> {
  const cancelledAt = booking.status === 'cancelled' ? new Date(booking.cancellation?.at ?? booking.updatedAt) : null;
  const asLive = cancelledAt ? { ...booking, status: 'confirmed' as const } : booking;
  const money = await cancellationMoney(db, asLive, { now: cancelledAt ?? options.now, timeZone: options.timeZone });
  return { refundPaise: money.refundPaise, creditPaise: money.creditPaise, creditValidUntil: money.quote.creditValidUntil };
}
