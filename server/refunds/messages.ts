import { formatPaise } from '#app/lib/money.ts';

// The sentences staff and guests read about refunds, kept in one place so tests import the same words.

export const REFUND_MESSAGES = {
  noPayment: 'This booking has no online payment to refund.',
  paidOffline: 'This booking was paid at the estate, not online: give the money back by hand and note it on the booking.',
  fullyRefunded: 'This payment has already been refunded in full.',
  creditedInFull: 'All of this payment has already gone back to the guest, as refunds and credit: nothing is left to refund.',
  beyondPaid: (left: number) => `Only ${formatPaise(left)} is left to refund on this payment; please enter that or less.`,
  started: (amount: number) => `A refund of ${formatPaise(amount)} has been sent to Razorpay. Its state shows below.`,
  processed: (amount: number) => `A refund of ${formatPaise(amount)} has been processed.`,
  pending: (amount: number) =>
    `A refund of ${formatPaise(amount)} is recorded, but the payment service did not answer. It will be retried automatically.`,
  failed: (amount: number, why: string) => `The refund of ${formatPaise(amount)} was refused by the payment service: ${why}`,
  already: 'This refund was already requested; nothing more was sent.',
  creditGiven: (amount: number, code: string, mailed: boolean) =>
    `A credit of ${formatPaise(amount)} has been given: ${code}.${mailed ? ' The guest is e-mailed the code.' : ' The guest gave no e-mail address: tell them the code.'}`,
  dueRecorded: (amount: number) => `A refund of ${formatPaise(amount)} is recorded as due; an owner will give it.`,
  creditGivenAlready: (code: string) => `A credit was already given for this booking (${code}); nothing more was given.`,
  reinstateOwnerOnly: 'Only an owner may reinstate a cancelled booking that was paid, since money may already have gone back for it.',
  reinstateCreditSpent: (code: string, spent: number) =>
    `The credit ${code} issued for this cancellation has already been used for ${formatPaise(spent)}, so the booking cannot be reinstated. Make a new booking for the guest instead.`,
} as const;
