import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The production server behind a TLS-terminating proxy (PUBLIC_URL is https, the app itself speaks
// HTTP to the proxy), as deployed: headers on every kind of response, HSTS only over HTTPS, the admin
// session cookie, and the limit on sign-in attempts.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

let app: TestApp;
const LIMIT = 5;

beforeAll(async () => {
  app = await startTestApp({ scheme: 'https', production: true, env: { AUTH_SIGN_IN_LIMIT: String(LIMIT) } });
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, ADMIN);
});

afterAll(async () => {
  await app?.close();
});

/** A request as the proxy forwards it: from loopback (a trusted proxy), for a client at `ip`, over HTTPS or not. */
function send(path: string, { https = false, ip = '198.51.100.1', ...init }: RequestInit & { https?: boolean; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', ip);
  if (https) headers.set('x-forwarded-proto', 'https');
  if (init.method === 'POST' && !headers.has('origin')) headers.set('origin', app.publicUrl);
  return fetch(`${app.url}${path}`, { redirect: 'manual', ...init, headers });
}

/** One request of each kind, and a path of the same kind for the HSTS checks. */
const RESPONSES = {
  'a page': { request: () => send('/about'), path: '/about' },
  'an API answer': {
    request: () => send('/api/payments/orders', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
    path: '/healthz',
  },
  'an admin screen': { request: () => send('/admin/login'), path: '/admin/login' },
  'an admin redirect': { request: () => send('/admin/dashboard'), path: '/admin/dashboard' },
  'a resource route': { request: () => send('/robots.txt'), path: '/robots.txt' },
};

describe('security headers', () => {
  it.each(Object.entries(RESPONSES))('%s carries the policy headers', async (_kind, { request }) => {
    const response = await request();
    expect(response.status).toBeLessThan(500);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
    expect(csp).toMatch(/(?:^|;)\s*object-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it.each(Object.entries(RESPONSES))('%s carries HSTS only when the request came over HTTPS', async (_kind, { path }) => {
    expect((await send(path)).headers.get('strict-transport-security')).toBeNull();
    expect((await send(path, { https: true })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives every page its own nonce, and the page uses it', async () => {
    // A page React hydrates carries inline scripts; pages without React have none to mark.
    const first = await send('/admin/login');
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect((await send('/admin/login')).headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('keeps back-office answers out of every cache', async () => {
    expect((await send('/admin/login')).headers.get('cache-control')).toBe('no-store');
    expect((await send('/api/auth/get-session')).headers.get('cache-control')).toContain('no-store');
    // The router finds the same screen under any case and %-escape of its address.
    for (const path of ['/ADMIN/login', '/%61dmin/login', '/Admin/Login']) {
      const response = await send(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('admin sessions', () => {
  it('are set by the sign-in form as an HttpOnly, SameSite=Lax, Secure cookie that opens the back-office', async () => {
    const form = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password });
    const response = await send('/admin/login', { method: 'POST', body: form, https: true, ip: '198.51.100.20' });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((cookie) => /session_token=/.test(cookie));
    expect(session).toBeDefined();
    const attributes = session!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('secure');
    expect(session).toMatch(/^__Secure-/);

    const cookie = session!.split(';')[0]!;
    expect((await send('/admin/dashboard', { https: true, headers: { cookie } })).status).toBe(200);
    expect((await send('/admin/dashboard', { https: true })).status).toBe(302);
  });

  it('are refused to a POST from another site', async () => {
    const form = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password });
    const response = await send('/admin/login', {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example' },
      ip: '198.51.100.21',
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

// The two doors a password can be tried at: the page's form and Better Auth's endpoint.
const signInForm = (password: string, ip: string) =>
  send('/admin/login', { method: 'POST', body: new URLSearchParams({ email: ADMIN.email, password }), ip, https: true });
const signInEndpoint = (password: string, ip: string) =>
  send('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email: ADMIN.email, password }),
    headers: { 'content-type': 'application/json' },
    ip,
    https: true,
  });

describe('sign-in attempts', () => {
  it.each([
    ['the sign-in form', '198.51.100.30', signInForm],
    ['the sign-in endpoint', '198.51.100.31', signInEndpoint],
  ])(`are limited to ${LIMIT} a minute per client through %s, even with the right password after`, async (_door, ip, attempt) => {
    for (let n = 0; n < LIMIT; n += 1) expect((await attempt(`wrong password ${n}`, ip)).status).toBe(401);
    const refused = await attempt(ADMIN.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie().filter((cookie) => /session_token=/.test(cookie))).toEqual([]);
    // Another client is not held back by the first one's attempts.
    expect((await attempt(ADMIN.password, '198.51.100.99')).status).toBeLessThan(400);
  });

  it.each([
    ['the sign-in form', signInForm],
    ['the sign-in endpoint', signInEndpoint],
  ])('count an IPv6 client by its /64 through %s, however it rotates or spells its address', async (door, attempt) => {
    const subnet = door === 'the sign-in form' ? '2001:db8:40:1' : '2001:db8:40:2';
    const rotated = [
      `${subnet}::1`,
      `${subnet}:a:b:c:d`,
      `${subnet}::1%eth0`,
      `${subnet.replace('2001:db8', '2001:0DB8')}:0:0:0:ff`,
      `${subnet}:ffff:ffff:ffff:ffff%25en0`,
    ];
    for (const [n, ip] of rotated.entries()) expect((await attempt(`wrong password ${n}`, ip)).status, ip).toBe(401);
    expect((await attempt(ADMIN.password, `${subnet}::2`)).status).toBe(429);
    expect((await attempt(ADMIN.password, `${subnet}1::2`)).status).toBeLessThan(400);
  });
});
