import { z } from '#app/lib/schemas/z.ts';

// An amount staff type in rupees (1500 or 1500.50), read as whole paise; at least ₹1. The server checks it
// against what it may be (left to refund, still due) itself, never trusting the form's own limits.

/** The least amount staff may type. */
export const AT_LEAST_ONE_RUPEE = 'Please enter an amount of at least ₹1.';

export function rupeesAmount(messages: { amount: string; positive: string }) {
  return z
    .string({ error: messages.amount })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, messages.amount)
    .transform((rupees) => {
      const [whole, fraction = ''] = rupees.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .refine((paise) => paise >= 100, messages.positive);
}
