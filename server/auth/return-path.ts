import { can } from '#app/lib/staff-roles.ts';
import { config } from '../config.ts';

// Where the sign-in sends a staff member afterwards comes from the address they were sent with, which
// anyone can write. Browsers drop tabs and line breaks from a Location and read a backslash as a slash,
// so `/admin/../<tab>/evil.example` used to reach another site: a value carrying either is refused
// whole, and any other is resolved as a browser would resolve it before it is judged.

/** Where a staff member lands after signing in when no (acceptable) page was asked for. */
export const SIGNED_IN_LANDING = '/admin/dashboard';

/** Where a role lands: the dashboard, or Site content for an editor, who may not open the dashboard. */
export function landingFor(role: string | null | undefined): string {
  return !can(role, 'dashboard:view') && can(role, 'content:view') ? '/admin/content' : SIGNED_IN_LANDING;
}

// C0 and C1 controls and DEL (Unicode's Cc), and the backslash.
const REFUSED_CHARACTER = /[\p{Cc}\\]/u;

/**
 * The back-office page to go to after signing in: `candidate` resolved against PUBLIC_URL, kept only
 * when it is on this site and inside the back-office (not the sign-in page itself), and then sent as
 * the resolved path and query alone. Anything else gives `landing` (the role's, landingFor).
 */
export function safeReturnPath(candidate: string | null | undefined, landing: string = SIGNED_IN_LANDING): string {
  if (!candidate || REFUSED_CHARACTER.test(candidate)) return landing;
  const site = new URL(config().publicUrl);
  let resolved: URL;
  try {
    resolved = new URL(candidate, site);
  } catch {
    return landing;
  }
  if (resolved.origin !== site.origin || resolved.username || resolved.password) return landing;
  const path = resolved.pathname;
  if (path !== '/admin' && !path.startsWith('/admin/')) return landing;
  // The router finds the sign-in page under any case of its address.
  if (/^\/admin\/login(\/|$)/i.test(path)) return landing;
  return `${path}${resolved.search}`;
}
