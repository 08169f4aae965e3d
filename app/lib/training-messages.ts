// What a guest enrolling in a training batch, and the owner deciding, read: each sentence once, in a module
// without zod so that the pages' scripts may import it.

export const TRAINING_MESSAGES = {
  answerRequired: (question: string) => `Please answer: ${question}`,
  answerTooLong: (question: string, max: number) => `Please keep your answer to "${question}" within ${max} characters.`,
  answersTooLong: 'Please keep each answer within 2000 characters.',
  batchGone: 'This batch is no longer open for enrolment. Please write to us about the next one.',
  batchFull: 'All seats of this batch are taken. Please write to us about the next one.',
  enrolled:
    'Thank you: your application and payment are received. The estate will read your application and write to you within a few days.',
  staffNoSeat: 'Paid online after the last seat of the batch was taken: no seat, to be refunded',
  paidNoSeat: 'Your payment is received, but the last seat was taken meanwhile. It will be refunded in full.',
  pending: 'Your application is with the estate. You will hear from us once it has been read.',
  accepted: 'Your application is accepted: your seat in this batch is yours.',
  declined: 'Your application was not accepted this time. What you paid is refunded in full.',
  balanceDue: (amount: string, by: string) => `The balance of ${amount} is due by ${by}: you can pay it from your booking's page.`,
  paidInFull: 'Your fee is paid in full: nothing more is due.',
  notApplication: 'This booking is not an application waiting for a decision.',
  acceptedBanner: (reference: string) => `Application ${reference} accepted.`,
  declinedBanner: (reference: string) => `Application ${reference} declined; what was paid is being refunded.`,
} as const;

/** The enrolment form's field for the question at `index`. */
export const answerField = (index: number) => `answer${index + 1}`;
