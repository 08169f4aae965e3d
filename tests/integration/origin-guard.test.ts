import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { singleton } from '#server/singleton.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { ADMIN } from '../support/accounts.ts';
import { createEvent, TIME_ZONE } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The back-office's and the booking dialogs' cross-site guard (server/http/origin.ts) must see an
// address as the router does: case-insensitive and %-decoded, with dot segments and backslashes
// resolved. Every spelling here reaches a guarded action in React Router.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

const EVIL = 'http://evil.test';
const logged: { level: number; msg: string; res?: { statusCode?: number }; req?: { url?: string } }[] = [];

let app: TestApp;
let cookie: string;
let eventId: string;
let clients = 0;

beforeAll(async () => {
  // The app's logger, at info and kept here, so the test can see at which level refusals are logged.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as (typeof logged)[number]);
      done();
    },
  });
  singleton('logger', () => pino({ level: 'info' }, sink));
  app = await startTestApp();
  eventId = (await createEvent(app.database.db)).id;
  cookie = await signInAdmin(app);
});

afterAll(async () => {
  await app?.close();
});

/** A POST with the path exactly as written (fetch would resolve `..` and `\` before sending). */
function post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string; cookies: string[] }> {
  clients += 1;
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/`, {
      method: 'POST',
      path,
      headers: { 'x-forwarded-for': `203.0.113.${clients % 250}`, 'content-length': Buffer.byteLength(body), ...headers },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, cookies: response.headers['set-cookie'] ?? [] }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function stored(): Promise<number> {
  const result = (await app.database.db.execute(
    sql`select (select count(*) from bookings) + (select count(*) from calendar_events) + (select count(*) from enquiries) as n`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

const guest = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: 'application/x-www-form-urlencoded',
});
const booking = () => form({ intent: 'book', eventId, slot: '8:00 AM', ...guest });
const retreat = () => form({ intent: 'unpaid', occupancy: 'double', startDate: addDays(todayIn(TIME_ZONE), 9), ...guest });
const newEvent = () =>
  form({
    intent: 'create',
    title: 'Forged',
    eventDate: addDays(todayIn(TIME_ZONE), 4),
    timeSlots: '8:00 AM',
    price: 'Rs 500',
    type: 'therapy',
  });

const FORGED: [string, () => { body: string; type: string }, boolean?][] = [
  ['/%61pi/calendar/bookings', booking],
  ['/api/Calendar/bookings', booking],
  ['/API/CALENDAR/BOOKINGS', booking],
  ['/api/calendar/%62ookings', booking],
  ['/api%2Fcalendar/bookings', booking],
  ['/api\\calendar\\bookings', booking],
  ['/api/payments/../calendar/bookings', booking],
  ['/api/%2e%2e/api/calendar/bookings', booking],
  ['/api/Retreat/bookings', retreat],
  ['/ADMIN/events.data', newEvent, true],
  ['/%41dmin/events.data', newEvent, true],
  ['/Admin/Events', newEvent, true],
];

describe('a POST from another site', () => {
  it.each(FORGED)('to %s is refused with 403 and stores nothing', async (path, fields, withSession) => {
    const before = await stored();
    const { body, type } = fields();
    const response = await post(path, body, { origin: EVIL, 'content-type': type, ...(withSession ? { cookie } : {}) });
    expect(response.status, response.text.slice(0, 200)).toBe(403);
    expect(response.text).toContain('did not come from a page of this site');
    expect(await stored()).toBe(before);
  });

  it('to the sign-in doors in other spellings gets no session', async () => {
    const credentials = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    for (const path of ['/API/auth/sign-in/email', '/api/%41uth/sign-in/email']) {
      const response = await post(path, credentials, { origin: EVIL, 'content-type': 'application/json' });
      expect(response.status, path).toBe(403);
      expect(response.cookies, path).toEqual([]);
    }
    const page = await post('/ADMIN/LOGIN', new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }).toString(), {
      origin: EVIL,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(page.status).toBe(403);
    expect(page.cookies).toEqual([]);
  });

  it('to an address with a broken %-escape is refused, never a 500', async () => {
    for (const path of ['/api/calendar/bookings%', '/%E0%A4api/calendar/bookings', '/api/calendar/b%ZZookings']) {
      const before = await stored();
      const { body, type } = booking();
      const response = await post(path, body, { origin: EVIL, 'content-type': type });
      expect(response.status, path).toBe(403);
      expect(await stored()).toBe(before);
    }
  });

  it('is logged as a warning, not as an error', async () => {
    logged.length = 0;
    const { body, type } = booking();
    expect((await post('/api/calendar/bookings', body, { origin: EVIL, 'content-type': type })).status).toBe(403);
    // pino-http writes its line when the response has finished.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refusals = logged.filter((line) => line.res?.statusCode === 403);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.map((line) => line.level)).toEqual(refusals.map(() => 40));
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a POST from this site', () => {
  it('in another spelling still books (the guard only refuses other sites)', async () => {
    const before = await stored();
    const { body, type } = form({ intent: 'book', eventId, slot: '8:00 AM', ...guest, email: 'own.site@example.org' });
    const response = await post('/api/Calendar/bookings', body, { origin: app.publicUrl, 'content-type': type });
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});
