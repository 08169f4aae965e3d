import crypto from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { openDatabase } from '#server/db/client.ts';
import { database } from '#server/db/index.ts';
import { createLoadContext } from '#server/http/context.ts';
import { logger } from '#server/logger.ts';
import { singleton } from '#server/singleton.ts';
import type { Route as Endpoint } from '../api/+types/calendar-booking.ts';
import type { Route } from './+types/calendar.ts';

type EndpointArgs = Endpoint.ActionArgs;

// The process's database, as db() finds it, on a port where nothing listens: every query fails, as
// while PostgreSQL restarts. Set before the route asks for it.
const away = singleton('database', () => openDatabase({ url: 'postgres://postgres@127.0.0.1:1/away' }));
const { action } = await import('./calendar.tsx');
const endpoint = await import('../api/calendar-booking.ts');

afterAll(async () => {
  await away.close();
});

function bookingArgs(url: string) {
  const form = new URLSearchParams({
    intent: 'book',
    eventId: crypto.randomUUID(),
    slot: '8:00 AM',
    name: 'Asha Rao',
    email: 'asha@example.org',
    mobile: '+91 98765 43210',
  });
  const request = new Request(url, { method: 'POST', body: form });
  const context = createLoadContext({ nonce: '', requestId: 'test', ip: '127.0.0.1' });
  return { request, context, params: {} } as unknown as Route.ActionArgs;
}

describe('/calendar booking with the database away', () => {
  it("answers the form's failure message, not an error page", async () => {
    expect(database()).toBe(away);
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});

    const reply = await action(bookingArgs('http://localhost/calendar?date=2030-01-01'));

    expect(reply).toMatchObject({ init: { status: 503 }, data: { ok: false, message: BOOKING_MESSAGES.failure } });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('answers the booking dialog (POST /api/calendar/bookings) the same, as JSON', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});

    const reply = await endpoint.action(bookingArgs('http://localhost/api/calendar/bookings') as unknown as EndpointArgs);

    expect(reply).toMatchObject({ init: { status: 503 }, data: { ok: false, message: BOOKING_MESSAGES.failure } });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
