import type { BookingFormValues } from '#app/lib/schemas/admin/booking.ts';

/** A booking as the staff's booking form gives it once parsed: a pending event booking, unless told otherwise. */
export function bookingFormValues(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    eventTitle: 'Hatha',
    eventDate: '2026-12-01',
    selectedSlot: '8:00 AM',
    price: 'Rs 500.00',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.org',
    customerPhone: '+91 98765 43210',
    status: 'pending',
    kind: 'event',
    ...overrides,
  };
}
