import { config } from '../config.ts';

// Where the sign-in sends a staff member afterwards comes from the address they were sent with, which
// anyone can write. Browsers drop tabs and line breaks from a Location and read a backslash as a slash,
// so `/admin/../<tab>/evil.example` used to reach another site: a value carrying either is refused
// whole, and any other is resolved as a browser would resolve it before it is judged.

/** Where a staff member lands after signing in when no (acceptable) page was asked for. */
export const SIGNED_IN_LANDING = '/admin/dashboard';

// C0 and C1 controls and DEL (Unicode's Cc), and the backslash.
const REFUSED_CHARACTER = /[\p{Cc}\\]/u;

/**
 * The back-office page to go to after signing in: `candidate` resolved against PUBLIC_URL, kept only
 * when it is on this site and inside the back-office (not the sign-in page itself), and then sent as
 * the resolved path and query alone. Anything else gives SIGNED_IN_LANDING.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || REFUSED_CHARACTER.test(candidate)) return SIGNED_IN_LANDING;
  const site = new URL(config().publicUrl);
  let resolved: URL;
  try {
    resolved = new URL(candidate, site);
  } catch {
    return SIGNED_IN_LANDING;
  }
  if (resolved.origin !== site.origin || resolved.username || resolved.password) return SIGNED_IN_LANDING;
  const path = resolved.pathname;
  if (path !== '/admin' && !path.startsWith('/admin/')) return SIGNED_IN_LANDING;
  // The router finds the sign-in page under any case of its address.
  if (/^\/admin\/login(\/|$)/i.test(path)) return SIGNED_IN_LANDING;
  return `${path}${resolved.search}`;
}
