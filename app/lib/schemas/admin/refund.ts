import { z } from '#app/lib/schemas/z.ts';
import { AT_LEAST_ONE_RUPEE, rupeesAmount } from './rupees.ts';

// The Refund form of the booking details. The amount is in rupees as staff type it; the
// server turns it into paise and checks it against what is left of the payment, never trusting the
// form's own maximum. `formId` is made when the form is shown: the same form sent twice is one refund.

export const REFUND_LIMITS = { reason: 500 } as const;

export const REFUND_FORM_MESSAGES = {
  amount: 'Please enter the amount to refund in rupees, e.g. 1500 or 1500.50.',
  positive: AT_LEAST_ONE_RUPEE,
  reason: 'Please give the reason for this refund.',
  reasonLong: `Please keep the reason under ${REFUND_LIMITS.reason} characters.`,
  stale: 'This form is out of date. Please reopen the booking and try again.',
} as const;

export const refundFormSchema = z.object({
  intent: z.literal('refund'),
  id: z.string().max(100).default(''),
  formId: z.uuid({ error: REFUND_FORM_MESSAGES.stale }),
  amount: rupeesAmount(REFUND_FORM_MESSAGES),
  // Credit instead of a refund: a credit note for the amount, no money through the payment service.
  give: z.enum(['refund', 'credit'], { error: 'Please choose a refund or credit.' }).default('refund'),
  reason: z
    .string({ error: REFUND_FORM_MESSAGES.reason })
    .trim()
    .min(1, REFUND_FORM_MESSAGES.reason)
    .max(REFUND_LIMITS.reason, REFUND_FORM_MESSAGES.reasonLong),
});

export type RefundForm = z.output<typeof refundFormSchema>;

/** The front desk's "Record a refund due": the amount and why; an owner gives it. */
export const refundDueSchema = refundFormSchema
  .omit({ intent: true, give: true, formId: true })
  .extend({ intent: z.literal('refund-due') });
