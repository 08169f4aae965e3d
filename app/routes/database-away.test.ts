import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { openDatabase } from '#server/db/client.ts';
import { database } from '#server/db/index.ts';
import { createLoadContext } from '#server/http/context.ts';
import { logger } from '#server/logger.ts';
import { singleton } from '#server/singleton.ts';

// As app/routes/site/calendar.test.ts: the process's database on a port where nothing listens, as while
// PostgreSQL restarts. The rate limit is the first thing these actions ask the database; it must not
// turn the form's message into an error page or a bare 500.
const away = singleton('database', () => openDatabase({ url: 'postgres://postgres@127.0.0.1:1/away' }));
const retreatPackage = await import('./site/retreat-package.tsx');
const paymentOrders = await import('./api/payment-orders.ts');
const retreatEndpoint = await import('./api/retreat-booking.ts');

afterAll(async () => {
  await away.close();
});

const context = () => createLoadContext({ nonce: '', requestId: 'test', ip: '127.0.0.1' });
const startDate = addDays(todayIn('Asia/Kolkata'), 20);
type ActionArgs = Parameters<typeof retreatPackage.action>[0];

describe('booking actions with the database away', () => {
  it("a retreat booked without paying gets the form's failure message", async () => {
    expect(database()).toBe(away);
    const form = new URLSearchParams({
      intent: 'unpaid',
      occupancy: 'double',
      startDate,
      name: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '+91 98765 43210',
    });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const request = new Request('http://localhost/rejuvenation/package', { method: 'POST', body: form });
    const reply = await retreatPackage.action({ request, context: context(), params: {} } as unknown as ActionArgs);
    expect(reply).toMatchObject({ init: { status: 503 }, data: { ok: false, message: BOOKING_MESSAGES.failure } });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('the retreat dialog endpoint (POST /api/retreat/bookings) answers the same, as JSON', async () => {
    const form = new URLSearchParams({
      intent: 'unpaid',
      occupancy: 'single',
      startDate,
      name: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '+91 98765 43210',
    });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const request = new Request('http://localhost/api/retreat/bookings', { method: 'POST', body: form });
    const reply = await retreatEndpoint.action({ request, context: context(), params: {} } as unknown as Parameters<
      typeof retreatEndpoint.action
    >[0]);
    expect(reply).toMatchObject({ init: { status: 503 }, data: { ok: false, message: BOOKING_MESSAGES.failure } });
    logged.mockRestore();
  });

  it('a payment order gets the checkout failure message with 503', async () => {
    const body = JSON.stringify({
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: 'double',
      startDate,
      customer: { name: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' },
    });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const request = new Request('http://localhost/api/payments/orders', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    const reply = await paymentOrders.action({ request, context: context(), params: {} } as unknown as Parameters<
      typeof paymentOrders.action
    >[0]);
    expect(reply).toMatchObject({ init: { status: 503 }, data: { error: PAYMENT_MESSAGES.orderFailed } });
    logged.mockRestore();
  });
});
