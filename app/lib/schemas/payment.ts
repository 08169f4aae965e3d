import { isIsoDate } from '../dates.ts';
import { emailAddress, honeypot, personName, phoneNumber } from './fields.ts';
import { z } from './z.ts';

const customer = z.object({ name: personName, email: emailAddress, mobile: phoneNumber });

/** What the browser may send to start paying. Never an amount: the server prices what is booked. */
export const paymentOrderSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('retreat'),
    occupancy: z.enum(['double', 'single'], { error: 'Please choose double or single occupancy.' }),
    startDate: z.string().refine(isIsoDate, 'Please choose a start date for the retreat.'),
    customer,
    website: honeypot,
  }),
  z.object({
    kind: z.literal('stay'),
    checkIn: z.string().refine(isIsoDate, 'Please select check-in and check-out dates'),
    checkOut: z.string().refine(isIsoDate, 'Please select check-in and check-out dates'),
    adults: z.number().int().min(1, 'Adults must be between 1 and 8.').max(8, 'Adults must be between 1 and 8.'),
    promoCode: z.string().trim().max(40, 'Promo codes are at most 40 characters.').optional(),
    customer,
    website: honeypot,
  }),
]);

export const paymentAnswerSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/** The retreat modal's "submit booking" without paying. */
export const unpaidRetreatSchema = z.object({
  intent: z.literal('unpaid'),
  occupancy: z.enum(['double', 'single'], { error: 'Please choose double or single occupancy.' }),
  startDate: z.string().refine(isIsoDate, 'Please choose a start date for the retreat.'),
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  website: honeypot,
});
