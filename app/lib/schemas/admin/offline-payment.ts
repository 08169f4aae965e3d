import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { offlinePaymentMethods } from '#app/lib/enums.ts';
import { z } from '../z.ts';
import { rupeesAmount } from './rupees.ts';

// 'Mark paid' in a booking's details: how the money came, its reference, and how much when the guest pays
// part of what is due. Left empty, it is all that is due (the price, or the balance), read on the server.

export const OFFLINE_REFERENCE_MAX = 100;

/** How the money came, as 'Mark paid', checking in and a walk-in ask it. */
export const offlineMethod = z.enum(offlinePaymentMethods, { error: OFFLINE_PAYMENT_MESSAGES.method });

/** The payment's reference (a UPI or bank transfer's, a receipt's), the same on every form that asks it. */
export const offlineReference = z
  .string({ error: OFFLINE_PAYMENT_MESSAGES.referenceText })
  .trim()
  .max(OFFLINE_REFERENCE_MAX, `Please keep the reference under ${OFFLINE_REFERENCE_MAX} characters.`)
  .optional();

export const offlinePaymentSchema = z
  .object({
    id: z.string().max(100).default(''),
    method: offlineMethod,
    reference: offlineReference,
    amount: z.preprocess((value) => value || undefined, rupeesAmount(OFFLINE_PAYMENT_MESSAGES).optional()),
  })
  // Cash and a card slip may have no number worth keeping; a UPI or bank transfer always has a reference to trace it by.
  .refine((value) => value.method === 'cash' || value.method === 'card' || Boolean(value.reference), {
    message: OFFLINE_PAYMENT_MESSAGES.referenceNeeded,
    path: ['reference'],
  });

export type OfflinePaymentInput = z.output<typeof offlinePaymentSchema>;
