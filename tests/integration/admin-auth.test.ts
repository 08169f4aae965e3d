import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH, authFor, CLIENT_IP_HEADER } from '#server/auth/instance.ts';
import { hasActiveOwner, upsertStaffUser } from '#server/auth/staff.ts';
import { config } from '#server/config.ts';
import { authRateLimit, authUser } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;

openTestDatabase((opened) => (database = opened));

function signInRequest(email: string, password: string, ip: string) {
  const { publicUrl } = config();
  return new Request(`${publicUrl}${AUTH_BASE_PATH}/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl, [CLIENT_IP_HEADER]: ip },
    body: JSON.stringify({ email, password }),
  });
}

describe(`staff accounts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates an owner, leaves it alone when unchanged, and resets its password', async () => {
    expect(await hasActiveOwner(database.db)).toBe(false);
    const created = await upsertStaffUser(database.db, { email: 'Owner@Example.org', password: 'first password 1' });
    expect(created.outcome).toBe('created');
    expect(await hasActiveOwner(database.db)).toBe(true);
    const [owner] = await database.db.select().from(authUser).where(eq(authUser.email, 'owner@example.org'));
    expect(owner?.role).toBe('owner');
    expect((await upsertStaffUser(database.db, { email: 'owner@example.org', password: 'first password 1' })).outcome).toBe('unchanged');
    expect((await upsertStaffUser(database.db, { email: 'owner@example.org', password: 'second password 2' })).outcome).toBe('reset');

    const auth = await authFor(database.db);
    expect((await auth.handler(signInRequest('owner@example.org', 'first password 1', '10.0.0.1'))).status).toBe(401);
    const ok = await auth.handler(signInRequest('owner@example.org', 'second password 2', '10.0.0.2'));
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().join()).toMatch(/session_token=.*HttpOnly.*SameSite=Lax/i);
  });

  it('keeps a user account without the admin role as such', async () => {
    await upsertStaffUser(database.db, { email: 'helper@example.org', password: 'helper password', role: 'user' });
    const [row] = await database.db.select().from(authUser).where(eq(authUser.email, 'helper@example.org'));
    expect(row?.role).toBe('user');
  });

  it('stores no password in clear', async () => {
    const rows = await database.db.execute(`select password from auth_account` as never);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('second password 2');
    expect(text).not.toContain('helper password');
  });

  it('limits sign-in attempts per address, counted in the database', async () => {
    const auth = await authFor(database.db);
    const limit = config().AUTH_SIGN_IN_LIMIT;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await auth.handler(signInRequest('owner@example.org', `wrong ${attempt}`, '10.9.9.9'))).status).toBe(401);
    }
    const refused = await auth.handler(signInRequest('owner@example.org', 'second password 2', '10.9.9.9'));
    expect(refused.status).toBe(429);
    // Every app process shares the counters: they live in the database, not in memory.
    expect((await database.db.select().from(authRateLimit)).some((row) => row.key.includes('10.9.9.9'))).toBe(true);
    // Another address is not held back by the first one's attempts.
    expect((await auth.handler(signInRequest('owner@example.org', 'second password 2', '10.9.9.10'))).status).toBe(200);
  });

  it('refuses sign-up: accounts are made by admin:create or ADMIN_EMAIL only', async () => {
    const auth = await authFor(database.db);
    const { publicUrl } = config();
    const response = await auth.handler(
      new Request(`${publicUrl}${AUTH_BASE_PATH}/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl, [CLIENT_IP_HEADER]: '10.0.0.3' },
        body: JSON.stringify({ email: 'intruder@example.org', password: 'a long password', name: 'Intruder' }),
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await database.db.select().from(authUser).where(eq(authUser.email, 'intruder@example.org'))).toEqual([]);
  });
});
