import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Which hop of X-Forwarded-For counts as the client. By default only loopback (the documented reverse
// proxy, as this test's own connections come from 127.0.0.1) is believed: an address the proxy itself
// received a request from is the client, even on a private network.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

const LIMIT = 3;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_SIGN_IN_LIMIT: String(LIMIT) } });
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, ADMIN);
});

afterAll(async () => {
  await app?.close();
});

/** A wrong password through the sign-in endpoint, with the X-Forwarded-For the proxy passed on. */
function wrongPassword(forwardedFor: string) {
  return fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: ADMIN.email, password: 'not the password' }),
  });
}

describe('X-Forwarded-For is trusted only from TRUST_PROXY', () => {
  it('counts a client on the private network by its own address, whatever it claims to forward for', async () => {
    const statuses: number[] = [];
    // The LAN host 10.0.0.5 writes a new X-Forwarded-For each time; the proxy on loopback appends 10.0.0.5.
    for (let n = 1; n <= LIMIT + 1; n += 1) statuses.push((await wrongPassword(`203.0.113.${n}, 10.0.0.5`)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });

  it.each([
    ['a link-local', 'fe80::1'],
    ['a unique-local', 'fd12:3456:789a::5'],
    ['another private', '192.168.1.20'],
  ])('does the same for %s address', async (_kind, hop) => {
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 1; n += 1) statuses.push((await wrongPassword(`198.51.100.${n}, ${hop}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('still believes the loopback proxy about the client it forwards for', async () => {
    for (let n = 0; n < LIMIT; n += 1) expect((await wrongPassword('192.0.2.77')).status).toBe(401);
    expect((await wrongPassword('192.0.2.77')).status).toBe(429);
    // Another client behind the same proxy is counted on its own.
    expect((await wrongPassword('192.0.2.78')).status).toBe(401);
  });
});
