import { describe, expect, it } from 'vitest';
import { type OrderMoney, type PaidOrder, splitRefund } from './booking-money.ts';

// How a refund is split across a booking's online payments: the latest paid first, each part no more
// than is left of its own payment.

function paid(id: string, amountPaise: number, paidAt: string, refundedPaise = 0, paymentId: string | null = `pay_${id}`): OrderMoney {
  const at = new Date(paidAt);
  const order = { id, amountPaise, paidAt: at, createdAt: at, paymentId } as PaidOrder;
  return { order, refundedPaise };
}

const first = paid('a', 1_000_000, '2026-11-01T10:00:00Z');
const due = paid('b', 200_000, '2026-11-05T10:00:00Z');

const parts = (orders: OrderMoney[], amountPaise: number) =>
  splitRefund(orders, amountPaise).map((part) => [part.order.id, part.amountPaise]);

describe('splitting a refund across payments', () => {
  it('takes it from the latest payment first, then from the one before, whatever order they are given in', () => {
    expect(parts([first, due], 150_000)).toEqual([['b', 150_000]]);
    expect(parts([first, due], 500_000)).toEqual([
      ['b', 200_000],
      ['a', 300_000],
    ]);
    expect(parts([due, first], 1_200_000)).toEqual([
      ['b', 200_000],
      ['a', 1_000_000],
    ]);
  });

  it('never takes more of a payment than is left of it', () => {
    const dueRefunded = paid('b', 200_000, '2026-11-05T10:00:00Z', 150_000);
    expect(parts([first, dueRefunded], 300_000)).toEqual([
      ['b', 50_000],
      ['a', 250_000],
    ]);
    const allOfDue = paid('b', 200_000, '2026-11-05T10:00:00Z', 200_000);
    expect(parts([first, allOfDue], 300_000)).toEqual([['a', 300_000]]);
  });

  it('covers no more than the payments hold, and nothing of a payment the provider cannot refund', () => {
    expect(parts([first, due], 2_000_000)).toEqual([
      ['b', 200_000],
      ['a', 1_000_000],
    ]);
    const noPaymentId = paid('b', 200_000, '2026-11-05T10:00:00Z', 0, null);
    expect(parts([first, noPaymentId], 300_000)).toEqual([['a', 300_000]]);
    expect(parts([first, due], 0)).toEqual([]);
  });

  it('breaks a tie of payment times by id, so the split is the same every time', () => {
    const twin = paid('c', 200_000, '2026-11-05T10:00:00Z');
    expect(parts([due, twin], 300_000)).toEqual([
      ['c', 200_000],
      ['b', 100_000],
    ]);
    expect(parts([twin, due], 300_000)).toEqual([
      ['c', 200_000],
      ['b', 100_000],
    ]);
  });
});
