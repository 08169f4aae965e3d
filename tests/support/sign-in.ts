import type { StaffAccount } from '#server/auth/staff.ts';
import { ADMIN } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/**
 * Creates a staff account (the administrator of tests/support/accounts.ts unless told) and signs in through
 * the real endpoint, from its own address so that the sign-in limiter never counts two tests together:
 * the Cookie header to send.
 */
export async function signInAdmin(app: TestApp, ip = '192.0.2.1', account: StaffAccount = ADMIN): Promise<string> {
  // Imported once the app has read its settings (they are parsed on first use).
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, account);
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`${account.email}'s sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token=')) throw new Error(`${account.email}'s sign-in gave no session`);
  return cookie;
}
