import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleton } from '#server/singleton.ts';
import { ADMIN } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// TRUST_PROXY=none: the app faces the clients itself, so no X-Forwarded-For is believed, and an https
// PUBLIC_URL (which needs a proxy in front of this plain-HTTP server) is worth a warning at start-up.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

const LIMIT = 3;
const logged: { level: number; msg: string }[] = [];
let app: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as (typeof logged)[number]);
      done();
    },
  });
  singleton('logger', () => pino({ level: 'warn' }, sink));
  app = await startTestApp({ scheme: 'https', env: { TRUST_PROXY: 'none', AUTH_SIGN_IN_LIMIT: String(LIMIT) } });
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, ADMIN);
});

afterAll(async () => {
  await app?.close();
});

describe('X-Forwarded-For is trusted only from TRUST_PROXY', () => {
  it('believes no X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 1; n += 1) {
      const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': `203.0.113.${n}` },
        body: JSON.stringify({ email: ADMIN.email, password: 'not the password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });

  it('warns at start-up that an https site trusts no proxy', () => {
    const warnings = logged.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings.some((message) => /TRUST_PROXY/.test(message) && /https/.test(message))).toBe(true);
  });
});
