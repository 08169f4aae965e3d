/** Who a new booking is for when staff turn an enquiry into one: the form's first values, and the enquiry to link it to. */
export interface BookingGuest {
  enquiryId: string;
  name: string;
  email: string;
  phone: string;
}

/** The hidden field that carries the enquiry through the booking forms. */
export const ENQUIRY_FIELD = 'enquiryId';

/** The form's first values for the guest's fields, named as both booking forms name them. */
export function guestDefaults(guest: BookingGuest | null | undefined) {
  return guest ? { customerName: guest.name, customerEmail: guest.email, customerPhone: guest.phone } : {};
}
