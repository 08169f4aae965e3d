import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, type BookingCancellation, type BookingKind, type BookingStatus } from '../db/schema.ts';
import { quoteCancellation, type CancellationOutcome } from './cancellation-policy.ts';

// What the guest's manage page may show: the booking's facts and the terms of cancelling now. The
// guest's contact details stay out of it, since a link can be forwarded.

export interface GuestBookingView {
  kind: BookingKind;
  title: string;
  eventDate: string;
  /** The time of a calendar slot, or the retreat's or stay's dates as text. */
  selectedSlot: string;
  price: string;
  name: string;
  status: BookingStatus;
  quote: { cancellable: boolean; outcome: CancellationOutcome; terms: string };
  cancellation: BookingCancellation | null;
}

export async function guestBookingView(db: Database, bookingId: string, options: { timeZone: string; now?: Date }): Promise<GuestBookingView | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const quote = quoteCancellation(row, options.now ?? new Date(), options.timeZone);
  return {
    kind: row.kind,
    title: row.eventTitle,
    eventDate: row.eventDate,
    selectedSlot: row.selectedSlot,
    price: row.price,
    name: row.customerName,
    status: row.status,
    quote: { cancellable: quote.cancellable, outcome: quote.outcome, terms: quote.terms },
    cancellation: row.cancellation ?? null,
  };
}
