import type { Database } from '#server/db/client.ts';
import { createDemoProvider, signDemoPayment } from '#server/payments/demo.ts';
import { confirmPaidOrder, startPayment, type PaymentCustomer } from '#server/payments/orders.ts';

// A retreat or a stay paid end to end through the demo provider: the same path a guest's checkout
// takes (order, provider order, signed payment, confirmation), without any network.

const SECRET = 'test-demo-secret';
const provider = createDemoProvider({ secret: SECRET });

export async function payRetreat(db: Database, startDate: string, customer: PaymentCustomer) {
  const started = await startPayment(db, provider, { kind: 'retreat', occupancy: 'double', startDate, customer });
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  return { evidence: { providerOrderId: started.providerOrderId, paymentId }, ...(await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId })) };
}

export async function payStay(db: Database, checkIn: string, checkOut: string, customer: PaymentCustomer) {
  const started = await startPayment(db, provider, { kind: 'stay', checkIn, checkOut, adults: 2, customer });
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  return { evidence: { providerOrderId: started.providerOrderId, paymentId }, ...(await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId })) };
}
