// What the bookings and users screens receive from their loaders: plain values, timestamps as ISO text.

export interface BookingView {
  id: string;
  eventId: string | null;
  eventTitle: string;
  eventDate: string;
  selectedSlot: string;
  price: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  kind: 'event' | 'retreat' | 'stay';
  notes: string | null;
  paymentId: string | null;
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A guest as SPEC §3 derives them from bookings, keyed by the lower-cased e-mail. */
export interface CustomerSummary {
  email: string;
  /** Name and phone as the most recent booking gives them. */
  name: string;
  phone: string;
  totalBookings: number;
  firstBookingAt: string;
  lastBookingAt: string;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

export const kindLabels = { event: 'Event', retreat: 'Retreat', stay: 'Stay' } as const;
