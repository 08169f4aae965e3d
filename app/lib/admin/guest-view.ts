import type { BookingKind, BookingStatus, MailState } from '../enums.ts';
import type { BookingPaymentView } from './offline-payment.ts';

// What the guest profile's loader sends: plain values, timestamps as ISO text.

export interface GuestView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  dietaryNeeds: string | null;
  allergies: string | null;
  emergencyContact: string | null;
  staffNotes: string | null;
  createdAt: string;
  /** Changes with every save and merge: the form starts again from what is stored. */
  updatedAt: string;
}

export interface GuestBookingLine {
  id: string;
  reference: string;
  kind: BookingKind;
  eventTitle: string;
  eventDate: string;
  selectedSlot: string;
  status: BookingStatus;
  price: string;
  createdAt: string;
}

/** A payment as the booking's details list it, with the booking it paid for. */
export type GuestPaymentLine = BookingPaymentView & { id: string; bookingId: string; bookingReference: string };

export interface GuestMailLine {
  id: string;
  kind: string;
  subject: string;
  state: MailState;
  at: string;
}

export interface GuestEnquiryLine {
  id: string;
  subject: string | null;
  message: string;
  handled: boolean;
  createdAt: string;
}

export interface GuestProfile {
  guest: GuestView;
  bookings: GuestBookingLine[];
  payments: GuestPaymentLine[];
  mails: GuestMailLine[];
  enquiries: GuestEnquiryLine[];
}

/** A guest offered by the merge search. */
export interface GuestMatch {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  bookings: number;
}

/** The profile's address, and a booking's on the Bookings screen. */
export const guestHref = (id: string) => `/admin/guests/${id}`;
export const bookingHref = (id: string) => `/admin/bookings?view=${id}`;
