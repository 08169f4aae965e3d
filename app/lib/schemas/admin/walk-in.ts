import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { WALK_IN_MESSAGES } from '#app/lib/admin/walk-in.ts';
import { z } from '../z.ts';
import { staffEventBookingSchema } from './booking.ts';
import { offlineReference } from './offline-payment.ts';

// A guest at the door, in three steps: the slot, who they are (an e-mail only if they give one), and
// whether they paid now. The price is the event's, read on the server; staff never type it.

/** How a walk-in paid at the desk, or that they did not (yet). */
export const walkInPayments = ['cash', 'upi', 'card', 'no'] as const;
export type WalkInPayment = (typeof walkInPayments)[number];

export const walkInPaymentLabels: Record<WalkInPayment, string> = { cash: 'Cash', upi: 'UPI', card: 'Card', no: 'Not paid yet' };

export const walkInSchema = z
  .object({
    eventId: staffEventBookingSchema.shape.eventId,
    slot: staffEventBookingSchema.shape.slot,
    customerName: staffEventBookingSchema.shape.customerName,
    customerPhone: staffEventBookingSchema.shape.customerPhone,
    customerEmail: staffEventBookingSchema.shape.customerEmail,
    paid: z.enum(walkInPayments, { error: WALK_IN_MESSAGES.paidNeeded }),
    reference: offlineReference,
  })
  // As for "Mark paid": a UPI payment always has a reference to trace it by.
  .refine((value) => value.paid !== 'upi' || Boolean(value.reference), {
    message: OFFLINE_PAYMENT_MESSAGES.referenceNeeded,
    path: ['reference'],
  });

export type WalkInInput = z.output<typeof walkInSchema>;
