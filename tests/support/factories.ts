// Small builders of rows and requests, shared by unit, integration and browser tests, the seed and benchmarks.
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { EventBookingRequest } from '#server/bookings/event-booking.ts';
import type { Database } from '#server/db/client.ts';
import { calendarEvents } from '#server/db/schema.ts';

/** The estate's zone: "tomorrow" must mean the estate's tomorrow, whatever zone the test machine runs in. */
export const TIME_ZONE = 'Asia/Kolkata';

export type EventOverrides = Partial<typeof calendarEvents.$inferInsert>;

export async function createEvent(db: Database, overrides: EventOverrides = {}) {
  const [event] = await db
    .insert(calendarEvents)
    .values({
      title: 'Hatha',
      description: 'With Meera Nair',
      tag: 'POPULAR',
      price: 'Rs 500',
      duration: '60 min',
      eventDate: addDays(todayIn(TIME_ZONE), 1),
      timeSlots: ['8:00 AM', '11:00 AM'],
      slotCapacity: 20,
      type: 'workshop',
      ...overrides,
    })
    .returning();
  if (!event) throw new Error('event was not stored');
  return event;
}

let guests = 0;

/** A booking request from a new guest each call, so that no two count as the same person's double click. */
export function bookingRequest(overrides: Partial<EventBookingRequest> = {}): EventBookingRequest {
  guests += 1;
  const unique = `${process.pid}-${Date.now().toString(36)}-${guests}`;
  return {
    eventId: '00000000-0000-4000-8000-000000000000',
    slot: '8:00 AM',
    name: `Guest ${guests}`,
    email: `guest-${unique}@example.org`,
    mobile: '+91 98765 43210',
    ...overrides,
  };
}
