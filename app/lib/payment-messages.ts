import { formatRupees } from './money.ts';

// The payment texts of the specification, word for word; the screens and the payment endpoints both use these.
export const PAYMENT_MESSAGES = {
  fillAllFields: 'Please fill in all fields before proceeding to payment.',
  invalidPackage: 'Invalid amount. Please select a valid package.',
  invalidStayAmount: 'Invalid amount. Please check your dates and number of guests.',
  authFailed: 'Authentication failed. Please contact support.',
  orderFailed: 'Failed to create Razorpay order. Please try again.',
  invalidOrderResponse: 'Invalid order response from server. Please contact support.',
  paymentFailed: (reason: string) => `Payment failed: ${reason}. Please try again.`,
  incompleteResponse: 'Payment response is incomplete. Please contact support.',
  verificationFailed: (error: string, paymentId: string) =>
    `Payment verification failed: ${error}. Please contact support with Payment ID: ${paymentId}`,
  invalidSignature: 'Payment verification failed: Invalid signature. Please contact support.',
  databaseError: (paymentId: string) =>
    `Database error: your payment succeeded but we could not save your booking. Please contact support with Payment ID: ${paymentId}`,
  cancelled: 'Payment was cancelled. Please try again when ready.',
  processFailed: (message: string) => `Failed to process payment: ${message}. Please try again.`,
  gatewayLoadFailed: 'Failed to load payment gateway. Please refresh the page.',
  stayOrderFailed: 'Failed to create payment order. Please try again.',
  initFailed: 'Failed to initialize payment. Please try again.',
  success: (paymentId: string) => `Payment successful! Payment ID: ${paymentId}. Booking confirmed!`,
} as const;

/** Why a checkout's order is refused before anything is paid: ours, not the specification's. */
export const CHECKOUT_MESSAGES = {
  key: 'This checkout could not be recognised. Please reload the page and try again.',
  preparing: 'Your payment is being prepared. Please wait a moment and try again.',
  ended: 'This checkout has ended. Please close it and start again.',
  otherDetails: 'This checkout was started for other details. Please close it and start again.',
  /** Too many orders or promo codes asked from one address. */
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  duplicate: (reference: string | null) =>
    reference
      ? `You already have a confirmed booking for these dates (reference ${reference}).`
      : 'You already have a confirmed booking for these dates.',
} as const;

/** A deposit at checkout: the choice the dialog offers, and the server's refusals of it. */
export const DEPOSIT_MESSAGES = {
  legend: 'How would you like to pay?',
  full: (amount: string) => `Pay in full: ${amount}`,
  deposit: (amount: string) => `Pay a deposit: ${amount}`,
  notOffered: 'A deposit is not offered on this booking now. Please choose to pay in full.',
  choice: 'Please choose to pay in full or to pay a deposit.',
} as const;

/** Paying what is due on a booking already made, from the guest's booking page. */
/** The booking page's section where the guest pays what is due: payment links lead to it. */
export const PAY_SECTION_ID = 'pay';

export const BALANCE_MESSAGES = {
  heading: 'Pay what is due',
  lead: (amount: string) => `You can pay the ${amount} due now, online.`,
  pay: (amount: string) => `PAY ${amount}`,
  paid: (paymentId: string) => `Payment successful! Payment ID: ${paymentId}. Thank you: it is recorded on your booking.`,
  nothingDue: 'Nothing is due on this booking.',
  cancelled: 'This booking is cancelled: nothing can be paid on it.',
  notConfirmed: 'This booking is not confirmed yet: what is due can be paid once it is.',
  notFound: 'This booking could not be found. Please use the link in your e-mail.',
} as const;

/** The pay button of both checkouts: 'PAY ₹21,250'. */
export const payLabel = (rupees: number) => `PAY ${formatRupees(rupees)}`;

/** The phone prefilled for payment is +91 followed by the last 10 digits. */
export function normaliseIndianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+91${digits.slice(-10)}`;
}
