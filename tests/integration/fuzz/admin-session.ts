import { ADMIN } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';

/** Creates the administrator of tests/support/accounts.ts and signs in through the real endpoint: the Cookie header to send. */
export async function signInAdmin(app: TestApp, ip = '192.0.2.1'): Promise<string> {
  // Imported once the app has read its settings (they are parsed on first use).
  const { upsertStaffUser } = await import('#server/auth/staff.ts');
  await upsertStaffUser(app.database.db, ADMIN);
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
