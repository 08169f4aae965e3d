import { describe, expect, it } from 'vitest';
import { paymentOrderSchema } from './payment.ts';

const order = (state?: unknown) => ({
  kind: 'retreat',
  occupancy: 'double',
  startDate: '2027-01-10',
  customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210', ...(state === undefined ? {} : { state }) },
  idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0',
});

describe('the guest’s state at checkout', () => {
  it('is optional, and taken only from the list of states and union territories', () => {
    expect(paymentOrderSchema.parse(order()).customer.state).toBeUndefined();
    expect(paymentOrderSchema.parse(order('Tamil Nadu')).customer.state).toBe('Tamil Nadu');
    const refused = paymentOrderSchema.safeParse(order('Bombay'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please choose your state from the list, or leave it as it is.');
  });
});
