import { APPOINTMENT_MESSAGES } from '../appointment-messages.ts';
import { BOOKING_MESSAGES } from '../booking-reply.ts';
import { MAX_KNOWN_BOOKINGS } from '../checkout.ts';
import { isIsoDate } from '../dates.ts';
import { depositPayments } from '../deposit-terms.ts';
import { retreatOccupancies } from '../enums.ts';
import { INDIAN_STATE_NAMES } from '../indian-states.ts';
import { CHECKOUT_MESSAGES, DEPOSIT_MESSAGES } from '../payment-messages.ts';
import { PROMO_CODE_MAX } from '../promo.ts';
import { MAX_RETREAT_GUESTS, RETREAT_QUOTE_MESSAGES } from '../retreat-quote.ts';
import { ROOM_MESSAGES } from '../rooms.ts';
import { THERAPY_MESSAGES } from '../therapies-messages.ts';
import { ANSWER_MAX, MAX_QUESTIONS, TRAINING_MESSAGES, trainingPayments } from '../training.ts';
import { emailAddress, honeypot, personName, phoneNumber, retreatSlugField } from './fields.ts';
import { STAY_MESSAGES } from './stay.ts';
import { z } from './z.ts';

const customer = z.object({
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  /** For the GST invoice's place of supply; none means the estate's own state. */
  state: z.enum(INDIAN_STATE_NAMES, { error: 'Please choose your state from the list, or leave it as it is.' }).optional(),
});

/** Made by the browser each time a checkout dialog opens (a UUID): the same key is the same order. */
const idempotencyKey = z.string({ error: CHECKOUT_MESSAGES.key }).regex(/^[A-Za-z0-9_-]{16,64}$/, CHECKOUT_MESSAGES.key);
/** The guest has seen that they already hold a booking for these dates and wants another one. */
const allowDuplicate = z.boolean().optional();
/**
 * The tokens of the booking links the browser keeps (app/enhance/booked.ts): a checkout refused as a
 * duplicate names the booking only when one of them is that booking's.
 */
const knownBookings = z.array(z.string().max(64)).max(MAX_KNOWN_BOOKINGS).optional();
/** A promo code or credit, for every kind of booking: the server applies it, or refuses it with its sentence. */
export const promoCodeField = z.string().trim().max(PROMO_CODE_MAX, `Promo codes are at most ${PROMO_CODE_MAX} characters.`).optional();
const guests = z
  .number({ error: RETREAT_QUOTE_MESSAGES.guestCount })
  .int(RETREAT_QUOTE_MESSAGES.guestCount)
  .min(1, RETREAT_QUOTE_MESSAGES.guestCount)
  .max(MAX_RETREAT_GUESTS, RETREAT_QUOTE_MESSAGES.guestCount);

/**
 * What is due on a booking already made, paid from the guest's booking page: the page's own token says
 * which booking (and that the browser may pay for it); the amount is the booking's due, read by the server.
 */
export const balanceOrderSchema = z.object({
  kind: z.literal('balance'),
  booking: z.string({ error: CHECKOUT_MESSAGES.key }).min(1, CHECKOUT_MESSAGES.key).max(64, CHECKOUT_MESSAGES.key),
  website: honeypot,
});

/** Pay in full (the default) or the deposit a rule offers: a choice only, never an amount. */
const payment = z.enum(depositPayments, { error: DEPOSIT_MESSAGES.choice }).default('full');

/** What the browser may send to start paying. Never an amount: the server prices what is booked. */
/** What every checkout sends besides what it buys: who pays, its key, and what it knows of earlier bookings. */
const checkoutAttempt = { customer, idempotencyKey, allowDuplicate, knownBookings, website: honeypot };

export const paymentOrderSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('retreat'),
    retreat: retreatSlugField,
    occupancy: z.enum(retreatOccupancies, { error: RETREAT_QUOTE_MESSAGES.occupancyChoice }),
    startDate: z.string().refine(isIsoDate, RETREAT_QUOTE_MESSAGES.startDate),
    guests: guests.default(1),
    promoCode: promoCodeField,
    payment,
    ...checkoutAttempt,
  }),
  z.object({
    kind: z.literal('stay'),
    checkIn: z.string().refine(isIsoDate, STAY_MESSAGES.datesRequired),
    checkOut: z.string().refine(isIsoDate, STAY_MESSAGES.datesRequired),
    adults: z.number().int().min(1, STAY_MESSAGES.adults).max(8, STAY_MESSAGES.adults),
    promoCode: promoCodeField,
    payment,
    roomTypeId: z.uuid({ error: ROOM_MESSAGES.chooseRoom }),
    ...checkoutAttempt,
  }),
  // A calendar class paid online: which event and slot; the price is the event's own.
  z.object({
    kind: z.literal('event'),
    eventId: z.uuid({ error: BOOKING_MESSAGES.eventNotFound }),
    slot: z
      .string({ error: BOOKING_MESSAGES.slotNotOffered })
      .trim()
      .min(1, BOOKING_MESSAGES.slotNotOffered)
      .max(40, BOOKING_MESSAGES.slotNotOffered),
    promoCode: promoCodeField,
    payment,
    ...checkoutAttempt,
  }),
  // An enrolment in a training batch: which batch, deposit or full fee, and the application's answers in
  // the questions' order (checked against the programme's questions on the server). No code, no amount.
  z.object({
    kind: z.literal('training'),
    batchId: z.uuid({ error: TRAINING_MESSAGES.batchGone }),
    payment: z.enum(trainingPayments).default('full'),
    answers: z.array(z.string().max(ANSWER_MAX.long, TRAINING_MESSAGES.answersTooLong)).max(MAX_QUESTIONS),
    ...checkoutAttempt,
  }),
  // A therapy or consultation paid online: which service, which free start, and with whom (none: any).
  // No code, no amount; a stay's in-stay price comes only through its booking's own page: `stay` is that
  // page's token, which the server reads back into the stay (a forged one names none).
  z.object({
    kind: z.literal('appointment'),
    serviceId: z.uuid({ error: APPOINTMENT_MESSAGES.serviceGone }),
    startsAt: z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badTime }),
    practitionerId: z.uuid({ error: THERAPY_MESSAGES.notQualified }).nullable().default(null),
    stay: z.string({ error: APPOINTMENT_MESSAGES.stayNotFound }).max(64, APPOINTMENT_MESSAGES.stayNotFound).optional(),
    payment,
    ...checkoutAttempt,
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
  retreat: retreatSlugField,
  occupancy: z.enum(retreatOccupancies, { error: RETREAT_QUOTE_MESSAGES.occupancyChoice }),
  startDate: z.string().refine(isIsoDate, RETREAT_QUOTE_MESSAGES.startDate),
  guests: z.coerce.number({ error: RETREAT_QUOTE_MESSAGES.guestCount }).pipe(guests).default(1),
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  website: honeypot,
});
