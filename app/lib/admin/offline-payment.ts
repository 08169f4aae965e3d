import { type OfflinePaymentMethod, offlinePaymentMethods } from '#app/lib/enums.ts';
import { AT_LEAST_ONE_RUPEE } from '#app/lib/schemas/admin/rupees.ts';

// A payment staff took at the estate: its words, once, for the form, the details and the server.

export const offlineMethodLabels: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
};

export const offlineMethodOptions = offlinePaymentMethods.map((method) => ({ value: method, label: offlineMethodLabels[method] }));

export const OFFLINE_PAYMENT_MESSAGES = {
  recorded: 'Payment recorded',
  failed: 'Failed to record payment',
  alreadyPaid: 'This booking is paid already; nothing more was recorded.',
  cancelled: 'A cancelled booking cannot be marked paid.',
  unpriced: 'This booking’s price is not an amount in rupees (such as Rs 500.00): correct the price first.',
  referenceNeeded: 'Please enter the UPI or bank transfer reference.',
  /** The reference field's hint when the money came as cash or by card. */
  referenceOptional: 'Optional: receipt or card slip number',
  method: 'Please choose cash, UPI, card or bank transfer.',
  referenceText: 'Please write the reference as text.',
  amount: 'Please enter the amount paid in rupees, e.g. 1500 or 1500.50, or leave it empty for all that is due.',
  positive: AT_LEAST_ONE_RUPEE,
  /** More than is due: staff record what the guest owes at most. */
  tooMuch: (due: string) => `That is more than the ${due} due: record at most ${due}.`,
} as const;

/** Staff sending the guest a link to pay what is due online, by mail or copied into a message. */
export const PAYMENT_LINK_MESSAGES = {
  send: 'Send payment link',
  failed: 'Failed to send the payment link',
  mailed: (amount: string, to: string) => `A link to pay ${amount} was e-mailed to ${to}. To send it by WhatsApp or SMS, copy it below.`,
  noEmail: (amount: string) => `This guest has no e-mail address: copy the link to pay ${amount} below and send it by WhatsApp or SMS.`,
  linkLabel: 'Payment link',
  subject: (amount: string, title: string) => `Pay ${amount} for ${title}`,
  lead: (amount: string) => `${amount} is due on your booking. You can pay it online, securely, from your booking's page.`,
  button: (amount: string) => `Pay ${amount}`,
} as const;

/** How the booking's details name a paid order: 'Cash, reference R-12' or 'Razorpay, pay_…'. */
export interface BookingPaymentView {
  amount: string;
  paidAt: string;
  /** 'Cash', 'UPI', 'Bank transfer', or 'Online' for a provider's checkout. */
  how: string;
  reference: string | null;
  offline: boolean;
  /** It paid what was due on top of an earlier payment. */
  balance: boolean;
}

/** The sentence the booking's history keeps for an offline payment. */
export function offlinePaymentNote(amount: string, method: OfflinePaymentMethod, reference: string | null): string {
  const how = offlineMethodLabels[method].toLowerCase().replace('upi', 'UPI');
  return reference ? `${amount} paid by ${how}, reference ${reference}` : `${amount} paid by ${how}`;
}
