import { data, redirect } from 'react-router';
import { LOGIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { can, isStaffRole, type Permission, refusedText } from '#app/lib/staff-roles.ts';
import { rateLimitSubject } from '../http/rate-limit-subject.ts';
import { auth, CLIENT_IP_HEADER } from './instance.ts';

export interface StaffSession {
  userId: string;
  email: string;
  name: string;
  role: string;
}

/** The body of a 403 for a staff member whose role lacks the permission (the status page words it). */
export interface Forbidden {
  error: string;
  permission?: Permission;
}

export async function readSession(request: Request): Promise<StaffSession | null> {
  const result = await (await auth()).api.getSession({ headers: request.headers });
  if (!result) return null;
  const user = result.user as typeof result.user & { role?: string; deactivatedAt?: Date | null };
  // Deactivating ends the account's sessions; this covers one made in the same instant.
  if (user.deactivatedAt) return null;
  return { userId: user.id, email: user.email, name: user.name, role: user.role ?? 'user' };
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === '/admin' || back === '/admin/' ? '/admin/login' : `/admin/login?redirectTo=${encodeURIComponent(back)}`;
}

const notStaff = LOGIN_MESSAGES.notAdmin;

function refuse(session: StaffSession, permission: Permission | null): void {
  if (!isStaffRole(session.role)) throw data<Forbidden>({ error: notStaff }, { status: 403 });
  if (permission && !can(session.role, permission)) throw data<Forbidden>({ error: refusedText, permission }, { status: 403 });
}

/**
 * The guard of every admin loader: a visitor is sent to sign in (and back afterwards); a signed-in
 * account without a staff role, or whose role lacks `permission` (app/lib/staff-roles.ts), is refused with 403.
 */
export async function requireAdmin(request: Request, permission: Permission): Promise<StaffSession> {
  const session = await readSession(request);
  if (!session) throw redirect(loginPath(request));
  refuse(session, permission);
  return session;
}

/** The back-office layout's guard: any staff role; each screen's loader then asks for its own permission. */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const session = await readSession(request);
  if (!session) throw redirect(loginPath(request));
  refuse(session, null);
  return session;
}

/** requireStaff for actions and endpoints: 401 without a session, 403 without a staff role. */
export async function requireStaffApi(request: Request): Promise<StaffSession> {
  const session = await readSession(request);
  if (!session) throw data({ error: 'Sign in as an administrator first.' }, { status: 401 });
  refuse(session, null);
  return session;
}

/** The guard of admin actions and endpoints: 401 without a session, 403 without a staff role or `permission`. */
export async function requireAdminApi(request: Request, permission: Permission): Promise<StaffSession> {
  const session = await readSession(request);
  if (!session) throw data({ error: 'Sign in as an administrator first.' }, { status: 401 });
  refuse(session, permission);
  return session;
}

/**
 * Copies a request for Better Auth, with the client address it may trust for rate limiting: the one our
 * own limits count (an IPv6 client by its /64, a mapped IPv4 address as IPv4), which Better Auth keeps.
 * The body is what the caller read within its cap (`bytes`, as sent) or made (`body`, JSON); the
 * request's own stream is never handed on, since Better Auth would read it whole, however large.
 */
export function forAuth(
  request: Request,
  ip: string,
  init: { url?: string; body?: string; bytes?: Uint8Array<ArrayBuffer>; method?: string } = {},
): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, rateLimitSubject(ip));
  const method = init.method ?? request.method;
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const body = method === 'GET' || method === 'HEAD' ? undefined : (init.body ?? init.bytes);
  // The length of what is forwarded, not of what the client announced.
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  return new Request(init.url ?? request.url, { method, headers, body });
}
