import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { roomTypes } from '#server/db/schema.ts';
import { type PaymentCustomer, type PaymentRequest, startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { createDemoProvider, signDemoPayment } from '#server/provider/demo.ts';
import type { PaymentProvider } from '#server/provider/types.ts';

// A retreat or a stay paid end to end through the demo provider: the same path a guest's checkout
// takes (order, provider order, signed payment, confirmation), without any network.

const SECRET = 'test-demo-secret';
const provider = createDemoProvider({ secret: SECRET });

type TestPaymentRequest = PaymentRequest extends infer R
  ? R extends PaymentRequest
    ? Omit<R, 'idempotencyKey'> & { idempotencyKey?: string }
    : never
  : never;

/**
 * startPayment for a test: a fresh idempotency key unless one is given, another booking for the same
 * dates allowed unless said otherwise, and the open order it must give (an already-paid one is an error).
 */
export async function startOpen(db: Database, paymentProvider: PaymentProvider, request: TestPaymentRequest) {
  const started = await startPayment(db, paymentProvider, {
    allowDuplicate: true,
    ...request,
    idempotencyKey: request.idempotencyKey ?? crypto.randomUUID(),
  } as PaymentRequest);
  if (started.state !== 'open') throw new Error(`expected an open order, got ${started.state}`);
  return started;
}

export async function payRetreat(
  db: Database,
  startDate: string,
  customer: PaymentCustomer,
  choice: { occupancy?: 'double' | 'single'; guests?: number } = {},
) {
  const started = await startOpen(db, provider, {
    kind: 'retreat',
    occupancy: choice.occupancy ?? 'double',
    guests: choice.guests ?? 1,
    startDate,
    customer,
  });
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  return {
    evidence: { providerOrderId: started.providerOrderId, paymentId },
    ...(await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId })),
  };
}

export async function payStay(
  db: Database,
  checkIn: string,
  checkOut: string,
  customer: PaymentCustomer,
  choice: { adults?: number; promoCode?: string; roomType?: string } = {},
) {
  const started = await startOpen(db, provider, {
    kind: 'stay',
    checkIn,
    checkOut,
    adults: choice.adults ?? 2,
    promoCode: choice.promoCode ?? null,
    roomTypeId: await roomTypeId(db, choice.roomType),
    customer,
  });
  const { paymentId } = signDemoPayment(started.providerOrderId, SECRET);
  return {
    evidence: { providerOrderId: started.providerOrderId, paymentId },
    ...(await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId })),
  };
}

/** The id of a room type of the test database's demo estate, by name (the Garden Room unless said). */
export async function roomTypeId(db: Database, name = 'Garden Room'): Promise<string> {
  const [type] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.name, name));
  if (!type) throw new Error(`no room type ${name}`);
  return type.id;
}

/** The demo provider these helpers pay through, for tests that start their own orders. */
export const demoProvider = provider;

/** A checkout for one seat of a class paid online, opened at `now` (default: the real now). */
export function startEventCheckout(
  db: Database,
  seat: { eventId: string; slot: string },
  customer: PaymentCustomer,
  options: { now?: Date; idempotencyKey?: string } = {},
) {
  return startPayment(
    db,
    provider,
    { kind: 'event', ...seat, customer, idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(), allowDuplicate: true },
    { now: options.now },
  );
}

/** Pays an open demo order as the guest's checkout would, and confirms it. */
export async function payDemoOrder(db: Database, providerOrderId: string) {
  const { paymentId } = signDemoPayment(providerOrderId, SECRET);
  return confirmPaidOrder(db, { providerOrderId, paymentId });
}
