import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, authUser } from '#server/db/schema.ts';
import { ADMIN } from '../support/accounts.ts';
import { signInAdmin } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The back-office's sign-in form, as a browser posts it: where it sends the staff member afterwards,
// and how long the session it opens lasts.

let app: TestApp;
let clients = 0;

beforeAll(async () => {
  app = await startTestApp();
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, ADMIN);
});

afterAll(async () => {
  await app?.close();
});

/** The sign-in form sent with the right password and `redirectTo`, each from its own client address. */
function signIn(redirectTo: string) {
  clients += 1;
  return fetch(`${app.url}/admin/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo }),
    headers: { origin: app.publicUrl, 'x-forwarded-for': `198.51.100.${clients}` },
    redirect: 'manual',
  });
}

const LANDING = '/admin/dashboard';

describe('open redirect after staff sign-in', () => {
  it.each([
    ['the path of the finding, with a tab', '/admin/../\t/evil.example'],
    ['a tab anywhere', '/admin/bookings\t'],
    ['a line break', '/admin/\n/evil.example'],
    ['a carriage return', '/admin/\r//evil.example'],
    ['a unit separator', '/admin/\u001f'],
    ['a C1 control', '/admin/\u0085/evil.example'],
    ['a backslash', '/admin/..\\/\\evil.example'],
    ['a backslash only', '\\\\evil.example/admin/'],
    ['dot segments leaving the back-office', '/admin/../evil.example'],
    ['escaped dot segments', '/admin/%2e%2e/%2e%2e/evil.example'],
    ['another site', 'https://evil.example/admin/'],
    ['a scheme-relative address', '//evil.example/admin/'],
    ['a user-info trick', 'https://127.0.0.1@evil.example/admin/'],
    ['another scheme', 'javascript:alert(1)//admin/'],
    ['a page outside the back-office', '/about'],
    ['a look-alike prefix', '/administrator'],
    ['the sign-in page itself', '/admin/login?redirectTo=/admin'],
  ])('refuses %s and lands on the back-office', async (_case, redirectTo) => {
    const response = await signIn(redirectTo);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(LANDING);
  });

  it('sends a back-office address normalised: its path and query only, dot segments resolved', async () => {
    for (const [asked, sent] of [
      ['/admin/bookings?status=pending', '/admin/bookings?status=pending'],
      ['/admin/x/../bookings?status=pending#top', '/admin/bookings?status=pending'],
      ['/admin/mail?page=2', '/admin/mail?page=2'],
      [`${app.publicUrl}/admin/events`, '/admin/events'],
      ['/admin', '/admin'],
    ]) {
      const response = await signIn(asked!);
      expect(response.status, asked).toBe(302);
      expect(response.headers.get('location'), asked).toBe(sent);
    }
  });

  it('applies the same rule when a signed-in staff member opens the sign-in page', async () => {
    const cookie = await signInAdmin(app, '198.51.100.200');
    const open = (redirectTo: string) =>
      fetch(`${app.url}/admin/login?${new URLSearchParams({ redirectTo })}`, { headers: { cookie }, redirect: 'manual' });
    expect((await open('/admin/../\t/evil.example')).headers.get('location')).toBe(LANDING);
    expect((await open('/admin/x/../today')).headers.get('location')).toBe('/admin/today');
  });
});

describe('form sign-in sessions last as long as configured', () => {
  it('ends the session the sign-in form opens after 12 hours, not 24', async () => {
    const before = Date.now();
    const response = await signIn('');
    expect(response.status).toBe(302);
    const [user] = await app.database.db.select().from(authUser).where(eq(authUser.email, ADMIN.email));
    const sessions = await app.database.db.select().from(authSession).where(eq(authSession.userId, user!.id));
    const newest = sessions.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const lasts = newest.expiresAt.getTime() - before;
    expect(lasts).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(12 * 3_600_000 + 60_000);
  });
});
