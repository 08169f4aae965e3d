import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../booking-reply.ts';
import { PROMO_CODE_MAX } from '../promo.ts';
import { paymentOrderSchema } from './payment.ts';

// The checkout of a class paid online: which event and slot, who pays, never an amount.

const valid = {
  kind: 'event',
  eventId: '0b7f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  slot: ' 7:30 AM ',
  customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' },
  idempotencyKey: 'a3f1c2d4e5f60718293a4b5c',
};

describe('the payment order of a class paid online', () => {
  it('takes the event and slot, and leaves out any amount or price the browser adds', () => {
    const parsed = paymentOrderSchema.parse({ ...valid, amountPaise: 1, amount: 1, price: 'Rs 1', title: 'Free' });
    expect(parsed).toEqual({ ...valid, slot: '7:30 AM', payment: 'full' });
  });

  it('accepts an optional promo code and the guest’s state from the list, as the stay and the retreat do', () => {
    const parsed = paymentOrderSchema.parse({ ...valid, promoCode: ' WELCOME10 ', customer: { ...valid.customer, state: 'Kerala' } });
    expect(parsed).toMatchObject({ promoCode: 'WELCOME10', customer: { state: 'Kerala' } });
    expect(paymentOrderSchema.safeParse({ ...valid, promoCode: 'x'.repeat(PROMO_CODE_MAX + 1) }).success).toBe(false);
    expect(paymentOrderSchema.safeParse({ ...valid, customer: { ...valid.customer, state: 'Atlantis' } }).success).toBe(false);
  });

  it('refuses an event id that cannot be one, and a missing or overlong slot, in the calendar’s words', () => {
    const message = (input: object) => paymentOrderSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, eventId: 'not-an-id' })).toBe(BOOKING_MESSAGES.eventNotFound);
    expect(message({ ...valid, slot: '   ' })).toBe(BOOKING_MESSAGES.slotNotOffered);
    expect(message({ ...valid, slot: 'x'.repeat(41) })).toBe(BOOKING_MESSAGES.slotNotOffered);
  });
});
