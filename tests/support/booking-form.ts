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

/** What the staff's edit form of a stored booking holds, with the fields a test retypes. */
export function bookingFormOf(
  row: Pick<
    BookingFormValues,
    'eventTitle' | 'eventDate' | 'selectedSlot' | 'price' | 'customerName' | 'customerPhone' | 'status' | 'kind'
  > & { eventId: string | null; notes: string | null; customerEmail: string | null | undefined },
  overrides: Partial<BookingFormValues> = {},
): BookingFormValues {
  return {
    eventId: row.eventId ?? undefined,
    eventTitle: row.eventTitle,
    eventDate: row.eventDate,
    selectedSlot: row.selectedSlot,
    price: row.price,
    customerName: row.customerName,
    customerEmail: row.customerEmail ?? undefined,
    customerPhone: row.customerPhone,
    status: row.status,
    kind: row.kind,
    notes: row.notes ?? undefined,
    ...overrides,
  };
}
